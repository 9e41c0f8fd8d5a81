package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassReportTest {
    static EpisodesLab lab;
    static Investigation inv;
    static Episode first;

    @BeforeAll
    static void load() {
        lab = TestLab.bundled();
        inv = lab.investigation();
        first = inv.episodes().get(0);
    }

    static Results learner(String name, String choice, Verdict v, int confidence, String explanation) {
        return new Results(Results.FORMAT, "AAAA", inv.id(), inv.classVersion().sha256(), name,
                List.of(new Results.Prediction(first.id(), choice, null, confidence, "", v, explanation, false, 1000L)), List.of(), null);
    }

    @Test
    void aRightChoiceIsNeverListedAsWrongWhenANumberMadeOneLearnerPartlyRight() {
        String right = first.prediction().choices().get(0).id();
        String other = first.prediction().choices().get(1).id();
        // Both chose the right answer; one gave a number far off, which the one judge makes PARTLY.
        List<Results> three = List.of(learner("Ada", right, Verdict.RIGHT, 80, null),
                learner("Grace", right, Verdict.PARTLY, 70, "my number was far off"),
                learner("Alan", other, Verdict.WRONG, 90, "I thought they share a node"));
        ClassReport.EpisodeSummary s = ClassReport.of(inv.episodes(), three, false).episodes().get(0);
        assertEquals(List.of(other), s.wrong().stream().map(ClassReport.Wrong::choice).toList(),
                "the right choice is not among the most common wrong choices");
        assertEquals(1, s.right());
        assertEquals(3, s.judged());
    }

    @Test
    void countsEachChoiceTheShareRightAndTheWrongChoicesWithWhatWasWritten() {
        String a = first.prediction().choices().get(0).id();
        String b = first.prediction().choices().get(1).id();
        List<Results> three = List.of(learner("Ada", a, Verdict.RIGHT, 80, null), learner("", a, Verdict.RIGHT, 60, null),
                learner("Alan", b, Verdict.WRONG, 90, "I thought they share a node"));
        ClassReport r = ClassReport.of(inv.episodes(), three, false);
        ClassReport.EpisodeSummary s = r.episodes().get(0);
        assertEquals(2, s.choices().get(0).count());
        assertEquals(1, s.choices().get(1).count());
        assertEquals(first.prediction().choices().size(), s.choices().size());
        assertEquals(2.0 / 3, s.shareRight().getAsDouble(), 1e-9);
        assertEquals(List.of(new ClassReport.Wrong(b, first.prediction().choices().get(1).text(), 1,
                List.of(new ClassReport.Said("Learner 3", "I thought they share a node")))), s.wrong());
        assertEquals("Alan", ClassReport.of(inv.episodes(), three, true).episodes().get(0).wrong().get(0).explanations().get(0).who());
        // Two right and one wrong: three judged, in the 60 to 100 % buckets.
        assertEquals(3, r.calibration().judged());
        assertTrue(r.episodes().get(1).shareRight().isEmpty());
        assertEquals(null, r.gain());
    }

    @Test
    void theNormalisedGainIsPostMinusPreOverWhatWasLeftToGain() {
        ClassReport.Gain g = ClassReport.Gain.of(40, 70);
        assertEquals(0.5, g.gain().getAsDouble(), 1e-12);
        assertTrue(ClassReport.Gain.of(100, 100).gain().isEmpty());
        assertEquals(-0.25, ClassReport.Gain.of(20, 0).gain().getAsDouble(), 1e-12);
    }

    @Test
    void aFolderOfThirtyReadsWithTheTamperedAndTheForeignFilesRefused(@TempDir Path dir) throws Exception {
        new ClassOfThirty(lab).writeTo(dir);
        Path edited = dir.resolve("learner-07.json");
        Files.writeString(edited, Files.readString(edited).replaceFirst("\"timeTakenMs\" : ", "\"timeTakenMs\" : 1"));
        Files.writeString(dir.resolve("notes.json"), "my notes");
        ClassFolder folder = ClassFolder.read(dir, ClassOfThirty.code(), new ResultsFiles(), List.of(lab.investigation()));
        assertEquals(29, folder.results().size());
        assertEquals(2, folder.refused().size(), folder.refused().toString());
        assertTrue(folder.refused().get(0).contains("learner-07.json:1:1: signature: "), folder.refused().get(0));
        assertTrue(folder.refused().get(1).contains("notes.json:1:1: file: not JSON"), folder.refused().get(1));

        ClassReport r = ClassReport.of(inv.episodes(), folder.results(), false);
        assertEquals(29, r.learners());
        for (ClassReport.EpisodeSummary s : r.episodes()) {
            assertEquals(29, s.choices().stream().mapToInt(ClassReport.Count::count).sum(), s.episode().id());
        }
        // Learners 1 to 10 (less the edited 7th): 1 of 4 pre cards right, 3 of 4 post: (75 - 25) / (100 - 25).
        assertEquals(25.0, r.gain().prePercent(), 1e-9);
        assertEquals(75.0, r.gain().postPercent(), 1e-9);
        assertEquals(2.0 / 3, r.gain().gain().getAsDouble(), 1e-9);
    }

    @Test
    void theCsvHasOneRowPerPredictionAndPerCardQuotedAsRfc4180Says() throws Exception {
        List<Results> all = new ClassOfThirty(lab).results();
        List<Results> withComma = new ArrayList<>(all);
        withComma.set(0, learner("Ada, \"the first\"", first.prediction().choices().get(0).id(), Verdict.RIGHT, 50, "line one\nline two"));
        String csv = ClassCsv.of(withComma, true);
        List<List<String>> rows = parseCsv(csv);
        int predictions = 29 * inv.episodes().size() + 1;
        int cards = 9 * 8;
        assertEquals(1 + predictions + cards, rows.size());
        assertEquals(ClassCsv.HEADER, rows.get(0));
        for (List<String> row : rows) assertEquals(ClassCsv.HEADER.size(), row.size(), row.toString());
        assertEquals("Ada, \"the first\"", rows.get(1).get(0));
        assertEquals("line one\nline two", rows.get(1).get(11));
        assertEquals("Grace", rows.get(2).get(0));
        assertTrue(csv.endsWith("\r\n"));
        String anonymous = ClassCsv.of(all, false);
        for (String name : ClassOfThirty.NAMES) assertFalse(anonymous.contains(name), name);
    }

    @Test
    void theXapiStatementsFollowTheSpecificationsStatementStructure() throws Exception {
        List<Results> all = new ClassOfThirty(lab).results();
        ArrayNode statements = XapiStatements.of(all, inv.episodes(), false);
        JsonNode parsed = new ObjectMapper().readTree(XapiStatements.bytes(statements));
        int answered = 0;
        int completed = 0;
        List<String> ids = new ArrayList<>();
        for (JsonNode s : parsed) {
            assertEquals(List.of(), XapiStatementRules.check(s), s.toString());
            ids.add(s.get("id").asText());
            if (s.at("/verb/id").asText().equals(XapiStatements.ANSWERED)) answered++;
            if (s.at("/verb/id").asText().equals(XapiStatements.COMPLETED)) completed++;
        }
        assertEquals(30 * inv.episodes().size() + 10 * 8, answered);
        assertEquals(30, completed);
        assertEquals(ids.size(), ids.stream().distinct().count());
        // The rules catch what breaks the structure: a second identifier on the actor, a score out of range.
        com.fasterxml.jackson.databind.node.ObjectNode broken = (com.fasterxml.jackson.databind.node.ObjectNode) parsed.get(0).deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.get("actor")).put("mbox", "mailto:a@example.org");
        ((com.fasterxml.jackson.databind.node.ObjectNode) broken.at("/result/score")).put("scaled", 2);
        assertEquals(2, XapiStatementRules.check(broken).size(), XapiStatementRules.check(broken).toString());
        assertEquals("PT41.50S", XapiStatements.duration(41_500));
    }

    /** A strict RFC 4180 reader: quoted fields may hold commas, quotes (doubled) and line breaks. */
    static List<List<String>> parseCsv(String csv) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    f.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    f.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(f.toString());
                f.setLength(0);
            } else if (c == '\r' && i + 1 < csv.length() && csv.charAt(i + 1) == '\n') {
                row.add(f.toString());
                f.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
                i++;
            } else {
                f.append(c);
            }
        }
        return rows;
    }
}
