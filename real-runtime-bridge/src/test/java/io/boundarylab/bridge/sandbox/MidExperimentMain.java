package io.boundarylab.bridge.sandbox;

import java.nio.file.Path;
import java.util.List;

/**
 * A JVM that opens a run, builds a pod sandbox with two members and a volume, reports the run id
 * and its guard's PID, and then waits to be killed in the middle of its experiment.
 */
public final class MidExperimentMain {

    private MidExperimentMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        Host host = Host.detect(Path.of(args[0]));
        Run run = Run.open(host);
        if (args.length > 1 && args[1].equals("deck")) {
            deck(run);
            return;
        }
        PodSandbox box = run.sandbox("web-app", "web-app", List.of("logs"));
        MemberProcess web = box.start(MemberSpec.of("web", "listen=8080", "write-every=" + box.volume("logs").resolve("a.log") + ":100",
                "forever"), null);
        MemberProcess helper = box.start(MemberSpec.of("log-helper", "connect-every=8080:100", "forever"), null);
        web.await("bound", 15_000);
        helper.await("connected", 15_000);
        System.out.println("RUN " + run.id() + " " + run.guardPid() + " " + box.holderPid() + " " + web.pid() + " " + helper.pid());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE); // not a wait: parked until the test kills this JVM
    }

    /** The concept deck's members: one in a user namespace of its own (root inside, uid 100000 outside), two reading the kernel. */
    private static void deck(Run run) throws InterruptedException {
        PodSandbox box = run.sandbox("deck", "deck", List.of());
        MemberProcess root = box.start(MemberSpec.of("root", "whoami", "forever").inUserNamespace(100_000), null);
        MemberProcess free = box.start(MemberSpec.of("free", "meminfo", "forever").withMemory(96L * 1024 * 1024, 32), null);
        MemberProcess kernel = box.start(MemberSpec.of("kernel", "kernel", "forever"), null);
        root.await("user", 15_000);
        free.await("meminfo", 15_000);
        kernel.await("kernel", 15_000);
        System.out.println("RUN " + run.id() + " " + run.guardPid() + " " + box.holderPid() + " " + root.pid() + " " + free.pid() + " " + kernel.pid());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE); // not a wait: parked until the test kills this JVM
    }
}
