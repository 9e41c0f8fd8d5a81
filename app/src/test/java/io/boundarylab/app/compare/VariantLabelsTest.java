package io.boundarylab.app.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.episode.GuaranteeSwitches;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * 018's runs are not "naive" and "contract": they are bare pods and a ReplicaSet, Recreate and
 * RollingUpdate. Compare names each run by its content label, and the five Pod switches, which no
 * run of 018 changes, are not shown as if they were what the runs compare.
 */
class VariantLabelsTest {

    private static Investigation byId(Locale locale, String id) throws Exception {
        return Investigation.byId(Investigation.loadAllBundled(locale), id).orElseThrow();
    }

    private static String label(Episode ep, String variant) {
        return ep.experiment().variant(variant).map(Variant::label).orElseThrow();
    }

    // The expected words are the product's, written out here, not read back from the bundle under test.
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"en|Naive|Contract|Compare the two runs", "es|Ingenuo|Contrato|Comparar las dos ejecuciones"})
    void compareNamesEachRunByItsContentLabel(String language, String naiveWord, String contractWord, String tab) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages messages = new Messages(locale);
        Investigation inv = byId(locale, "what-returns-is-the-number");
        for (String id : new String[] {"missing-copy", "new-version"}) {
            Episode ep = inv.episode(id).orElseThrow();
            EpisodeViewModel episode = new EpisodeViewModel(ep, new EpisodesLab(inv), new DirectRunner(), null);
            episode.selectChoice(ep.prediction().choices().get(0).id());
            episode.inputs().quantity().setSkipped(true);
            episode.commit();
            CompareViewModel vm = new CompareViewModel(episode, messages);
            vm.runBoth();
            String divergence = vm.divergenceProperty().get();
            assertFalse(divergence.isEmpty(), id + ": the runs differ");
            assertTrue(divergence.contains("\n" + label(ep, Experiment.NAIVE) + ": "), divergence);
            assertTrue(divergence.contains("\n" + label(ep, Experiment.CONTRACT) + ": "), divergence);
            assertFalse(divergence.contains("\n" + naiveWord + ": ") || divergence.contains("\n" + contractWord + ": "), divergence);
        }
        assertEquals(tab, messages.get("episode.tab.compare"));
        assertFalse(messages.get("shortcuts.m").toLowerCase(locale).contains(naiveWord.toLowerCase(locale)), messages.get("shortcuts.m"));
    }

    @ParameterizedTest
    @CsvSource({"en", "es"})
    void theGuaranteeRowShowsOnlyWhereAGuaranteeDiffers(String language) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        for (Episode ep : byId(locale, "node-execution-principles").episodes()) {
            assertTrue(GuaranteeSwitches.shown(ep.experiment()), "017/" + ep.id() + " flips its guarantee");
        }
        for (Episode ep : byId(locale, "what-returns-is-the-number").episodes()) {
            assertFalse(GuaranteeSwitches.shown(ep.experiment()), "018/" + ep.id() + " runs both on one platform");
        }
    }
}
