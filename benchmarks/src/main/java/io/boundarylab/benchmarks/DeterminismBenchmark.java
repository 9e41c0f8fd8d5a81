package io.boundarylab.benchmarks;

import io.boundarylab.benchmarks.workload.ClusterLifecycle;
import io.boundarylab.benchmarks.workload.ScaleScenarios;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.scenario.Scenario;
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
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * determinism: the set-up runs the lifecycle scenario twice with one seed and once with another
 * and refuses to go on unless the first two trace hashes are equal and the third differs. Then it
 * measures a run, a run plus the SHA-256 of its trace, and the hash alone on a finished trace:
 * the goal is that hashing costs at most 10 % of the run.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public class DeterminismBenchmark {

    @Param({"150x4500"})
    public String determinismSize;

    private Scenario scenario;
    private ClusterLifecycle.Outcome finished;

    @Setup(Level.Trial)
    public void sameSeedSameBytes() {
        int[] s = PlacementStormBenchmark.size(determinismSize);
        scenario = ScaleScenarios.clusterLifecycle(s[0], s[1], 1);
        String first = ClusterLifecycle.run(scenario).traceSha256();
        finished = ClusterLifecycle.run(scenario);
        String second = finished.traceSha256();
        String other = ClusterLifecycle.run(scenario.withSeed(2)).traceSha256();
        if (!first.equals(second)) throw new IllegalStateException("same seed, different traces: " + first + " vs " + second);
        if (first.equals(other)) throw new IllegalStateException("seeds 1 and 2 gave the same trace " + first);
        System.out.println("  seed 1 twice: " + first + "; seed 2: " + other);
    }

    @Benchmark
    public long run() {
        return ClusterLifecycle.run(scenario).events();
    }

    @Benchmark
    public String runAndHash() {
        return ClusterLifecycle.run(scenario).traceSha256();
    }

    @Benchmark
    public String hashOnly() {
        return TraceJson.sha256(finished.trace());
    }
}
