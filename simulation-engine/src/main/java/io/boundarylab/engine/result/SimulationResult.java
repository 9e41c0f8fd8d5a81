package io.boundarylab.engine.result;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.cluster.Platform;
import io.boundarylab.engine.contract.Verdict;

import java.util.Map;

/**
 * The outcome of a run: the result object of the format ({@code boundary-lab/result/v1}), with the
 * control plane's objects of spec/workloads.md in {@code controlPlane} and the Services in {@code services}.
 */
public record SimulationResult(String scenario, long seed, long endTimeMs, long eventCount, String traceSha256,
                               Platform platform, Map<String, PodStatus> pods, Map<Guarantee, Verdict> contract,
                               Metrics metrics, ControlPlaneStatus controlPlane, Map<String, ServiceStatus> services) {
    public static final String FORMAT = "boundary-lab/result/v1";

    /** A result without a control plane or Services. */
    public SimulationResult(String scenario, long seed, long endTimeMs, long eventCount, String traceSha256,
                            Platform platform, Map<String, PodStatus> pods, Map<Guarantee, Verdict> contract, Metrics metrics) {
        this(scenario, seed, endTimeMs, eventCount, traceSha256, platform, pods, contract, metrics, ControlPlaneStatus.EMPTY, Map.of());
    }
}
