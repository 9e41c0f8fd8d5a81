package io.boundarylab.benchmarks;

import io.boundarylab.benchmarks.workload.HoldLoops;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * core-hold: nanoseconds per hold (take the earliest event, schedule one more) with a fixed number
 * of pending events, on the engine's kernel and on its peers: a bare {@code PriorityQueue}, a
 * primitive-keyed heap and SSJ's default event list. Goals: the kernel at least 0.6x the bare
 * PriorityQueue's speed at 1e3 and 1e5 pending, at least as fast as SSJ at every size, and at
 * least 0.8x the primitive heap (the limit) at 1e3 pending. {@code kernel} schedules with
 * {@code post} (no handle: what a caller that never cancels uses); {@code kernelCancellable} with
 * {@code schedule}, which allocates the cancellable handle every time.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
// Two forks: on a shared machine one fork can land in a busy minute; compare the best iterations too.
@Fork(value = 2, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public class CoreHoldBenchmark {
    static final int HOLDS = 10_000;

    @Param({"1000", "100000", "1000000"})
    public int pending;

    @Param({"kernel", "kernelCancellable", "priorityQueue", "primitiveHeap", "ssj"})
    public String eventList;

    private HoldLoops.HoldLoop loop;

    @Setup
    public void setUp() {
        loop = switch (eventList) {
            case "kernel" -> HoldLoops.kernel(pending, 42);
            case "kernelCancellable" -> HoldLoops.kernelCancellable(pending, 42);
            case "priorityQueue" -> HoldLoops.priorityQueue(pending, 42);
            case "primitiveHeap" -> HoldLoops.primitiveHeap(pending, 42);
            case "ssj" -> HoldLoops.ssj(pending, 42);
            default -> throw new IllegalArgumentException(eventList);
        };
        // Reach the steady state: every initial event has been held once.
        loop.holds(pending);
    }

    @Benchmark
    @OperationsPerInvocation(HOLDS)
    public long hold() {
        loop.holds(HOLDS);
        return loop.now();
    }
}
