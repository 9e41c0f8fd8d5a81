package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.member.Report;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Episode 2, startup order: a config precondition writes {@code app.conf} into the pod's config
 * volume; web requires it. Unordered, both start at once: web finds no configuration, exits 1 and
 * is retried after a back-off. Ordered, the precondition runs to completion and its exit code is
 * checked before web starts; a precondition that exits 1 keeps web from ever starting.
 */
public final class StartupOrderExperiment implements Experiment {

    static final String POD = "web-app";
    static final String BROKEN_POD = "web-app-bad-config";
    static final String VOLUME = "config";
    static final String CONFIG = "config-fetch";
    /** The precondition's work before it writes the file: long enough that an unordered web loses the race. */
    private static final long CONFIG_WORK_MS = 600;
    /** The kernel run's back-off before a retry (the simulation's 10 s, scaled down). */
    static final long BACKOFF_MS = 500;
    private static final int MAX_ATTEMPTS = 6;

    @Override
    public String id() {
        return "startup-order";
    }

    @Override
    public Set<Guarantee> guarantees() {
        return EnumSet.of(Guarantee.STARTUP_ORDERING);
    }

    @Override
    public Set<Requirement> requirements() {
        return EnumSet.of(Requirement.PRIVILEGE, Requirement.TOOLS, Requirement.NETWORK_NAMESPACE, Requirement.MOUNT_NAMESPACE,
                Requirement.MEMORY_AND_PIDS_CEILINGS, Requirement.GROUP_KILL);
    }

    private static MemberSpec config(Path dir, int exitCode) {
        return MemberSpec.of(CONFIG, "volume=" + dir, "sleep=" + CONFIG_WORK_MS, "write=" + dir.resolve("app.conf"),
                "exit=" + exitCode);
    }

    private static MemberSpec web(Path dir) {
        return MemberSpec.of("web", "require=" + dir.resolve("app.conf"), "listen=8080", "forever");
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        ctx.declareInit(CONFIG);
        PodSandbox box = run.sandbox(POD, POD, List.of(VOLUME));
        Path dir = box.volume(VOLUME);
        if (variant == Variant.NAIVE) {
            MemberProcess config = ctx.start(box, config(dir, 0));
            MemberProcess web = ctx.start(box, web(dir));
            int attempts = 1;
            int failures = 0;
            while (true) {
                Optional<Report> outcome = web.await(r -> r.kind().equals("bound") || r.kind().equals("missing")
                        || r.kind().equals("bind-failed"), 15_000);
                if (outcome.isPresent() && outcome.get().kind().equals("bound")) break;
                web.awaitExit(10_000);
                failures++;
                if (attempts >= MAX_ATTEMPTS) break;
                ctx.emit(TraceEvent.of(EventType.BackOff).pod(POD).container("web").reason("CrashLoopBackOff")
                        .message(Messages.get("trace.backoff", POD, "web", BACKOFF_MS)).rule(Messages.get("rule.backoff")));
                Experiments.sleep(BACKOFF_MS);
                web = ctx.restart(box, web(dir));
                attempts++;
            }
            config.awaitExit(10_000);
            ctx.observe("web.attempts", attempts);
            ctx.observe("web.failuresBeforeConfig", failures);
            ctx.observe("web.firstExitCode", failures > 0 ? "1" : "none");
        } else {
            MemberProcess config = ctx.start(box, config(dir, 0));
            int code = config.awaitExit(15_000).orElse(-1);
            ctx.observe("config-fetch.checkedExitCode", code);
            if (code == 0) {
                MemberProcess web = ctx.start(box, web(dir));
                web.await("bound", 15_000);
                ctx.observe("web.attempts", 1);
            }
            // The same order with a precondition that fails: web must never start.
            PodSandbox broken = run.sandbox(BROKEN_POD, BROKEN_POD, List.of(VOLUME));
            MemberProcess badConfig = ctx.start(broken, config(broken.volume(VOLUME), 1));
            int badCode = badConfig.awaitExit(15_000).orElse(-1);
            ctx.observe("bad-config.checkedExitCode", badCode);
            ctx.observe("bad-config.webStarted", badCode == 0);
        }
        ctx.finish();
        return ctx.result();
    }
}
