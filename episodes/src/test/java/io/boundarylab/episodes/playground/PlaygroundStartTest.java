package io.boundarylab.episodes.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlaygroundStartTest {

    @Test
    void blankIsOneNodeOnePodOneContainer() throws Exception {
        Scenario s = ScenarioReader.parse(PlaygroundStart.blank(), "blank.yaml");
        assertEquals(1, s.nodes().size());
        assertEquals(1, s.pods().size());
        assertEquals(1, s.pods().get(0).allContainers().size());
        assertTrue(s.untilMs() != null, "a blank experiment runs without --until");
    }

    @Test
    void everyStartParsesAndEveryEpisodeAndExampleIsOffered() throws Exception {
        List<Investigation> all = Investigation.loadAllBundled(Locale.ENGLISH);
        List<PlaygroundStart> starts = PlaygroundStart.all(all, Locale.ENGLISH);
        for (PlaygroundStart st : starts) ScenarioReader.parse(st.scenarioYaml(), st.id() + ".yaml");
        int episodes = all.stream().mapToInt(i -> i.episodes().size()).sum();
        assertEquals(2 * episodes, starts.stream().filter(s -> s.source() == PlaygroundStart.Source.EPISODE).count());
        assertTrue(all.size() >= 2, "both investigations are loaded");
        for (Investigation inv : all) assertTrue(starts.stream().anyMatch(s -> s.id().startsWith(inv.id() + "/")), inv.id());
        long examples;
        try (Stream<Path> s = Files.list(Path.of("..", "docs", "examples"))) {
            examples = s.filter(p -> p.toString().endsWith(".yaml")).count();
        }
        assertEquals(examples, starts.stream().filter(s -> s.source() == PlaygroundStart.Source.EXAMPLE).count());
        assertEquals(PlaygroundStart.Source.BLANK, starts.get(0).source());
        assertEquals(starts.size(), starts.stream().map(PlaygroundStart::id).distinct().count(), "ids are unique");
    }

    @Test
    void anEpisodeStartIsThatVariantsScenario() throws Exception {
        Investigation inv = Investigation.loadBundled(Locale.ENGLISH);
        Episode ep = inv.episodes().get(1);
        PlaygroundStart st = PlaygroundStart.episodes(List.of(inv)).stream()
                .filter(s -> s.id().equals(inv.id() + "/" + ep.id() + "/contract")).findFirst().orElseThrow();
        Scenario expected = ep.experiment().contract().scenario();
        assertEquals(expected, ScenarioReader.parse(st.scenarioYaml(), expected.file()));
        assertEquals(ep.experiment().guarantee(), st.guarantee());
    }

    @Test
    void tryYourOwnVersionKeepsTheEpisodesPair() throws Exception {
        Episode ep = Investigation.loadBundled(Locale.ENGLISH).episodes().get(1);
        PlaygroundExperiment x = PlaygroundStart.fromEpisode(ep);
        Guarantee g = ep.experiment().guarantee();
        assertFalse(ScenarioReader.parse(x.naiveScenario(), "n.yaml").platform().enforces(g));
        assertTrue(ScenarioReader.parse(x.contractScenario(), "c.yaml").platform().enforces(g));
        assertEquals(g, x.guarantee());
    }

    @Test
    void oneScenarioMakesThePairThatDiffersInTheGuarantee() throws Exception {
        PlaygroundExperiment x = PlaygroundStart.blankStart(Locale.ENGLISH).experiment("mine", Guarantee.SHARED_STORAGE);
        Scenario n = ScenarioReader.parse(x.naiveScenario(), "n.yaml"), c = ScenarioReader.parse(x.contractScenario(), "n.yaml");
        assertFalse(n.platform().enforces(Guarantee.SHARED_STORAGE));
        assertTrue(c.platform().enforces(Guarantee.SHARED_STORAGE));
        assertEquals(n.withPlatform(c.platform()), c, "nothing else differs");
    }
}
