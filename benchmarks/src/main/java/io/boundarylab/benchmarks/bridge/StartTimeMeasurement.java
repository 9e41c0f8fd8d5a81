package io.boundarylab.benchmarks.bridge;

import io.boundarylab.bridge.host.Exec;
import io.boundarylab.bridge.host.Tools;
import io.boundarylab.bridge.member.MemberMain;
import io.boundarylab.bridge.member.Report;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Measures the time to start a member of the real-runtime bridge in a fresh pod sandbox against
 * starting the same program plainly (the figures in real-runtime-bridge/README.md). Usage:
 * {@code java -cp benchmarks/target/benchmarks.jar io.boundarylab.benchmarks.bridge.StartTimeMeasurement [ROUNDS]};
 * run as root. Each figure is the wall time until the member reports that it runs. A plain
 * {@code main}, not a JMH benchmark: every round starts processes and kernel objects.
 */
public final class StartTimeMeasurement {

    private StartTimeMeasurement() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Host host = Host.detect();
        Tools tools = host.tools();
        List<Long> plain = new ArrayList<>();
        List<Long> namespacesOnly = new ArrayList<>();
        List<Long> inSandbox = new ArrayList<>();
        List<Long> freshSandbox = new ArrayList<>();
        List<String> java = List.of(Tools.javaLauncher(), "-XX:-UsePerfData", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Xss256k", "-XX:MaxMetaspaceSize=48m", "-Xmx32m", "-cp", host.memberClasses().toString(), MemberMain.class.getName());
        try (Run run = Run.open(host)) {
            PodSandbox shared = run.sandbox("measure", "measure", List.of());
            for (int i = 0; i < rounds; i++) {
                List<String> cmd = new ArrayList<>(java);
                cmd.addAll(List.of(run.id().value(), "measure", "plain", run.ownerTag(), "exit=0"));
                plain.add(timePlain(cmd));

                long t0 = System.nanoTime();
                Exec.Result r = Exec.run(List.of(tools.require("unshare"), "--net", "--uts", "--ipc", "--mount", "--",
                        tools.require("ip"), "link", "set", "lo", "up"), 10_000);
                if (!r.ok()) throw new IllegalStateException(r.describe());
                namespacesOnly.add(System.nanoTime() - t0);

                t0 = System.nanoTime();
                MemberProcess m = shared.start(MemberSpec.of("member-" + i, "exit=0"), null);
                m.await("identity", 15_000).orElseThrow();
                inSandbox.add(System.nanoTime() - t0);
                m.awaitExit(15_000);

                t0 = System.nanoTime();
                PodSandbox fresh = run.sandbox("fresh-" + i, "fresh-" + i, List.of());
                MemberProcess f = fresh.start(MemberSpec.of("web", "exit=0"), null);
                f.await("identity", 15_000).orElseThrow();
                freshSandbox.add(System.nanoTime() - t0);
                f.awaitExit(15_000);
                fresh.killAll();
            }
        }
        System.out.printf("rounds: %d, cgroups: %s, cores: %d%n", rounds, host.layout().mode(), Runtime.getRuntime().availableProcessors());
        print("plain start of the member program (JVM)", plain);
        print("new net+uts+ipc+mount namespaces, lo up (no JVM)", namespacesOnly);
        print("member joining an existing sandbox (nsenter, setpriv, cgroups, JVM)", inSandbox);
        print("fresh sandbox (holder JVM, namespaces, cgroups) plus the member", freshSandbox);
    }

    private static long timePlain(List<String> cmd) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write("go\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                Report rep = Report.parse(line);
                if (rep != null && rep.kind().equals("identity")) break;
            }
            long elapsed = System.nanoTime() - t0;
            p.waitFor();
            return elapsed;
        }
    }

    private static void print(String what, List<Long> nanos) {
        List<Long> s = new ArrayList<>(nanos);
        Collections.sort(s);
        System.out.printf("  %-72s median %6.1f ms   p90 %6.1f ms%n", what, s.get(s.size() / 2) / 1e6, s.get((int) (s.size() * 0.9)) / 1e6);
    }
}
