package io.boundarylab.app.episode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.run.StatusValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Before a run the trace shows nothing, so no status card may state a fact: every card of every
 * bundled episode reads "not run yet" until the run's first event, and again after a reset.
 */
class NotRunStatusTest {

    private static List<EpisodeViewModel> everyEpisode(Locale locale) throws Exception {
        List<EpisodeViewModel> out = new ArrayList<>();
        for (Investigation inv : Investigation.loadAllBundled(locale)) {
            EpisodesLab lab = new EpisodesLab(inv);
            for (Episode ep : inv.episodes()) {
                out.add(new EpisodeViewModel(ep, lab, new DirectRunner(), null));
            }
        }
        return out;
    }

    private static List<String> shown(EpisodeViewModel vm, Messages messages) {
        return vm.status().stream().map(s -> StatusFields.shown(s, messages, vm.retell())).toList();
    }

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource({"en, not run yet", "es, sin ejecutar aún"})
    void beforeARunEveryCardOfEveryEpisodeSaysNotRunYet(String language, String notRun) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages messages = new Messages(locale);
        List<EpisodeViewModel> all = everyEpisode(locale);
        assertEquals(9, all.size(), "four episodes of 017 and five of 018");
        for (EpisodeViewModel vm : all) {
            assertFalse(vm.status().isEmpty(), vm.episode().id() + " has status cards");
            for (StatusValue s : vm.status()) {
                assertTrue(s.notRun(), vm.episode().id() + "/" + s.fieldId() + " before a run: " + s);
            }
            for (String text : shown(vm, messages)) {
                assertEquals(notRun, text, vm.episode().id() + " before a run");
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"en, not run yet", "es, sin ejecutar aún"})
    void afterARunTheCardsShowWhatTheTraceSetAndAfterAResetNotRunAgain(String language, String notRun) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages messages = new Messages(locale);
        EpisodeViewModel vm = everyEpisode(locale).get(0);
        assertEquals("helper", vm.episode().id());
        vm.setAutoplay(false);
        vm.selectChoice(vm.episode().prediction().choices().get(0).id());
        vm.inputs().quantity().setSkipped(true);
        vm.commit();
        vm.run();
        // Loaded but not played: the screen shows no event yet, so still no fact.
        assertEquals(0, vm.playback().position());
        shown(vm, messages).forEach(text -> assertEquals(notRun, text));
        vm.playback().toEnd();
        // Episode 1's scenario has two nodes, node-1 and node-2; the web container ends on one of them.
        String web = shown(vm, messages).get(0);
        assertTrue(web.endsWith("node-1") || web.endsWith("node-2"), web);
        assertTrue(vm.status().stream().noneMatch(StatusValue::notRun), vm.status().toString());
        vm.reset();
        shown(vm, messages).forEach(text -> assertEquals(notRun, text));
    }
}
