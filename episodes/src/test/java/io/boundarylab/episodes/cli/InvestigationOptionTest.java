package io.boundarylab.episodes.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.boundarylab.episodes.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --investigation ID} on episode list, episode run and synthesis: without it everything
 * means Investigation 017, as before there were two; with 018's id, 018's episodes run and their
 * verdicts come from the traces.
 */
class InvestigationOptionTest {

    private static final String INV_018 = "what-returns-is-the-number";

    @TempDir
    Path tmp;

    @Test
    void withoutTheOptionTheListIs017sAndWithItTheGivenOnes() {
        CliTest.Result plain = run(new EpisodeCommand(), "list");
        assertEquals(0, plain.exit(), plain.err());
        assertTrue(plain.out().startsWith("helper\t"), plain.out());
        CliTest.Result r = run(new EpisodeCommand(), "list", "--investigation", INV_018);
        assertEquals(0, r.exit(), r.err());
        assertEquals(5, r.out().lines().count(), r.out());
        assertTrue(r.out().startsWith("missing-copy\tEpisode 01 · The Missing Copy\t[replicaSet]\tvariants: naive, contract"), r.out());
    }

    @Test
    void anUnknownIdIsAUsageErrorNamingTheIdsThereAre() {
        CliTest.Result r = run(new EpisodeCommand(), "list", "--investigation", "node-execution");
        assertEquals(2, r.exit());
        assertEquals("No investigation has the id 'node-execution'; the content has: node-execution-principles, " + INV_018,
                r.err().strip());
        assertEquals(2, run(new SynthesisCommand(), "--investigation", "x").exit());
        assertEquals(2, run(new EpisodeCommand(), "run", "helper", "--investigation", INV_018).exit(), "helper is 017's");
    }

    @Test
    void episodeRunOf018SaysWhatItDiffersInAndTheObservationFromTheTrace() throws IOException {
        CliTest.Result r = run(new EpisodeCommand(), "run", "moving-address", "--investigation", INV_018, "--variant", "naive");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Differs in serviceName; this run: \"Shop asks the pod's own address, as it was when shop was set up.\""), r.out());
        assertTrue(r.out().contains("Observation: From 0:30 on, every request to the old address went unanswered"), r.out());
        JsonNode json = run(new EpisodeCommand(), "run", "moving-address", "--investigation", INV_018, "--variant", "contract",
                "--format", "json").json();
        assertTrue(json.get("verdict").isNull(), "no Pod guarantee is judged");
        assertEquals("serviceName", json.get("differsIn").asText());
        assertEquals("followed", json.get("observation").get("id").asText());
    }

    @Test
    void theSynthesisOf018JudgesEachNumberWithItsTolerance() throws IOException {
        Path p = tmp.resolve("p.json");
        Files.writeString(p, """
                {"predictions": [
                 {"episode": "missing-copy", "choice": "number-returns", "quantity": 380},
                 {"episode": "moving-address", "choice": "both-wait", "quantity": 5}
                ]}""");
        CliTest.Result r = run(new SynthesisCommand(), "--investigation", INV_018, "--predictions", p.toString());
        assertEquals(0, r.exit(), r.err());
        // 375 s (20 + 50 + 300 + 5) is within 15 of 380; 1 failed request is not within 1 of 5.
        assertTrue(r.out().contains("[WITHIN] You said 380 s; the trace shows 375"), r.out());
        assertTrue(r.out().contains("[OUTSIDE] You said 5 requests; the trace shows 1"), r.out());
        assertTrue(r.out().contains("[MISMATCH] You said pinned to the address, shop is answered again"), r.out());
    }
}
