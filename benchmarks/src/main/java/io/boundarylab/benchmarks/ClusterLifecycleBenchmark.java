package io.boundarylab.benchmarks;

import io.boundarylab.benchmarks.workload.ClusterLifecycle;
import io.boundarylab.benchmarks.workload.ScaleScenarios;
import io.boundarylab.engine.scenario.Scenario;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * cluster-lifecycle: one simulated hour of a cluster whose pods ReplicaSets make, with init
 * containers, crash-loop back-off, a zone failure followed by the node lifecycle (Unknown, taint,
 * eviction, replacement) and a scale-down with rescheduling ({@link ScaleScenarios#clusterLifecycle}),
 * on the whole engine and its controllers, at several sizes so that the log-log slope of time against events can be read.
 * The forked JVM has a 2 GB heap: the goal is at most that much. The trace events and kernel actions
 * of each run are reported as secondary results; the heap the finished run still holds (its trace)
 * is printed after each iteration.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public class ClusterLifecycleBenchmark {

    /** Nodes x pods; 5000x150000 is the goal's size. */
    @Param({"50x1500", "150x4500", "500x15000", "1500x45000", "5000x150000"})
    public String lifecycleSize;

    private Scenario scenario;
    private ClusterLifecycle.Outcome last;

    /** Events and actions of the runs of one iteration (one run each in single-shot mode). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Counts {
        public long traceEvents;
        public long kernelActions;

        @Setup(Level.Iteration)
        public void reset() {
            traceEvents = 0;
            kernelActions = 0;
        }
    }

    @Setup(Level.Trial)
    public void scenario() {
        int[] s = PlacementStormBenchmark.size(lifecycleSize);
        scenario = ScaleScenarios.clusterLifecycle(s[0], s[1], 11);
    }

    @Benchmark
    public long lifecycle(Counts counts) {
        last = ClusterLifecycle.run(scenario);
        counts.traceEvents += last.events();
        counts.kernelActions += last.actions();
        return last.endTimeMs();
    }

    @TearDown(Level.Iteration)
    public void heldHeap() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long usedMb = (rt.totalMemory() - rt.freeMemory()) >> 20;
        System.out.println("  [" + lifecycleSize + "] events " + last.events() + ", actions " + last.actions()
                + ", heap held after the run " + usedMb + " MB");
        last = null;
    }
}
