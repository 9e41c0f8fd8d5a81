package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.member.Report;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Root in a container is not root on the host: a member starts as an unprivileged host uid in a
 * user namespace of its own that maps it to 0. Inside it reads uid 0; the bridge reads its
 * /proc/PID/status from the host and sees the unprivileged uid; asked to set the clock (to the
 * time it already shows), the kernel refuses with EPERM, since the clock belongs to the host's
 * user namespace, where the member holds no capability.
 */
public final class RootInUserNamespaceExperiment extends DemonstrationExperiment {

    static final String POD = "root-in-userns";
    /** The first id Debian and Ubuntu hand out in /etc/subuid: conventionally nobody's own. */
    public static final int HOST_UID = 100_000;

    public RootInUserNamespaceExperiment() {
        super("root-in-userns", Requirement.USER_NAMESPACE);
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        PodSandbox box = run.sandbox(POD, POD, List.of());
        String date = run.host().tools().find("date").map(Path::toString).orElse("/bin/date");
        MemberProcess app = ctx.start(box, MemberSpec.of("app", "whoami", "set-clock=" + date, "forever").inUserNamespace(HOST_UID));
        Report user = app.await("user", 15_000).orElseThrow(() -> new IllegalStateException(
                "the member did not report its user: " + app.stderr().strip()));
        Report clock = app.await("clock", 15_000).orElseThrow(() -> new IllegalStateException(
                "the member did not try the clock: " + app.stderr().strip()));
        ctx.observe("app.uidInside", user.field("uid"));
        ctx.observe("app.uidMap", user.field("uidMap"));
        ctx.observe("app.uidOnHost", uidOnHost(app.pid()));
        ctx.observe("app.setClock", clock.field("outcome"));
        ctx.observe("app.setClockErrno", clock.field("errno"));
        ctx.observe("app.setClockMessage", clock.field("message"));
        ctx.finish();
        return ctx.result();
    }

    /** The real uid of a process as the host sees it. */
    private static String uidOnHost(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")))
                if (line.startsWith("Uid:")) return line.substring(4).trim().split("\\s+")[0];
        } catch (IOException e) {
            return "unknown";
        }
        return "unknown";
    }
}
