package io.boundarylab.app.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.cluster.PodVersions.Rollout;
import io.boundarylab.app.cluster.PodVersions.Step;
import io.boundarylab.app.cluster.PodVersions.Version;
import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Pods per version in Investigation 018's new version (three replicas, web:v1 to web:v2 at 0:40, a
 * new web listens after 10 s, an old one exits 2 s after SIGTERM, readiness probed every 2 s).
 * The expected steps are worked out from those numbers and the two strategies' rules.
 */
class PodVersionsTest {

    private static EpisodeRun run(String episode, String variant) throws Exception {
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        return new EpisodeRunner().run(inv.episode(episode).orElseThrow(), variant);
    }

    @Test
    void recreateTakesEveryV1PodAwayBeforeTheFirstV2PodExists() throws Exception {
        EpisodeRun run = run("new-version", "naive");
        Rollout r = PodVersions.of(run.trace());
        assertTrue(r.hasSeveralVersions());
        assertEquals(List.of("web:v1", "web:v2"), r.versions().stream().map(Version::image).toList());
        // v1: three pods at 0:00, ready at 0:10 (a web listens after 10 s); at 0:40 all three are deleted
        // (terminating, out of the Service), and gone at 0:42, 2 s after SIGTERM.
        assertEquals(List.of(new Step(0, 3, 0), new Step(10_000, 3, 3), new Step(40_000, 3, 0), new Step(42_000, 0, 0)),
                r.versions().get(0).steps());
        // v2: Recreate creates the new pods only once every old one is gone (0:42); ready 10 s later.
        assertEquals(List.of(new Step(42_000, 3, 0), new Step(52_000, 3, 3)), r.versions().get(1).steps());
        assertEquals(3, r.mostPods(), "never more pods than replicas: the old ones go first");
        assertEquals(0, r.readyAt(40_000));
        assertEquals(0, r.readyAt(51_999));
        assertEquals(3, r.readyAt(52_000));
        // Shop asks once a second; while no pod is ready (0:40 to 0:52) nothing can answer it. The
        // requests at 0:41 … 0:51 are refused; the ones at 0:40 and 0:52 are not, because at those
        // instants the request comes before the deletion, and after the new pods are ready.
        RequestCount shop = run.engineOutput().requests().get(new MemberRef("client", "shop"));
        assertEquals(11, shop.refused() + shop.timeout());
        assertEquals(new PodVersions.ReadyDip(3, 0, 40_000, 52_000), r.readyDip());
    }

    @Test
    void rollingUpdateAddsOneV2PodAndRemovesOneV1PodOnlyOnceItIsReady() throws Exception {
        Rollout r = PodVersions.of(run("new-version", "contract").trace());
        Version v1 = r.versions().get(0);
        Version v2 = r.versions().get(1);
        assertEquals("web:v1", v1.image());
        assertEquals("web:v2", v2.image());
        // maxSurge 1: one v2 pod at 0:40. Each time a v2 pod is ready (0:50, 1:00, 1:10) one v1 pod is
        // deleted (terminating at once, gone 2 s later) and, while v2 is short, the next v2 pod is made.
        assertEquals(List.of(new Step(0, 3, 0), new Step(10_000, 3, 3), new Step(50_000, 3, 2), new Step(52_000, 2, 2),
                new Step(60_000, 2, 1), new Step(62_000, 1, 1), new Step(70_000, 1, 0), new Step(72_000, 0, 0)), v1.steps());
        assertEquals(List.of(new Step(40_000, 1, 0), new Step(50_000, 2, 1), new Step(60_000, 3, 2), new Step(70_000, 3, 3)),
                v2.steps());
        // maxUnavailable 0: from the moment three were ready, never fewer than three ready.
        for (long t : r.instants()) {
            if (t >= 10_000) assertEquals(3, r.readyAt(t), "ready at " + t);
        }
        // Three replicas plus maxSurge 1, plus the one v1 pod still shutting down: five at most.
        assertEquals(5, r.mostPods());
        assertEquals(5, r.podsAt(50_000));
        assertEquals(4, r.podsAt(52_000));
        assertFalse(r.readyDip().dipped());
        assertEquals(3, r.readyDip().fewest());
    }

    @Test
    void aReplicaSetThatNeverChangesVersionHasNoChartAndBarePodsAreNoVersion() throws Exception {
        Rollout copy = PodVersions.of(run("missing-copy", "contract").trace());
        assertEquals(1, copy.versions().size());
        assertFalse(copy.hasSeveralVersions());
        Rollout bare = PodVersions.of(run("missing-copy", "naive").trace());
        assertTrue(bare.versions().isEmpty(), "bare pods belong to no ReplicaSet");
        assertFalse(PodVersions.of(List.of()).hasSeveralVersions());
    }
}
