package io.boundarylab.app.realcluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
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
 * back; a folder that cannot be written is said plainly and nothing is half written.
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
}
