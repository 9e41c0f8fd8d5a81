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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every kind of content mistake is reported with the file and the line (and column) where an
 * author fixes it. Each test breaks one thing in a copy of the real content.
 */
class ContentValidationTest {

    @TempDir
    Path tmp;

    private Path content() {
        return Fixtures.copyOfContent(tmp.resolve("content"));
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String s = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(s.contains(from), "fixture text not found in " + file + ": " + from);
        Files.writeString(file, s.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to)), StandardCharsets.UTF_8);
    }

    /** 1-based line of the first line containing {@code marker}. */
    private static int lineOf(Path file, String marker) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(marker)) return i + 1;
        throw new AssertionError(marker + " not in " + file);
    }

    private static List<String> problems(Path dir) {
        return Investigation.validate(dir, Locale.ENGLISH).stream().map(ContentProblem::format).toList();
    }

    private static void assertProblem(List<String> problems, String prefix, String fragment) {
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(prefix) && p.contains(fragment)),
                "expected a problem starting '" + prefix + "' containing '" + fragment + "' in:\n" + String.join("\n", problems));
    }

    @Test
    void theBundledContentIsClean() {
        assertEquals(List.of(), problems(Fixtures.bundledDir()));
        assertEquals(List.of(), problems(content()));
    }

    @Test
    void aMissingRequiredFieldNamesTheFileAndTheMapItBelongsTo() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        edit(f, "pressure: ", "# pressure: ");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:1:1: ", "missing required key 'pressure'");
    }

    @Test
    void anUnknownKeyIsReportedWhereItIsWrittenWithASuggestion() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/02-startup-order/episode.yaml");
        edit(f, "failure: ", "failur: ");
        int line = lineOf(f, "failur: ");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/02-startup-order/episode.yaml:" + line + ":1: ", "unknown key 'failur' (did you mean 'failure'?)");
    }

    @Test
    void aChoiceImplyingAnUnknownClaimIsABadReference() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        edit(f, "implies: {ships-only-beside-web: false, ships-together: true}", "implies: {ships-only-beside-web: false, ships-toghether: true}");
        int line = lineOf(f, "ships-toghether");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + line + ":", "implies unknown claim 'ships-toghether'");
    }

    @Test
    void aSeedSweepOfAnUnknownVariantIsABadReference() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        edit(f, "seedSweep:\n    variant: naive", "seedSweep:\n    variant: naïve");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + lineOf(f, "variant: naïve") + ":",
                "seedSweep names unknown variant 'naïve'");
    }

    @Test
    void aSeedSweepOfNoSeedsOrTooManyIsReported() throws IOException {
        for (String seeds : List.of("0", "101")) {
            Path dir = Fixtures.copyOfContent(tmp.resolve("content-" + seeds));
            Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
            edit(f, "seeds: 20", "seeds: " + seeds);
            assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + lineOf(f, "seeds: " + seeds) + ":", "'seeds' must be 1 to 100");
        }
    }

    @Test
    void anExercisePromptNamingAnUnknownEpisodeIsABadReference() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/sections/12-exercise.yaml");
        edit(f, "episode: fate}", "episode: fates}");
        int line = lineOf(f, "episode: fates");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/sections/12-exercise.yaml:" + line + ":", "names unknown episode 'fates'");
    }

    @Test
    void aMissingScenarioFileIsReportedAtItsReference() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/03-identity/episode.yaml");
        edit(f, "scenario: port-naive.yaml", "scenario: port-navie.yaml");
        int line = lineOf(f, "port-navie.yaml");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/03-identity/episode.yaml:" + line + ":", "scenario file 'port-navie.yaml' not found");
    }

    @Test
    void aScenarioTheEngineRefusesIsReportedWithTheEnginesPosition() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/04-fate/naive.yaml");
        edit(f, "until: 40s", "until: soon");
        int line = lineOf(f, "until: soon");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/04-fate/naive.yaml:" + line + ":", "scenario: until");
    }

    @Test
    void anUnknownFieldInsideAScenarioIsAnError() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/contract.yaml");
        edit(f, "          image: log-helper:v1", "          imagee: log-helper:v1");
        int line = lineOf(f, "imagee:");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/contract.yaml:" + line + ":", "imagee");
    }

    @Test
    void variantsThatFlipMoreThanTheEpisodesGuaranteeAreRefused() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/contract.yaml");
        edit(f, "sharedIdentity: false", "sharedIdentity: true");
        int line = lineOf(f, "platform:");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/contract.yaml:" + line + ":", "must differ in atomicPlacement only");
    }

    @Test
    void invalidYamlIsReportedAtTheParsersPosition() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/sections/03-naive-architecture.yaml");
        edit(f, "title: \"One workload is one container.\"", "title: [\"One workload is one container.\"");
        List<String> problems = problems(dir);
        assertProblem(problems, "en/investigations/017-node-execution-principles/sections/03-naive-architecture.yaml:", "not valid YAML");
        assertFalse(problems.stream().anyMatch(p -> p.startsWith("en/investigations/017-node-execution-principles/sections/03-naive-architecture.yaml:0:")), "a syntax error has a line");
    }

    @Test
    void anUnknownEventTypeInAPredicateIsReported() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/03-identity/episode.yaml");
        edit(f, "predicate: {event: Connected, pod: web-app, container: log-helper, atLeast: 1}",
                "predicate: {event: Connectd, pod: web-app, container: log-helper, atLeast: 1}");
        int line = lineOf(f, "Connectd");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/03-identity/episode.yaml:" + line + ":", "unknown event type 'Connectd'");
    }

    @Test
    void aPredicateNamingAContainerNoScenarioHasIsABadReference() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        edit(f, "on: {event: Started, pod: web-app, container: log-helper}", "on: {event: Started, pod: web-app, container: log-helpr}");
        edit(f, "atEnd: {linesShipped: web-app/log-helper, atMost: 0}", "atEnd: {linesShipped: web-ap/log-helper, atMost: 0}");
        List<String> problems = problems(dir);
        assertProblem(problems, "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + lineOf(f, "log-helpr") + ":", "no scenario of this episode has a container 'log-helpr' in pod 'web-app'");
        assertProblem(problems, "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + lineOf(f, "web-ap/log-helper") + ":", "no scenario of this episode has a pod 'web-ap'");
    }

    @Test
    void anUnknownGuaranteeIsReported() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/04-fate/episode.yaml");
        edit(f, "guarantee: sharedFate", "guarantee: sharedFait");
        int line = lineOf(f, "guarantee: sharedFait");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/04-fate/episode.yaml:" + line + ":", "unknown guarantee 'sharedFait'");
    }

    @Test
    void aDuplicateKeyIsReported() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/sections/09-reflection.yaml");
        edit(f, "kind: reflection\n", "kind: reflection\nkind: reflection\n");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/sections/09-reflection.yaml:3:1: ", "duplicate key 'kind'");
    }

    @Test
    void anUnknownBlockTypeIsReported() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/sections/09-reflection.yaml");
        edit(f, "  - paragraph: >-", "  - paragraf: >-");
        int line = lineOf(f, "paragraf");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/sections/09-reflection.yaml:" + line + ":5: ", "unknown block type 'paragraf'");
    }

    @Test
    void narrationMustCoverEveryEventType() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/narration.yaml");
        edit(f, "  Throttled:", "  # Throttled:");
        assertProblem(problems(dir), "en/narration.yaml:", "no sentence for event type 'Throttled'");
    }

    @Test
    void aStatusRuleWithBothTriggersIsRefused() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        edit(f, "      - atEnd: {linesShipped: web-app/log-helper, atMost: 0}\n",
                "      - atEnd: {linesShipped: web-app/log-helper, atMost: 0}\n        on: {event: Started}\n");
        int line = lineOf(f, "atEnd: {linesShipped");
        assertProblem(problems(dir), "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:" + line + ":", "exactly one of 'on' and 'atEnd'");
    }

    @Test
    void everyProblemIsCollectedNotJustTheFirst() throws IOException {
        Path dir = content();
        edit(dir.resolve("en/investigations/017-node-execution-principles/episodes/04-fate/episode.yaml"), "guarantee: sharedFate", "guarantee: sharedFait");
        edit(dir.resolve("en/investigations/017-node-execution-principles/sections/09-reflection.yaml"), "  - paragraph: >-", "  - paragraf: >-");
        ContentException e = assertThrows(ContentException.class, () -> Investigation.load(dir, Locale.ENGLISH));
        assertTrue(e.problems().size() >= 2);
        assertTrue(e.getMessage().lines().count() >= 2, "one problem per line");
    }

    @Test
    void aFolderWithoutContentIsAProblemNotACrash() {
        List<ContentProblem> problems = Investigation.validate(tmp.resolve("nothing-here"), Locale.ENGLISH);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).message().contains("no investigation.yaml"));
    }

    @Test
    void binaryGarbageInAFileIsAProblemNotACrash() throws IOException {
        Path dir = content();
        Files.write(dir.resolve("en/investigations/017-node-execution-principles/sections/99-garbage.yaml"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, '{', '['});
        List<String> problems = problems(dir);
        assertProblem(problems, "en/investigations/017-node-execution-principles/sections/99-garbage.yaml:", "");
    }

    @Test
    void aMissingLocaleFallsBackToEnglish() {
        Investigation inv = assertDoesNotThrowLoad(Fixtures.bundledDir(), Locale.forLanguageTag("sw"));
        assertEquals("node-execution-principles", inv.id());
    }

    private static Investigation assertDoesNotThrowLoad(Path dir, Locale locale) {
        try {
            return Investigation.load(dir, locale);
        } catch (ContentException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void aQuantityIsCheckedFieldByField() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/02-startup-order/episode.yaml");
        String file = "en/investigations/017-node-execution-principles/episodes/02-startup-order/episode.yaml:";
        edit(f, "    tolerance: 5\n", "    tolerance: -1\n");
        edit(f, "    unit: \"s\"\n", "");
        List<String> p = problems(dir);
        assertProblem(p, file + lineOf(f, "tolerance: -1") + ":16:", "'tolerance' must be from 0 to 1000000, not -1");
        assertProblem(p, file + lineOf(f, "text: \"config-fetch is done") + ":", "missing required key 'unit'");

        edit(f, "tolerance: -1", "tolerance: 1e9");
        assertProblem(problems(dir), file + lineOf(f, "tolerance: 1e9") + ":", "'tolerance' must be from 0 to 1000000, not 1e9");
        edit(f, "tolerance: 1e9", "tolerance: five");
        assertProblem(problems(dir), file + lineOf(f, "tolerance: five") + ":", "'tolerance' must be a number");
    }

    @Test
    void aQuantitysVariantAndMeasurementAreChecked() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml");
        String file = "en/investigations/017-node-execution-principles/episodes/01-helper/episode.yaml:";
        edit(f, "    variant: contract\n    measure:", "    variant: togther\n    measure:");
        edit(f, "untilSeconds: 12}", "untilSeconds: 100000}");
        List<String> p = problems(dir);
        assertProblem(p, file + lineOf(f, "variant: togther") + ":", "quantity names unknown variant 'togther'");
        assertProblem(p, file + lineOf(f, "untilSeconds: 100000") + ":", "'untilSeconds' must be from 0 to 86400");

        edit(f, "{linesShipped: web-app/log-helper, untilSeconds: 100000}", "{lines: web-app/log-helper}");
        assertProblem(problems(dir), file + lineOf(f, "{lines: web-app") + ":", "a measurement needs one of [count, firstSeconds, linesShipped, requests]");
        edit(f, "{lines: web-app/log-helper}", "{count: {event: Started, pod: web-app, container: nginx}}");
        assertProblem(problems(dir), file + lineOf(f, "container: nginx") + ":", "nginx");
    }

    @Test
    void aQuantityIsOptional() throws IOException {
        Path dir = content();
        Path f = dir.resolve("en/investigations/017-node-execution-principles/episodes/04-fate/episode.yaml");
        String s = Files.readString(f, StandardCharsets.UTF_8);
        int from = s.indexOf("  quantity:\n"), to = s.indexOf("experiment:\n");
        Files.writeString(f, s.substring(0, from) + s.substring(to), StandardCharsets.UTF_8);
        assertEquals(List.of(), problems(dir));
    }
}
