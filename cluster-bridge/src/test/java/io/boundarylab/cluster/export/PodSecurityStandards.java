package io.boundarylab.cluster.export;

import io.fabric8.kubernetes.api.model.Capabilities;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerPort;
import io.fabric8.kubernetes.api.model.PodSecurityContext;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.SeccompProfile;
import io.fabric8.kubernetes.api.model.SecurityContext;
import io.fabric8.kubernetes.api.model.Volume;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The Pod Security Standards' baseline and restricted levels, control by control, as the page
 * "Pod Security Standards" (kubernetes.io/docs/concepts/security/pod-security-standards, v1.29)
 * lists them. Each problem names the control and where it failed. Used by the tests only: a second
 * reading of the rules, kept apart from the code that writes the manifests.
 */
final class PodSecurityStandards {
    /** Baseline, "Capabilities": what may be added. */
    private static final Set<String> BASELINE_CAPABILITIES = Set.of("AUDIT_WRITE", "CHOWN", "DAC_OVERRIDE", "FOWNER", "FSETID", "KILL",
            "MKNOD", "NET_BIND_SERVICE", "SETFCAP", "SETGID", "SETPCAP", "SETUID", "SYS_CHROOT");
    /** Restricted, "Volume Types". */
    private static final Set<String> RESTRICTED_VOLUMES = Set.of("configMap", "csi", "downwardAPI", "emptyDir", "ephemeral",
            "persistentVolumeClaim", "projected", "secret");

    private PodSecurityStandards() {
    }

    private static List<Container> containers(PodSpec spec) {
        List<Container> all = new ArrayList<>(spec.getInitContainers());
        all.addAll(spec.getContainers());
        return all;
    }

    static List<String> baseline(PodSpec spec) {
        List<String> p = new ArrayList<>();
        PodSecurityContext pod = spec.getSecurityContext();
        // Host Namespaces.
        if (Boolean.TRUE.equals(spec.getHostNetwork()) || Boolean.TRUE.equals(spec.getHostPID()) || Boolean.TRUE.equals(spec.getHostIPC())) {
            p.add("Host Namespaces: hostNetwork, hostPID and hostIPC must be unset or false");
        }
        // HostPath Volumes.
        for (Volume v : spec.getVolumes()) {
            if (v.getHostPath() != null) p.add("HostPath Volumes: volume " + v.getName() + " is a hostPath");
        }
        // Seccomp: Unconfined is forbidden at every level.
        if (pod != null && pod.getSeccompProfile() != null && "Unconfined".equals(pod.getSeccompProfile().getType())) {
            p.add("Seccomp: the Pod's profile is Unconfined");
        }
        // Sysctls: only the safe set (none used here).
        if (pod != null && pod.getSysctls() != null && !pod.getSysctls().isEmpty()) p.add("Sysctls: the Pod sets sysctls");
        for (Container c : containers(spec)) {
            SecurityContext s = c.getSecurityContext();
            String where = "container " + c.getName();
            if (s != null) {
                if (Boolean.TRUE.equals(s.getPrivileged())) p.add("Privileged Containers: " + where + " is privileged");
                if (s.getWindowsOptions() != null && Boolean.TRUE.equals(s.getWindowsOptions().getHostProcess())) {
                    p.add("HostProcess: " + where);
                }
                Capabilities caps = s.getCapabilities();
                if (caps != null) {
                    for (String add : caps.getAdd()) {
                        if (!BASELINE_CAPABILITIES.contains(add)) p.add("Capabilities: " + where + " adds " + add);
                    }
                }
                if (s.getProcMount() != null && !"Default".equals(s.getProcMount())) p.add("/proc Mount Type: " + where);
                if (s.getSeccompProfile() != null && "Unconfined".equals(s.getSeccompProfile().getType())) {
                    p.add("Seccomp: " + where + " is Unconfined");
                }
            }
            // Host Ports: none (the built-in admission takes no list of known ports).
            for (ContainerPort port : c.getPorts()) {
                if (port.getHostPort() != null && port.getHostPort() != 0) p.add("Host Ports: " + where + " uses hostPort " + port.getHostPort());
            }
        }
        return p;
    }

    static List<String> restricted(PodSpec spec) {
        List<String> p = new ArrayList<>(baseline(spec));
        PodSecurityContext pod = spec.getSecurityContext();
        for (Volume v : spec.getVolumes()) {
            if (v.getHostPath() != null || v.getNfs() != null || v.getIscsi() != null || v.getGcePersistentDisk() != null) {
                p.add("Volume Types: volume " + v.getName() + " is not one of " + RESTRICTED_VOLUMES);
            }
        }
        boolean podNonRoot = pod != null && Boolean.TRUE.equals(pod.getRunAsNonRoot());
        boolean podSeccomp = pod != null && allowedSeccomp(pod.getSeccompProfile());
        if (pod != null && pod.getRunAsUser() != null && pod.getRunAsUser() == 0) p.add("Running as Non-root user: the Pod's runAsUser is 0");
        for (Container c : containers(spec)) {
            SecurityContext s = c.getSecurityContext();
            String where = "container " + c.getName();
            if (s == null || !Boolean.FALSE.equals(s.getAllowPrivilegeEscalation())) {
                p.add("Privilege Escalation: " + where + " must set allowPrivilegeEscalation: false");
            }
            boolean nonRoot = s != null && s.getRunAsNonRoot() != null ? s.getRunAsNonRoot() : podNonRoot;
            if (!nonRoot) p.add("Running as Non-root: " + where + " must run with runAsNonRoot: true (its own or the Pod's)");
            if (s != null && s.getRunAsUser() != null && s.getRunAsUser() == 0) p.add("Running as Non-root user: " + where + " has runAsUser 0");
            boolean seccomp = s != null && s.getSeccompProfile() != null ? allowedSeccomp(s.getSeccompProfile()) : podSeccomp;
            if (!seccomp) p.add("Seccomp: " + where + " must have RuntimeDefault or Localhost (its own or the Pod's)");
            Capabilities caps = s == null ? null : s.getCapabilities();
            if (caps == null || !caps.getDrop().contains("ALL")) p.add("Capabilities: " + where + " must drop ALL");
            if (caps != null) {
                for (String add : caps.getAdd()) {
                    if (!"NET_BIND_SERVICE".equals(add)) p.add("Capabilities: " + where + " may add only NET_BIND_SERVICE, not " + add);
                }
            }
        }
        return p;
    }

    private static boolean allowedSeccomp(SeccompProfile s) {
        return s != null && ("RuntimeDefault".equals(s.getType()) || "Localhost".equals(s.getType()));
    }
}
