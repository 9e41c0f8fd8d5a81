package io.boundarylab.episodes.content;

import io.boundarylab.episodes.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Experiments that differ in what they run rather than in a Pod guarantee ({@code differsIn}),
 * the {@code requests} measure and predicate, and {@code afterSeconds}: each mistake is reported
 * at its file and line. Each test breaks one thing in a copy of Investigation 018.
 */
class DiffersInContentTest {

    private static final String DIR = "en/investigations/018-what-returns-is-the-number/episodes/";

    @TempDir
    Path tmp;

    private Path content() {
        return Fixtures.copyOfContent(tmp.resolve("content"));
    }

    private static int edit(Path file, String from, String to) throws IOException {
        String s = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(s.contains(from), "fixture text not found in " + file + ": " + from);
        int line = (int) s.substring(0, s.indexOf(from)).chars().filter(c -> c == '\n').count() + 1;
        Files.writeString(file, s.replace(from, to), StandardCharsets.UTF_8);
        return line;
    }

    private static List<String> problems(Path dir) {
        return Investigation.validate(dir, Locale.ENGLISH).stream().map(ContentProblem::format).toList();
    }

    private static void assertProblem(List<String> problems, String prefix, String fragment) {
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(prefix) && p.contains(fragment)),
                "expected '" + prefix + "' with '" + fragment + "' in:\n" + String.join("\n", problems));
    }

    @Test
    void differsInRunsMustShareOnePlatform() throws IOException {
        Path c = content();
        Path f = c.resolve(DIR + "01-missing-copy/contract.yaml");
        int line = edit(f, "platform: {atomicPlacement: true, startupOrdering: true", "platform: {atomicPlacement: false, startupOrdering: true");
        assertProblem(problems(c), DIR + "01-missing-copy/contract.yaml:" + line + ":", "must declare the same platform");
    }

    @Test
    void aGuaranteeAndDiffersInTogetherIsAProblem() throws IOException {
        Path c = content();
        Path f = c.resolve(DIR + "02-moving-address/episode.yaml");
        int line = edit(f, "  differsIn: serviceName\n", "  differsIn: serviceName\n  guarantee: sharedIdentity\n");
        assertProblem(problems(c), DIR + "02-moving-address/episode.yaml:" + line + ":", "give 'guarantee' or 'differsIn', not both");
    }

    @Test
    void withNeitherTheGuaranteeIsMissing() throws IOException {
        Path c = content();
        Path f = c.resolve(DIR + "02-moving-address/episode.yaml");
        edit(f, "  differsIn: serviceName\n", "");
        assertProblem(problems(c), DIR + "02-moving-address/episode.yaml:", "missing required key 'guarantee'");
    }

    @Test
    void aRequestsMeasureNeedsOneOfOutcomeAndDataAndAKnownOutcome() throws IOException {
        Path c = content();
        Path f = c.resolve(DIR + "03-alive-not-ready/episode.yaml");
        int line = edit(f, "measure: {requests: client/shop, outcome: ok}", "measure: {requests: client/shop, outcome: ok, data: v1}");
        assertProblem(problems(c), DIR + "03-alive-not-ready/episode.yaml:" + line + ":", "exactly one of 'outcome' and 'data'");
        edit(f, "measure: {requests: client/shop, outcome: ok, data: v1}", "measure: {requests: client/shop, outcome: lost}");
        assertProblem(problems(c), DIR + "03-alive-not-ready/episode.yaml:" + line + ":", "'outcome' must be ok, refused, timeout or failed");
    }

    @Test
    void afterSecondsBelongsToFirstSecondsOnly() throws IOException {
        Path c = content();
        Path f = c.resolve(DIR + "04-new-version/episode.yaml");
        int line = edit(f, "measure: {requests: client/shop, outcome: failed}", "measure: {requests: client/shop, outcome: failed, afterSeconds: 40}");
        assertProblem(problems(c), DIR + "04-new-version/episode.yaml:" + line + ":", "unknown key 'afterSeconds'");
        Path f1 = c.resolve(DIR + "01-missing-copy/episode.yaml");
        int l1 = edit(f1, "afterSeconds: 21", "afterSeconds: -3");
        assertProblem(problems(c), DIR + "01-missing-copy/episode.yaml:" + l1 + ":", "afterSeconds");
    }

    @Test
    void theBundled018IsCleanAndWithoutWarnings() throws Exception {
        assertEquals(List.of(), problems(content()));
        Investigation inv = Investigation.byId(Investigation.loadAllBundled(Locale.ENGLISH), "what-returns-is-the-number").orElseThrow();
        assertEquals(List.of(), inv.warnings().stream().map(ContentProblem::format).toList());
    }
}
