package io.boundarylab.engine.cluster.scheduler;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class NodeSamplingTest {

    /** Kubernetes' numFeasibleNodesToFind, case by case. */
    @ParameterizedTest(name = "{0}% of {1} nodes -> {2}")
    @CsvSource({
            // under 100 nodes: every node, whatever the percentage
            "0, 3, 3",
            "10, 99, 99",
            // adaptive: 50 - n/125, at least 5 %, never fewer than 100 nodes
            "0, 100, 100",
            "0, 1000, 420",
            "0, 5000, 500",
            "0, 5625, 281",
            "0, 15000, 750",
            "0, 150, 100",
            // fixed percentages
            "50, 1000, 500",
            "1, 5000, 100",
            "100, 5000, 5000",
            "150, 5000, 5000",
    })
    void numFeasibleNodesToFindFollowsKubernetes(int percentage, int nodes, int expected) {
        assertEquals(expected, new NodeSampling(percentage).numFeasibleNodesToFind(nodes));
    }

    @Test
    void offSearchesEveryNode() {
        assertEquals(5000, NodeSampling.OFF.numFeasibleNodesToFind(5000));
    }

    @Test
    void negativePercentageIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new NodeSampling(-1));
    }
}
