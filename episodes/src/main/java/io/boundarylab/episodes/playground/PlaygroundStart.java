package io.boundarylab.episodes.playground;

import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioWriter;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Experiment;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A place a playground experiment can start from: blank (one node, one pod, one container), a
 * variant of an episode of any loaded investigation, or an example of docs/examples (shipped in
 * the jar under {@code /examples/}).
 *
 * @param source      what kind of start it is
 * @param id          stable id: {@code blank}, {@code INVESTIGATION/EPISODE/VARIANT}, {@code example/NAME}
 * @param label       what a list shows
 * @param scenarioYaml the scenario, YAML in the scenario format
 * @param guarantee   the guarantee the episode it comes from is about, or null (blank, examples, or
 *                    an episode whose runs differ in what they run)
 */
public record PlaygroundStart(Source source, String id, String label, String scenarioYaml, Guarantee guarantee) {

    /** Where a start comes from. */
    public enum Source { BLANK, EPISODE, EXAMPLE }

    /** The folder of the shipped examples on the class path. */
    static final String EXAMPLES = "/examples/";

    /** One node, one pod, one container that serves on 8080: the smallest experiment there is. */
    public static String blank() {
        return String.join("\n",
                "scenario: my-experiment",
                "until: 1m",
                "platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}",
                "nodes:",
                "  - {name: node-1, allocatable: {cpu: 2, memory: 4Gi}}",
                "pods:",
                "  - apiVersion: v1",
                "    kind: Pod",
                "    metadata: {name: app}",
                "    spec:",
                "      containers:",
                "        - name: main",
                "          image: main:v1",
                "          x-sim:",
                "            steps:",
                "              - listen: 8080",
                "              - run: forever",
                "");
    }

    /** The blank start, labelled in the learner's language. */
    public static PlaygroundStart blankStart(Locale locale) {
        return new PlaygroundStart(Source.BLANK, "blank", PlaygroundWords.in(locale).get("start.blank"), blank(), null);
    }

    /** The naive and contract variants of every episode of the investigations the app loaded, in reading order. */
    public static List<PlaygroundStart> episodes(List<Investigation> investigations) {
        List<PlaygroundStart> out = new ArrayList<>();
        for (Investigation inv : investigations) {
            for (Episode e : inv.episodes()) {
                for (String vid : List.of(Experiment.NAIVE, Experiment.CONTRACT)) {
                    Variant v = e.experiment().variant(vid).orElse(null);
                    if (v == null) continue;
                    out.add(new PlaygroundStart(Source.EPISODE, inv.id() + "/" + e.id() + "/" + vid,
                            inv.title() + " · " + e.number() + " " + e.title() + " · " + v.label(),
                            ScenarioWriter.write(v.scenario()), e.experiment().guarantee()));
                }
            }
        }
        return out;
    }

    /** Every example shipped with the application (docs/examples), in name order; empty when none is on the class path. */
    public static List<PlaygroundStart> examples() {
        URL any = PlaygroundStart.class.getResource(EXAMPLES + "helper-separate.yaml");
        if (any == null) return List.of();
        try {
            URI uri = any.toURI();
            if (!"jar".equals(uri.getScheme())) return examplesIn(Path.of(uri).getParent());
            synchronized (PlaygroundStart.class) {
                FileSystem fs;
                boolean opened = false;
                try {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                    opened = true;
                } catch (FileSystemAlreadyExistsException e) {
                    fs = FileSystems.getFileSystem(uri);
                }
                try {
                    return examplesIn(fs.getPath(EXAMPLES));
                } finally {
                    if (opened) fs.close();
                }
            }
        } catch (URISyntaxException | IOException e) {
            return List.of();
        }
    }

    private static List<PlaygroundStart> examplesIn(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted((a, b) -> a.getFileName().toString()
                    .compareTo(b.getFileName().toString())).toList();
        }
        List<PlaygroundStart> out = new ArrayList<>();
        for (Path p : files) {
            String name = p.getFileName().toString().replaceFirst("\\.yaml$", "");
            String text;
            try (InputStream in = Files.newInputStream(p)) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            out.add(new PlaygroundStart(Source.EXAMPLE, "example/" + name, name, text, null));
        }
        return out;
    }

    /** Blank first, then every episode variant, then every example. */
    public static List<PlaygroundStart> all(List<Investigation> investigations, Locale locale) {
        List<PlaygroundStart> out = new ArrayList<>();
        out.add(blankStart(locale));
        out.addAll(episodes(investigations));
        out.addAll(examples());
        return out;
    }

    /**
     * An experiment from this start: the scenario as the naive run without {@code guarantee} and the
     * contract run with it; with no guarantee, both runs are this scenario as it is (to be edited apart).
     */
    public PlaygroundExperiment experiment(String title, Guarantee g) throws ScenarioException {
        if (g != null) return PlaygroundExperiment.fromOne(title, scenarioYaml, g);
        return new PlaygroundExperiment(title, null, scenarioYaml, scenarioYaml, null, false);
    }

    /** "Try your own version" of an episode: its own naive and contract runs, and what they differ in. */
    public static PlaygroundExperiment fromEpisode(Episode e) {
        return new PlaygroundExperiment(e.title(), e.experiment().guarantee(), ScenarioWriter.write(e.experiment().naive().scenario()),
                ScenarioWriter.write(e.experiment().contract().scenario()), null, false);
    }
}
