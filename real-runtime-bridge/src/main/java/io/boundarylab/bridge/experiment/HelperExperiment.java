package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Episode 1, the helper: web writes access log lines into its log volume and the log helper
 * ships what it finds there. Naive: each member in its own sandbox (own mount namespace, own
 * tmpfs at the same path): the helper finds nothing. Contract: one sandbox, one tmpfs mounted
 * for both: the helper ships web's lines.
 */
public final class HelperExperiment implements Experiment {

    static final String POD = "web-app";
    static final String VOLUME = "logs";
    /** How long both members run side by side once they started. */
    private static final long OBSERVE_MS = 1500;

    @Override
    public String id() {
        return "helper";
    }

    @Override
    public Set<Guarantee> guarantees() {
        return EnumSet.of(Guarantee.ATOMIC_PLACEMENT, Guarantee.SHARED_STORAGE);
    }

    @Override
    public Set<Requirement> requirements() {
        return EnumSet.of(Requirement.PRIVILEGE, Requirement.TOOLS, Requirement.NETWORK_NAMESPACE, Requirement.MOUNT_NAMESPACE,
                Requirement.MEMORY_AND_PIDS_CEILINGS, Requirement.GROUP_KILL);
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        PodSandbox webBox;
        PodSandbox helperBox;
        if (variant == Variant.CONTRACT) {
            webBox = run.sandbox(POD, POD, List.of(VOLUME));
            helperBox = webBox;
        } else {
            webBox = run.sandbox(POD + "-web", POD, List.of(VOLUME));
            helperBox = run.sandbox(POD + "-log-helper", POD, List.of(VOLUME));
        }
        Path webLogs = webBox.volume(VOLUME);
        Path helperLogs = helperBox.volume(VOLUME);
        MemberProcess web = ctx.start(webBox, MemberSpec.of("web", "volume=" + webLogs,
                "write-every=" + webLogs.resolve("access.log") + ":100", "forever"));
        MemberProcess helper = ctx.start(helperBox, MemberSpec.of("log-helper", "volume=" + helperLogs,
                "ship-every=" + helperLogs + ":200", "forever"));
        web.await("written", 15_000);
        helper.await("identity", 15_000);
        if (variant == Variant.CONTRACT) helper.await("shipped", 5_000);
        Experiments.sleep(OBSERVE_MS);

        ctx.observe("web.mntnsHolder", webBox.namespace("mnt").orElse(-1));
        ctx.observe("log-helper.mntnsHolder", helperBox.namespace("mnt").orElse(-1));
        ctx.observe("sameMountNamespace", webBox.namespace("mnt").equals(helperBox.namespace("mnt")));
        ctx.observe("sameVolumeInstance", Experiments.field(web, "volume", "dev").equals(Experiments.field(helper, "volume", "dev")));
        ctx.observe("linesWritten", countLines(web.pid(), webLogs));
        ctx.observe("linesVisibleToHelper", countLines(helper.pid(), helperLogs));
        ctx.observe("linesShipped", helper.reports().stream().filter(t -> t.report().kind().equals("shipped"))
                .mapToLong(t -> t.report().longField("lines")).sum());
        ctx.finish();
        return ctx.result();
    }

    /** Counts the lines in a volume as the member sees it, through its root in /proc (its mount namespace). */
    static long countLines(long pid, Path dir) {
        Path inside = Path.of("/proc", Long.toString(pid), "root").resolve(Path.of("/").relativize(dir));
        long n = 0;
        if (!Files.isDirectory(inside)) return 0;
        try (Stream<Path> files = Files.list(inside)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                try (Stream<String> lines = Files.lines(f)) {
                    n += lines.count();
                }
            }
        } catch (IOException e) {
            return -1;
        }
        return n;
    }
}
