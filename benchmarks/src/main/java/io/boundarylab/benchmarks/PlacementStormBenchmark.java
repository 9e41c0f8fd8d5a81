package io.boundarylab.benchmarks;

import io.boundarylab.benchmarks.workload.CloudSimPlusPlacement;
import io.boundarylab.benchmarks.workload.PlacementStorm;
import io.boundarylab.benchmarks.workload.ScaleScenarios;
import io.boundarylab.engine.cluster.scheduler.NodeSampling;
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
 * placement-storm: the time to place every pod of a cluster in one scheduling cycle (filter,
 * score, bind, one Scheduled event each), with Kubernetes' node sampling and without, and CloudSim
 * Plus placing as many VMs on as many hosts with its FirstFit policy. Goal: 150,000 pods on 5,000
 * nodes in at most 1 s with sampling, and at least 40x faster than CloudSim Plus FirstFit.
 * Building the cluster is set-up, not measured, on both sides.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
public class PlacementStormBenchmark {

    /** Nodes x pods, e.g. "5000x150000". */
    static int[] size(String s) {
        String[] p = s.split("x");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
    }

    @State(Scope.Thread)
    public static class Engine {
        @Param({"5000x150000"})
        public String stormSize;
        @Param({"kubernetesDefault", "off"})
        public String sampling;
        private Scenario scenario;
        PlacementStorm storm;

        @Setup(Level.Trial)
        public void scenario() {
            int[] s = size(stormSize);
            scenario = ScaleScenarios.placementStorm(s[0], s[1], 7);
        }

        @Setup(Level.Iteration)
        public void freshCluster() {
            storm = new PlacementStorm(scenario, sampling.equals("off") ? NodeSampling.OFF : NodeSampling.KUBERNETES_DEFAULT);
        }
    }

    @State(Scope.Thread)
    public static class CloudSimPlus {
        @Param({"5000x150000"})
        public String stormSize;
        CloudSimPlusPlacement placement;

        @Setup(Level.Iteration)
        public void freshDatacenter() {
            int[] s = size(stormSize);
            placement = new CloudSimPlusPlacement(s[0], s[1]);
        }
    }

    @Benchmark
    public int engine(Engine e) {
        return e.storm.run();
    }

    /** A single shot takes minutes here, long enough that warming up the JIT changes nothing. */
    @Benchmark
    @Warmup(iterations = 0)
    @Measurement(iterations = 2)
    public int cloudSimPlusFirstFit(CloudSimPlus c) {
        return c.placement.run();
    }
}
