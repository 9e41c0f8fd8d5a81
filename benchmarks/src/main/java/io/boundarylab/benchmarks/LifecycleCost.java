package io.boundarylab.benchmarks;

import io.boundarylab.benchmarks.workload.ClusterLifecycle;
import io.boundarylab.benchmarks.workload.ScaleScenarios;
import io.boundarylab.engine.scenario.Scenario;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * The cluster-lifecycle hour measured by what the machine's other users cannot change: the thread's
 * cpu time and the bytes it allocated, per trace event, beside the wall-clock time. Usage:
 * {@code java -Xms2g -Xmx2g -cp benchmarks/target/benchmarks.jar io.boundarylab.benchmarks.LifecycleCost [ROUNDS] [SIZE...]}
 * (sizes as {@code NODESxPODS}; default all five of the JMH benchmark). The first round of each
 * size warms the JIT and is not printed. A plain {@code main}, not a JMH benchmark: JMH measures
 * wall-clock time only, which on a shared machine measures the other users as well.
 */
public final class LifecycleCost {

    private LifecycleCost() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        String[] sizes = args.length > 1 ? java.util.Arrays.copyOfRange(args, 1, args.length)
                : new String[] {"50x1500", "150x4500", "500x15000", "1500x45000", "5000x150000"};
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        System.out.println("size, round, events, wall ms, cpu ms, events/s wall, events/s cpu, bytes allocated per event");
        for (String size : sizes) {
            int[] s = PlacementStormBenchmark.size(size);
            Scenario scenario = ScaleScenarios.clusterLifecycle(s[0], s[1], 11);
            for (int round = 0; round <= rounds; round++) {
                System.gc();
                long wall0 = System.nanoTime();
                long cpu0 = threads.getThreadCpuTime(id);
                long bytes0 = threads.getThreadAllocatedBytes(id);
                ClusterLifecycle.Outcome o = ClusterLifecycle.run(scenario);
                long bytes = threads.getThreadAllocatedBytes(id) - bytes0;
                long cpu = threads.getThreadCpuTime(id) - cpu0;
                long wall = System.nanoTime() - wall0;
                if (round == 0) continue;
                System.out.println(String.format(Locale.ROOT, "%s, %d, %d, %.0f, %.0f, %.0f, %.0f, %.0f", size, round, o.events(),
                        wall / 1e6, cpu / 1e6, o.events() / (wall / 1e9), o.events() / (cpu / 1e9), (double) bytes / o.events()));
            }
        }
    }
}
