package io.boundarylab.episodes.run;

import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An instructor's fault on cue must not make the status fields tell the episode's designed story:
 * they follow what the trace shows, one member evicted alone or the whole group.
 */
class InjectedFaultStatusTest {
    private static final Investigation INV = Fixtures.bundled();
    private static final Episode FATE = INV.episode("fate").orElseThrow();

    static String status(EpisodeRun r, String field) {
        return r.finalStatus().stream().filter(v -> v.fieldId().equals(field)).findFirst().orElseThrow().value();
    }

    static EpisodeRun evictHelperAt5s(String variant) {
        return new EpisodeRunner().run(FATE, variant, RunOptions.DEFAULT.withFault(FaultAction.evict(5_000, FaultTarget.parse("pod/web-app/log-helper"))));
    }

    @Test
    void evictingTheHelperAloneIsNotAGroupEviction() {
        EpisodeRun naive = evictHelperAt5s("naive");
        assertEquals("log helper evicted at 0:05", status(naive, "helpers"));
        assertEquals("evicted at 0:20", status(naive, "web"), "web goes later, at its own scripted eviction");
        assertEquals("fragments: members evicted one at a time while the others run", status(naive, "outcome"));
    }

    @Test
    void underSharedFateEvictingTheHelperTakesTheGroupAtOnce() {
        EpisodeRun contract = evictHelperAt5s("contract");
        assertEquals("stopped with the group at 0:05", status(contract, "helpers"));
        assertEquals("evicted at 0:05", status(contract, "web"));
        assertEquals("gone as one unit: nothing useless left behind, nothing serving, no replacement", status(contract, "outcome"));
    }

    @Test
    void aFailedNodeTakesItsMemberAndTheStatusSaysSo() {
        Episode helper = INV.episode("helper").orElseThrow();
        EpisodeRun naive = new EpisodeRunner().run(helper, "naive", RunOptions.DEFAULT.withFault(FaultAction.failNode(10_000, "node-2")));
        String webNode = naive.engineOutput().result().pods().get("web-app").containers().get("web").node();
        String helperNode = naive.engineOutput().result().pods().get("web-app").containers().get("log-helper").node();
        // The seed decides which node gets web; the failed node-2 takes whichever member it holds.
        assertEquals("node-2".equals(webNode) ? "lost with node-2" : "running on " + webNode, status(naive, "web"));
        assertEquals("node-2".equals(helperNode) ? "lost with node-2" : "running on " + helperNode, status(naive, "helper"));
    }
}
