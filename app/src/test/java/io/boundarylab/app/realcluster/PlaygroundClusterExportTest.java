package io.boundarylab.app.realcluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playground.ActionEdits;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.ScenarioWriter;
import io.boundarylab.episodes.playground.PlaygroundStart;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The playground's Real cluster tab without a kubeconfig: it cannot run, says so, and still exports
 * the scenario as it stands, the files `cluster export` writes, each a Kubernetes object that reads
 * back; a folder that cannot be written is said plainly and nothing is half written. It speaks of
 * the experiment and its scenario, where an episode's tab speaks of its variant.
 */
class PlaygroundClusterExportTest {
    @TempDir
    Path tmp;

    private static Experiment blank() throws Exception {
        String text = PlaygroundStart.blank();
        Scenario s = ScenarioReader.parse(text, "playground.yaml");
        return new Experiment("playground.yaml", s, !s.platform().atomicPlacement(), null, text);
    }

    @Test
    void withoutAKubeconfigTheTabExportsTheScenarioAsItStands() throws Exception {
        Experiment x = blank();
        RealClusterViewModel vm = RealClusterViewModel.forPlayground(Optional.empty(), () -> x, new DirectRunner(), Runnable::run, Locale.ENGLISH);
        assertFalse(vm.hasKubeconfig());
        Path out = tmp.resolve("manifests");
        vm.exportTo(out);

        List<Path> files;
        try (Stream<Path> all = Files.walk(out)) {
            files = all.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "manifests were written: " + vm.statusProperty().get());
        assertTrue(vm.statusProperty().get().contains(out.toString()), vm.statusProperty().get());
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        boolean pod = false;
        for (Path f : files) {
            for (JsonNode doc : yaml.readValues(yaml.getFactory().createParser(f.toFile()), JsonNode.class).readAll()) {
                if (doc == null || doc.isNull() || doc.isEmpty()) {
                    continue;
                }
                assertTrue(doc.hasNonNull("kind") && doc.hasNonNull("apiVersion"), f + " holds Kubernetes objects: " + doc);
                pod |= doc.get("kind").asText().equals("Pod");
            }
        }
        assertTrue(pod, "the blank experiment's one pod is exported: " + files);
    }

    @Test
    void aFileWhereTheFolderShouldBeIsSaidPlainly() throws Exception {
        Experiment x = blank();
        RealClusterViewModel vm = RealClusterViewModel.forPlayground(Optional.empty(), () -> x, new DirectRunner(), Runnable::run, Locale.forLanguageTag("es"));
        Path file = Files.writeString(tmp.resolve("not-a-folder"), "kept");
        vm.exportTo(file);
        assertEquals("kept", Files.readString(file), "the file in the way is left as it was");
        assertFalse(vm.runningProperty().get());
        assertTrue(vm.statusProperty().get().contains(file.toString()), vm.statusProperty().get());
    }

    /** The blank experiment with a sandbox killed at 5 s: a cluster has no faithful form of that. */
    private static Experiment withKilledSandbox() throws Exception {
        Scenario s = ScenarioReader.parse(PlaygroundStart.blank(), "playground.yaml");
        Scenario killed = ActionEdits.addAction(s, 5, ActionSpec.Kind.killSandbox, "pod/" + s.pods().get(0).name(), "", "");
        String text = ScenarioWriter.write(killed);
        return new Experiment("playground.yaml", ScenarioReader.parse(text, "playground.yaml"), false, null, text);
    }

    @Test
    void thePlaygroundsTabSpeaksOfTheExperimentAndAnEpisodesOfItsVariant() throws Exception {
        Experiment x = withKilledSandbox();
        for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("es"))) {
            RealClusterViewModel playground = RealClusterViewModel.forPlayground(Optional.empty(), () -> x, new DirectRunner(), Runnable::run, l);
            RealClusterViewModel episode = new RealClusterViewModel(null, () -> x, ctx -> null, new DirectRunner(), Runnable::run,
                    new Messages("io.boundarylab.app.realcluster.messages", l));
            playground.exportTo(tmp.resolve("playground-" + l));
            episode.exportTo(tmp.resolve("episode-" + l));
            String variant = l.getLanguage().equals("es") ? "variante" : "variant";
            String experiment = l.getLanguage().equals("es") ? "este experimento" : "this experiment";
            String scenario = l.getLanguage().equals("es") ? "El escenario no tiene" : "The scenario has no";
            assertTrue(playground.explanation().contains(experiment) && !playground.explanation().contains(variant), playground.explanation());
            assertTrue(playground.statusProperty().get().startsWith(scenario), playground.statusProperty().get());
            assertFalse(playground.statusProperty().get().contains(variant), playground.statusProperty().get());
            assertTrue(episode.explanation().contains(variant), episode.explanation());
            assertTrue(episode.statusProperty().get().contains(variant), episode.statusProperty().get());
        }
    }
}
