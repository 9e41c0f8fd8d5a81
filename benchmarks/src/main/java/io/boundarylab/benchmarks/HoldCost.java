package io.boundarylab.benchmarks;

import io.boundarylab.benchmarks.workload.HoldLoops;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * core-hold measured in pairs, for a shared machine: the event lists take turns, a batch of holds
 * each, round after round, and each batch is timed by the thread's cpu time. A busy minute then
 * slows every list alike instead of whichever JMH happened to be measuring, and the ratio of the
 * medians is the figure to read. Usage:
 * {@code java -Xms2g -Xmx2g -cp benchmarks/target/benchmarks.jar io.boundarylab.benchmarks.HoldCost [PENDING] [ROUNDS]}
 * (default 1000 pending, 200 rounds of 100,000 holds per list; the first tenth of the rounds warm
 * the JIT and are not counted). A plain {@code main} beside the JMH benchmark {@link CoreHoldBenchmark}.
 */
public final class HoldCost {
    private static final int HOLDS = 100_000;

    private HoldCost() {
    }

    public static void main(String[] args) {
        int pending = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        String[] names = {"kernel", "kernelCancellable", "primitiveHeap", "priorityQueue"};
        HoldLoops.HoldLoop[] loops = {HoldLoops.kernel(pending, 42), HoldLoops.kernelCancellable(pending, 42),
                HoldLoops.primitiveHeap(pending, 42), HoldLoops.priorityQueue(pending, 42)};
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<List<Double>> nsPerHold = new ArrayList<>();
        for (int i = 0; i < loops.length; i++) nsPerHold.add(new ArrayList<>());
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < loops.length; i++) {
                long t0 = threads.getCurrentThreadCpuTime();
                loops[i].holds(HOLDS);
                long t = threads.getCurrentThreadCpuTime() - t0;
                check += loops[i].now();
                if (r >= rounds / 10) nsPerHold.get(i).add((double) t / HOLDS);
            }
        }
        double[] median = new double[loops.length];
        System.out.println("pending " + pending + ", " + rounds + " rounds of " + HOLDS + " holds per list (check " + (check & 0xff) + ")");
        for (int i = 0; i < loops.length; i++) {
            double[] v = nsPerHold.get(i).stream().mapToDouble(Double::doubleValue).toArray();
            Arrays.sort(v);
            median[i] = v[v.length / 2];
            System.out.println(String.format(Locale.ROOT, "%-18s median %6.1f ns/hold cpu, quartiles %6.1f to %6.1f", names[i], median[i],
                    v[v.length / 4], v[3 * v.length / 4]));
        }
        System.out.println(String.format(Locale.ROOT, "kernel speed / primitive heap: %.2f; kernelCancellable: %.2f; kernel / PriorityQueue: %.2f",
                median[2] / median[0], median[2] / median[1], median[3] / median[0]));
    }
}
