package io.boundarylab.episodes;

import io.boundarylab.engine.scenario.MemberRef;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.contract.Verdict;
import io.boundarylab.episodes.cli.ContentCommand;
import io.boundarylab.episodes.cli.EpisodeCommand;
import io.boundarylab.episodes.cli.SynthesisCommand;
import io.boundarylab.episodes.content.ContentException;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import io.boundarylab.episodes.run.EpisodeRun;
import io.boundarylab.episodes.run.EpisodeRunner;
import io.boundarylab.episodes.synthesis.SynthesisTrace;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An instructor adds a fifth episode (shared storage) by dropping its folder of files into a
 * content folder: no code. The model and the command line both pick it up. Each other language gets
 * the episode's text file only ({@code episode.yaml}); its scenarios are read from {@code en/}.
 */
class FifthEpisodeTest {

    @TempDir
    Path tmp;
    Path content;

    @BeforeEach
    void addTheEpisode() {
        content = Fixtures.copyOfContent(tmp.resolve("content"));
        String folder = "investigations/017-node-execution-principles/episodes/05-storage";
        Fixtures.copyTree(Fixtures.fifthEpisode(), content.resolve("en/" + folder));
        try {
            // Still in English words here: the file a translator would translate.
            if (java.nio.file.Files.isDirectory(content.resolve("es"))) {
                java.nio.file.Files.createDirectories(content.resolve("es/" + folder));
                java.nio.file.Files.copy(content.resolve("en/" + folder + "/episode.yaml"), content.resolve("es/" + folder + "/episode.yaml"));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theModelHasFiveEpisodesInReadingOrder() throws ContentException {
        Investigation inv = Investigation.load(content, Locale.ENGLISH);
        assertEquals(List.of("helper", "startup-order", "identity", "fate", "storage"), inv.episodes().stream().map(e -> e.id()).toList());
        List<Section> episodeSections = inv.sections().stream().filter(s -> s.kind() == SectionKind.EPISODE).toList();
        assertEquals("storage", episodeSections.get(4).episodeId());
        int fate = inv.sections().indexOf(episodeSections.get(3));
        assertEquals("storage", inv.sections().get(fate + 1).id(), "right after episode 4");
        assertEquals("Episode 05", episodeSections.get(4).eyebrow());
    }

    @Test
    void itRunsOnTheEngineAndShowsWhatItClaims() throws ContentException {
        Investigation inv = Investigation.load(content, Locale.ENGLISH);
        EpisodeRun naive = new EpisodeRunner().run(inv.episode("storage").orElseThrow(), "naive");
        EpisodeRun contract = new EpisodeRunner().run(inv.episode("storage").orElseThrow(), "contract");
        assertEquals(0L, naive.linesShipped(new MemberRef("web-app", "log-helper")));
        assertTrue(contract.linesShipped(new MemberRef("web-app", "log-helper")) > 0);
        assertEquals(Verdict.Outcome.VIOLATED, naive.verdict().outcome());
        assertEquals(Verdict.Outcome.HOLDS, contract.verdict().outcome());
        assertEquals("blind", naive.observation().ruleId());
        assertEquals("helper blind", naive.finalStatus().get(1).value());
    }

    @Test
    void theSynthesisTraceCarriesIt() throws ContentException {
        SynthesisTrace s = SynthesisTrace.run(Investigation.load(content, Locale.ENGLISH), new EpisodeRunner());
        assertTrue(s.checkpoints().stream().anyMatch(c -> c.episodeId().equals("storage")));
    }

    @Test
    void theCommandLinePicksItUp() throws Exception {
        String validated = exec(new ContentCommand(), "validate", content.toString())[0];
        assertEquals(0, lastExit, validated);
        String list = exec(new EpisodeCommand(), "list", "--content", content.toString())[0];
        assertEquals(0, lastExit);
        assertTrue(list.contains("Episode 05 · The Shared Storage Problem"), list);
        String json = exec(new EpisodeCommand(), "run", "storage", "--variant", "contract", "--format", "json", "--content", content.toString())[0];
        assertEquals(0, lastExit);
        JsonNode j = new ObjectMapper().readTree(json);
        assertEquals("holds", j.at("/verdict/verdict").asText());
        assertEquals("sharedStorage", j.at("/verdict/guarantee").asText());
        String synth = exec(new SynthesisCommand(), "--content", content.toString(), "--format", "json")[0];
        assertTrue(new ObjectMapper().readTree(synth).get("checkpoints").toString().contains("\"storage\""));
    }

    private int lastExit;

    private String[] exec(Object cmd, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cl = new CommandLine(cmd);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        lastExit = cl.execute(args);
        return new String[] {out.toString(), err.toString()};
    }
}
