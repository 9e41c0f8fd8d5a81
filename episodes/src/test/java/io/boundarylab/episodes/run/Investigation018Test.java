package io.boundarylab.episodes.run;

import io.boundarylab.engine.result.RequestCount;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.ContentWords;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.Prediction;
import io.boundarylab.episodes.prediction.PredictionComparison;
import io.boundarylab.episodes.prediction.QuantityComparison;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Investigation 018 shows what its pages say, read from the engine's trace and metrics (not from
 * the content's own predicates), and its numbers are the ones reasoned from each scenario's
 * timing. Then the verdicts: the right choice of each episode matches every claim, and each wrong
 * one misses at least one.
 */
class Investigation018Test {

    private static final String ID = "what-returns-is-the-number";
    private static final Investigation INV = load(Locale.ENGLISH);
    private static final EpisodeRunner RUNNER = new EpisodeRunner();
    private static final MemberRef SHOP = new MemberRef("client", "shop");

    private static Investigation load(Locale locale) {
        try {
            return Investigation.byId(Investigation.loadAllBundled(locale), ID).orElseThrow();
        } catch (ContentException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static EpisodeRun run(String episode, String variant) {
        return RUNNER.run(INV.episode(episode).orElseThrow(), variant);
    }

    private static List<TraceEvent> events(EpisodeRun r, EventType type) {
        return r.trace().stream().filter(e -> e.type() == type).toList();
    }

    @Test
    void fiveEpisodesEachDifferingInOneThingOnOnePlatform() {
        assertEquals("Investigation 018 · What Returns Is the Number", INV.title());
        assertEquals(List.of("missing-copy", "moving-address", "alive-not-ready", "new-version", "healthy-but-wrong"),
                INV.episodes().stream().map(Episode::id).toList());
        for (Episode e : INV.episodes()) {
            assertNull(e.experiment().guarantee(), e.id() + " is about no Pod guarantee");
            assertEquals(e.experiment().naive().platform(), e.experiment().contract().platform(), e.id());
        }
    }

    @Test
    void barePodsStayAtTwoAndTheReplicaSetMakesANewPodAfterGraceAndToleration() {
        EpisodeRun bare = run("missing-copy", "naive");
        assertEquals(3, events(bare, EventType.Scheduled).size(), "nothing schedules a fourth bare pod");
        assertEquals(1, events(bare, EventType.TaintManagerEviction).size());
        EpisodeRun rs = run("missing-copy", "contract");
        TraceEvent eviction = events(rs, EventType.TaintManagerEviction).get(0);
        // node-2 fails at 20 s; NotReady after the 50 s grace; evicted after the 300 s toleration.
        assertEquals(20_000 + 50_000 + 300_000, eviction.tMs());
        TraceEvent created = events(rs, EventType.SuccessfulCreate).get(3);
        assertEquals(eviction.tMs(), created.tMs(), "the ReplicaSet creates the replacement as soon as the count drops");
        List<String> firstThree = events(rs, EventType.SuccessfulCreate).subList(0, 3).stream().map(TraceEvent::pod).toList();
        assertFalse(firstThree.contains(created.pod()), "the replacement has a name of its own");
        // It sleeps 5 s before listening; the readiness probe (every 5 s from its start) passes at 375 s.
        TraceEvent ready = events(rs, EventType.Ready).stream().filter(e -> e.pod().equals(created.pod())).findFirst().orElseThrow();
        assertEquals(375_000, ready.tMs());
        assertEquals(375.0, INV.episode("missing-copy").orElseThrow().prediction().quantityQuestion().orElseThrow().measurement().measure(rs).value());
    }

    @Test
    void aPinnedClientLosesEveryRequestAfterTheLossAndTheNamedOneOnlyTheOneInFlight() {
        // shop asks once a second from 15 s to 90 s: 76 requests; node-2 is lost at 30 s.
        RequestCount pinned = run("moving-address", "naive").requests(SHOP);
        assertEquals(15, pinned.ok(), "15 s to 29 s answered");
        assertEquals(61, pinned.refused() + pinned.timeout(), "30 s to 90 s unanswered, the replacement notwithstanding");
        EpisodeRun named = run("moving-address", "contract");
        RequestCount byName = named.requests(SHOP);
        assertEquals(76, byName.ok() + byName.refused() + byName.timeout());
        // The request at 30 s goes to the lost pod: the endpoints change only after the loss is handled.
        assertEquals(1, byName.refused() + byName.timeout());
        TraceEvent failed = events(named, EventType.RequestTimedOut).get(0);
        assertEquals(30_000, failed.tMs());
    }

    @Test
    void warmUpAsLivenessLoopsAndAsReadinessWaits() {
        EpisodeRun liveness = run("alive-not-ready", "naive");
        // Probe at 0, 10, 20 s: three failures kill web at 20 s, long before its 40 s warm-up ends.
        assertEquals(20_000, events(liveness, EventType.Killing).get(0).tMs());
        assertTrue(events(liveness, EventType.Killing).size() >= 2);
        assertTrue(events(liveness, EventType.PortBound).isEmpty(), "web never listens");
        assertEquals(0, liveness.requests(SHOP).ok());
        assertEquals(121, liveness.requests(SHOP).refused(), "0 s to 120 s, one a second");
        EpisodeRun readiness = run("alive-not-ready", "contract");
        assertTrue(events(readiness, EventType.Killing).isEmpty());
        // Requests at 0..40 s find no ready endpoint (web joins at 40 s, after that instant's request): 41.
        assertEquals(41, readiness.requests(SHOP).refused());
        assertEquals(80, readiness.requests(SHOP).ok());
    }

    @Test
    void recreateLeavesAGapAndRollingUpdateNone() {
        EpisodeRun recreate = run("new-version", "naive");
        // Old pods stop 2 s after SIGTERM (42 s); the new ones listen 10 s after they start (52 s):
        // requests at 42..52 s find nothing listening or no endpoint: 11.
        assertEquals(11, recreate.requests(SHOP).refused() + recreate.requests(SHOP).timeout());
        EpisodeRun rolling = run("new-version", "contract");
        RequestCount r = rolling.requests(SHOP);
        assertEquals(0, r.refused() + r.timeout());
        assertTrue(r.byData().get("v1") > 0 && r.byData().get("v2") > 0, "both versions answered: " + r.byData());
    }

    @Test
    void theStaleRunIsGreenEverywhereAndOnlyTheDataSaysOtherwise() {
        EpisodeRun stale = run("healthy-but-wrong", "naive");
        EpisodeRun current = run("healthy-but-wrong", "contract");
        assertTrue(events(stale, EventType.Unhealthy).isEmpty());
        // shop asks once a second from 1 s to 60 s: 60 requests, every one answered, from stale data.
        assertEquals(60, stale.requests(SHOP).ok());
        assertEquals(Map.of("v1-stale", 60L), stale.requests(SHOP).byData());
        assertEquals(Map.of("v2", 60L), current.requests(SHOP).byData());
        // The platform's own events are the same, type for type, in both runs.
        List<EventType> platform = stale.trace().stream().map(TraceEvent::type).filter(t -> t != EventType.RequestServed).toList();
        assertEquals(platform, current.trace().stream().map(TraceEvent::type).filter(t -> t != EventType.RequestServed).toList());
    }

    /**
     * The right choice and number of each episode, as reasoned in the tests above, in English and
     * in Spanish (the translation keeps every id, claim and number, so the verdicts are the same):
     * the right choice matches every claim it implies on the real runs, each other choice misses one.
     */
    @ParameterizedTest(name = "{0} {1}: {2}")
    // The numbers: the readiness run answers the 80 of 121 requests it does not refuse, and RollingUpdate fails none
    // (see the two tests above).
    @CsvSource({"en, missing-copy, number-returns, 375", "en, moving-address, name-follows, 1",
            "en, alive-not-ready, alive-vs-ready, 80", "en, new-version, gap-then-none, 0",
            "en, healthy-but-wrong, nothing-notices, 60",
            "es, missing-copy, number-returns, 375", "es, moving-address, name-follows, 1",
            "es, alive-not-ready, alive-vs-ready, 80", "es, new-version, gap-then-none, 0",
            "es, healthy-but-wrong, nothing-notices, 60"})
    void theRightChoiceMatchesEveryClaimAndEveryOtherMissesOne(String language, String episodeId, String right, double number) {
        Investigation inv = load(Locale.forLanguageTag(language));
        assertEquals(language, inv.locale().getLanguage(), "the bundled " + language + " investigation is read");
        Episode e = inv.episode(episodeId).orElseThrow();
        Map<String, EpisodeRun> runs = Map.of("naive", RUNNER.run(e, "naive"), "contract", RUNNER.run(e, "contract"));
        assertEquals(3, e.prediction().choices().size());
        for (Choice c : e.prediction().choices()) {
            PredictionComparison pc = PredictionComparison.compare(inv, e, new Prediction(episodeId, c.id(), "", 50, number), runs);
            assertEquals(c.implies().size(), pc.claims().size(), episodeId + "/" + c.id() + ": every implied claim is judged");
            boolean allMatch = pc.claims().stream().allMatch(x -> x.outcome() == ClaimComparison.Outcome.MATCH);
            assertEquals(c.id().equals(right), allMatch, language + " " + episodeId + "/" + c.id() + ": " + pc.claims());
            assertEquals(QuantityComparison.Outcome.WITHIN, pc.quantity().outcome(), pc.quantity().sentence());
        }
    }

    /**
     * Nothing on the page but the reasoning picks the right choice: over the five questions, in each
     * language, the longest choice, the choice sharing the most content words with what the page
     * shows before the prediction (title, pressure, prompt, status hint, question), and any one
     * position in the file each hold the right choice at most twice (chance with three choices a
     * question is 5/3, plus one). The right choice is the one the runs confirm, claim for claim.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"en", "es"})
    void noCueOfLengthWordsOrPlacePicksTheRightChoiceMoreThanChanceAllows(String language) {
        Investigation inv = load(Locale.forLanguageTag(language));
        int longest = 0, mostWords = 0;
        int[] atPosition = new int[3];
        for (Episode e : inv.episodes()) {
            List<Choice> choices = e.prediction().choices();
            assertEquals(3, choices.size(), e.id());
            Map<String, EpisodeRun> runs = Map.of("naive", RUNNER.run(e, "naive"), "contract", RUNNER.run(e, "contract"));
            List<Integer> confirmed = new ArrayList<>();
            for (int i = 0; i < choices.size(); i++) {
                PredictionComparison pc = PredictionComparison.compare(inv, e, new Prediction(e.id(), choices.get(i).id(), "", 50), runs);
                if (pc.matches() == pc.claims().size()) confirmed.add(i);
            }
            assertEquals(1, confirmed.size(), language + " " + e.id() + ": exactly one choice is confirmed by the runs");
            int r = confirmed.get(0);
            String page = String.join(" ", e.title(), e.pressure(), e.prompt(), e.statusHint(), e.prediction().text());
            atPosition[r]++;
            int maxLength = choices.stream().mapToInt(c -> c.text().length()).max().orElseThrow();
            if (choices.get(r).text().length() == maxLength) longest++;
            int maxShared = choices.stream().mapToInt(c -> ContentWords.shared(c.text(), page)).max().orElseThrow();
            if (ContentWords.shared(choices.get(r).text(), page) == maxShared) mostWords++;
        }
        assertTrue(longest <= 2, language + ": the right choice is the longest in " + longest + " of 5");
        assertTrue(mostWords <= 2, language + ": the right choice shares the most words with the page in " + mostWords + " of 5");
        for (int i = 0; i < 3; i++)
            assertTrue(atPosition[i] <= 2, language + ": position " + (i + 1) + " holds the right choice " + atPosition[i] + " times");
    }
}
