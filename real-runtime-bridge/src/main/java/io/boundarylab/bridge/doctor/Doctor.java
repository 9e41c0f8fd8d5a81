package io.boundarylab.bridge.doctor;

import io.boundarylab.bridge.experiment.Experiment;
import io.boundarylab.bridge.experiment.Experiments;
import io.boundarylab.bridge.experiment.Messages;
import io.boundarylab.bridge.experiment.Requirement;
import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.CgroupLayout.Role;
import io.boundarylab.bridge.host.CgroupMode;
import io.boundarylab.bridge.host.Cgroups;
import io.boundarylab.bridge.host.Exec;
import io.boundarylab.bridge.host.RunId;
import io.boundarylab.bridge.host.Tools;
import io.boundarylab.bridge.sandbox.Host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds what this machine allows by trying each thing once (an exit code is not trusted where a
 * capability can be silently stripped: the loopback must really come up, the tmpfs must really
 * mount, the ceiling must really be written), then says for each experiment whether it can run
 * for real and, if not, why and what would enable it.
 */
public final class Doctor {

    private static final long PROBE_TIMEOUT_MS = 10_000;

    private final Host host;

    public Doctor(Host host) {
        this.host = host;
    }

    /** The outcome of one check. */
    public record Check(boolean ok, String detail, String remedy) {
    }

    /** Whether one experiment can run here, and if not, why and what would enable it. */
    public record Readiness(String experiment, boolean canRun, List<String> reasons, List<String> remedies) {
        public Readiness {
            reasons = List.copyOf(reasons);
            remedies = List.copyOf(remedies);
        }
    }

    /** Everything the doctor found. */
    public record Report(boolean root, Check userNamespaces, CgroupMode cgroupMode, Map<String, String> cgroupBases,
                         Map<String, Check> tools, Map<Requirement, Check> requirements, List<Readiness> experiments) {

        /** Whether an experiment the doctor did not list (a playground's scenario) can run here. */
        public Readiness readiness(Experiment e) {
            return Doctor.readiness(e, requirements);
        }

        public Readiness readiness(String experimentId) {
            return experiments.stream().filter(r -> r.experiment().equals(experimentId)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown experiment " + experimentId));
        }
    }

    public Report examine() {
        boolean root = host.proc().isRoot();
        Map<String, Check> tools = new LinkedHashMap<>();
        boolean allTools = true;
        for (String t : Tools.REQUIRED) {
            Optional<Path> p = host.tools().find(t);
            tools.put(t, new Check(p.isPresent(), p.map(Path::toString).orElse(Messages.get("doctor.tool.missing")),
                    p.isPresent() ? "" : Messages.get("doctor.tool.remedy", Tools.packageOf(t))));
            allTools &= p.isPresent();
        }

        Map<Requirement, Check> req = new EnumMap<>(Requirement.class);
        req.put(Requirement.PRIVILEGE, root ? new Check(true, Messages.get("doctor.root.yes"), "")
                : new Check(false, Messages.get("doctor.root.no"), Messages.get("doctor.root.remedy")));
        req.put(Requirement.TOOLS, allTools ? new Check(true, Messages.get("doctor.tools.ok"), "")
                : new Check(false, Messages.get("doctor.tools.missing"), Messages.get("doctor.tools.remedy")));
        Check userns = allTools ? probeUserNamespaces() : new Check(false, Messages.get("doctor.untested"), "");
        req.put(Requirement.USER_NAMESPACE, userns);
        req.put(Requirement.NETWORK_NAMESPACE, root && allTools ? probeNetwork() : untested(root));
        req.put(Requirement.MOUNT_NAMESPACE, root && allTools ? probeMount() : untested(root));
        Map<String, String> bases = new LinkedHashMap<>();
        for (CgroupLayout.Hierarchy h : host.layout().hierarchies()) bases.put(h.name(), h.base().toString());
        probeCgroups(root, req);

        List<Readiness> experiments = new ArrayList<>();
        for (Experiment e : Experiments.all()) experiments.add(readiness(e, req));
        return new Report(root, userns, host.layout().mode(), bases, tools, req, experiments);
    }

    private static Readiness readiness(Experiment e, Map<Requirement, Check> req) {
        List<String> reasons = new ArrayList<>();
        List<String> remedies = new ArrayList<>();
        for (Requirement r : e.requirements()) {
            Check c = req.get(r);
            if (c != null && !c.ok()) {
                reasons.add(Messages.get("requirement." + r.name()) + ": " + c.detail());
                if (!c.remedy().isEmpty() && !remedies.contains(c.remedy())) remedies.add(c.remedy());
            }
        }
        return new Readiness(e.id(), reasons.isEmpty(), reasons, remedies);
    }

    private static Check untested(boolean root) {
        return new Check(false, Messages.get(root ? "doctor.untested" : "doctor.needsRoot"), Messages.get("doctor.root.remedy"));
    }

    private Check probeUserNamespaces() {
        // Bringing lo up inside proves the capabilities survived (AppArmor may strip them silently).
        Exec.Result r = Exec.run(List.of(host.tools().require("unshare"), "--user", "--map-root-user", "--net", "--",
                host.tools().require("ip"), "link", "set", "lo", "up"), PROBE_TIMEOUT_MS);
        return r.ok() ? new Check(true, Messages.get("doctor.userns.ok"), "")
                : new Check(false, r.describe(), Messages.get("doctor.userns.remedy"));
    }

    private Check probeNetwork() {
        Exec.Result r = Exec.run(List.of(host.tools().require("unshare"), "--net", "--uts", "--ipc", "--",
                host.tools().require("ip"), "link", "set", "lo", "up"), PROBE_TIMEOUT_MS);
        return r.ok() ? new Check(true, Messages.get("doctor.netns.ok"), "") : new Check(false, r.describe(), Messages.get("doctor.root.remedy"));
    }

    private Check probeMount() {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("boundarylab-doctor");
            Exec.Result r = Exec.run(List.of(host.tools().require("unshare"), "--mount", "--propagation", "private", "--",
                    host.tools().require("mount"), "-t", "tmpfs", "-o", "size=1m", "boundarylab-doctor", dir.toString()), PROBE_TIMEOUT_MS);
            return r.ok() ? new Check(true, Messages.get("doctor.mntns.ok"), "") : new Check(false, r.describe(), Messages.get("doctor.root.remedy"));
        } catch (IOException e) {
            return new Check(false, e.getMessage(), "");
        } finally {
            if (dir != null) {
                try {
                    Files.deleteIfExists(dir);
                } catch (IOException ignored) {
                    // the temporary directory is empty; a later clean-up of /tmp removes it
                }
            }
        }
    }

    /** Makes a probe group, writes each ceiling, looks for a group kill, and removes the probe. */
    private void probeCgroups(boolean root, Map<Requirement, Check> req) {
        CgroupLayout layout = host.layout();
        if (layout.mode() == CgroupMode.NONE) {
            Check none = new Check(false, Messages.get("doctor.cgroup.none"), Messages.get("doctor.cgroup.none.remedy"));
            req.put(Requirement.MEMORY_AND_PIDS_CEILINGS, none);
            req.put(Requirement.CPU_CEILING, none);
            req.put(Requirement.GROUP_KILL, none);
            return;
        }
        Cgroups cgroups = host.cgroups();
        Cgroups.Group probe = new Cgroups.Group(List.of(RunId.generate(new SecureRandom()).value()));
        String remedy = Messages.get(root ? "doctor.cgroup.remedy.root" : "doctor.cgroup.remedy.user");
        try {
            cgroups.create(probe, p -> { });
        } catch (RuntimeException e) {
            Check c = new Check(false, e.getMessage(), remedy);
            req.put(Requirement.MEMORY_AND_PIDS_CEILINGS, c);
            req.put(Requirement.CPU_CEILING, c);
            req.put(Requirement.GROUP_KILL, c);
            cgroups.remove(probe);
            cgroups.removeEmptyBases();
            return;
        }
        try {
            req.put(Requirement.MEMORY_AND_PIDS_CEILINGS, tryWrite(() -> {
                cgroups.limit(probe, Role.MEMORY, layout.memoryLimit(64L * 1024 * 1024));
                cgroups.limit(probe, Role.PIDS, layout.pidsLimit(16));
                return Messages.get("doctor.cgroup.memory.ok", cgroups.dir(probe, Role.MEMORY).orElseThrow(),
                        cgroups.dir(probe, Role.PIDS).orElseThrow());
            }, remedy));
            req.put(Requirement.CPU_CEILING, tryWrite(() -> {
                cgroups.limit(probe, Role.CPU, layout.cpuLimit(10_000, 100_000));
                return Messages.get("doctor.cgroup.cpu.ok", cgroups.dir(probe, Role.CPU).orElseThrow());
            }, remedy));
            Optional<Path> killDir = cgroups.dir(probe, Role.KILL);
            Optional<CgroupLayout.KillMethod> method = layout.killMethod();
            boolean killable = killDir.isPresent() && method.isPresent()
                    && Files.exists(killDir.get().resolve(method.get() == CgroupLayout.KillMethod.CGROUP_KILL ? "cgroup.kill" : "freezer.state"));
            req.put(Requirement.GROUP_KILL, killable
                    ? new Check(true, Messages.get("doctor.cgroup.kill.ok", method.get().name(), killDir.get()), "")
                    : new Check(false, Messages.get("doctor.cgroup.kill.none"), Messages.get("doctor.cgroup.kill.remedy")));
        } finally {
            cgroups.remove(probe);
            cgroups.removeEmptyBases();
        }
    }

    private interface Attempt {
        String run();
    }

    private static Check tryWrite(Attempt a, String remedy) {
        try {
            return new Check(true, a.run(), "");
        } catch (RuntimeException e) {
            return new Check(false, e.getMessage(), remedy);
        }
    }
}
