package io.boundarylab.app.playground;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.save.Dropped;
import io.boundarylab.app.save.PlaygroundDraft;
import io.boundarylab.episodes.playground.LessonText;
import io.boundarylab.app.save.PredictionDraft;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.app.support.PlaygroundFixtures;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioWriter;
import io.boundarylab.episodes.playground.ClaimMenu;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The playground's work in progress survives: saved as it changes, read back by a new store, set aside whole when damaged. */
class PlaygroundDraftTest {
    @TempDir
    Path folder;

    private static PlaygroundViewModel started() throws Exception {
        PlaygroundViewModel vm = new PlaygroundViewModel(ScenarioWriter::write);
        vm.start(PlaygroundFixtures.onePod());
        return vm;
    }

    @Test
    void aDraftSavedAsItChangesComesBackInANewViewModelOnTheSameFolder() throws Exception {
        List<String> failures = new ArrayList<>();
        PlaygroundViewModel before = started();
        before.start(new PlaygroundViewModel.Start("Episode 01: mine", before.scenario()));
        new DraftSaver(new SaveStore(folder), new DirectRunner(), failures::add).follow(before);
        assertTrue(before.edit(s -> PodEdits.addContainer(s, 0, PodEdits.Kind.APP)));
        before.setGuarantee(Guarantee.SHARED_FATE);
        Scenario edited = before.scenario();
        assertTrue(Files.isRegularFile(folder.resolve(SaveStore.PLAYGROUND)), "written as it changed, without a flush");

        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertTrue(loaded.notices().isEmpty(), loaded.notices().toString());
        PlaygroundViewModel after = started();
        after.restore(loaded.value());
        assertEquals(before.yamlProperty().get(), after.yamlProperty().get());
        assertEquals(edited, after.scenario());
        assertEquals(2, after.scenario().pods().get(0).containers().size());
        assertEquals(Guarantee.SHARED_FATE, after.guarantee());
        assertEquals("Episode 01: mine", after.title(), "the start it came from, for the start list to show");
        assertTrue(failures.isEmpty(), failures.toString());
    }

    @Test
    void textThatDoesNotReadYetIsKeptAsTypedAndSaysWhereOnceRestored() throws Exception {
        PlaygroundViewModel before = started();
        new DraftSaver(new SaveStore(folder), new DirectRunner(), f -> { }).follow(before);
        String typing = before.yamlProperty().get() + "  oops: [\n";
        before.editYaml(typing);
        assertNotNull(before.errorProperty().get());

        PlaygroundViewModel after = started();
        after.restore(new SaveStore(folder).loadPlaygroundDraft().value());
        assertEquals(typing, after.yamlProperty().get(), "the half-typed text, exactly");
        assertNotNull(after.errorProperty().get(), "and where it does not read");
        assertTrue(after.errorProperty().get().line() > 0);
    }

    /** A runner that holds its work until the test lets it run: a write that takes a while. */
    private static final class HeldRunner implements BackgroundRunner {
        private final Deque<Runnable> held = new ArrayDeque<>();

        @Override
        public <T> void run(Callable<T> work, Consumer<T> onDone, Consumer<Throwable> onError) {
            held.add(() -> {
                T value;
                try {
                    value = work.call();
                } catch (Exception e) {
                    onError.accept(e);
                    return;
                }
                onDone.accept(value);
            });
        }

        boolean runOne() {
            Runnable r = held.poll();
            if (r != null) r.run();
            return r != null;
        }
    }

    @Test
    void changesMadeWhileAWriteIsUnderWayAreWrittenTogetherNewestOnly() throws Exception {
        HeldRunner runner = new HeldRunner();
        PlaygroundViewModel vm = started();
        new DraftSaver(new SaveStore(folder), runner, f -> { }).follow(vm);
        for (String image : List.of("web:v2", "web:v3", "web:v4", "web:v5")) {
            vm.editYaml(vm.yamlProperty().get().replaceAll("web:v\\d", image));
        }
        int writes = 0;
        while (runner.runOne()) {
            writes++;
        }
        assertEquals(2, writes, "the first change, then the three made during its write as one");
        PlaygroundDraft saved = new SaveStore(folder).loadPlaygroundDraft().value();
        assertTrue(saved.yaml().contains("web:v5") && !saved.yaml().contains("web:v4"), saved.yaml());
    }

    @Test
    void aDamagedDraftIsSetAsideWholeAndTheLearnerTold() throws Exception {
        byte[] damaged = "{\"yaml\": \"scenario: mine\\n\", \"guarantee\": [tru".getBytes(StandardCharsets.UTF_8);
        Files.write(folder.resolve(SaveStore.PLAYGROUND), damaged);

        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertNull(loaded.value());
        assertEquals(1, loaded.notices().size());
        SaveStore.Notice n = loaded.notices().get(0);
        assertEquals(SaveStore.Kind.UNREADABLE, n.kind());
        Path backup = folder.resolve(SaveStore.PLAYGROUND + ".bad-1");
        assertEquals(backup.toString(), n.backup());
        assertArrayEquals(damaged, Files.readAllBytes(backup), "nothing of it lost");
        assertFalse(Files.exists(folder.resolve(SaveStore.PLAYGROUND)));

        // The playground goes on, and saves again in the same place.
        PlaygroundViewModel vm = started();
        new DraftSaver(new SaveStore(folder), new DirectRunner(), f -> { }).follow(vm);
        vm.setGuarantee(Guarantee.SHARED_IDENTITY);
        assertEquals("sharedIdentity", new SaveStore(folder).loadPlaygroundDraft().value().guarantee());
    }

    @Test
    void aDraftWithoutItsTextIsSetAsideTooAndABadTitleCostsOnlyTheTitle() throws Exception {
        Files.writeString(folder.resolve(SaveStore.PLAYGROUND), "{\"guarantee\": \"sharedFate\"}");
        SaveStore.Loaded<PlaygroundDraft> none = new SaveStore(folder).loadPlaygroundDraft();
        assertNull(none.value());
        assertEquals(SaveStore.Kind.UNREADABLE, none.notices().get(0).kind());
        assertTrue(Files.exists(folder.resolve(SaveStore.PLAYGROUND + ".bad-1")));

        Files.writeString(folder.resolve(SaveStore.PLAYGROUND), "{\"yaml\": \"scenario: x\\n\", \"title\": 7}");
        SaveStore.Loaded<PlaygroundDraft> partly = new SaveStore(folder).loadPlaygroundDraft();
        assertEquals("scenario: x\n", partly.value().yaml());
        assertNull(partly.value().title());
        assertEquals(SaveStore.Kind.PARTLY_READ, partly.notices().get(0).kind());
    }

    /** A prediction half written: two choices of different kinds, an optional field left empty, the number on and its value not typed yet. */
    private static PredictionDraft halfWritten() {
        return new PredictionDraft("Does the helper ship the log?",
                List.of(new PredictionDraft.Choice(ClaimMenu.Kind.LINES_SHIPPED,
                                Map.of(ClaimMenu.Field.VARIANT, "contract", ClaimMenu.Field.POD, "web-app", ClaimMenu.Field.CONTAINER, "helper",
                                        ClaimMenu.Field.AT_LEAST, "")),
                        new PredictionDraft.Choice(ClaimMenu.Kind.POD_PHASE,
                                Map.of(ClaimMenu.Field.VARIANT, "naive", ClaimMenu.Field.POD, "web-app", ClaimMenu.Field.PHASE, "Failed"))),
                1, new PredictionDraft.NumberGuess(true, "How many lines?", "web-app", "helper", "contract", "10", ""), false);
    }

    /** A playground whose every change is saved in the folder: the guarantee set, then a prediction half written. */
    private PlaygroundViewModel savingWithAPrediction(Guarantee g) throws Exception {
        PlaygroundViewModel vm = started();
        new DraftSaver(new SaveStore(folder), new DirectRunner(), f -> { }).follow(vm);
        vm.setGuarantee(g);
        vm.editPrediction(halfWritten());
        return vm;
    }

    @Test
    void aPredictionBeingWrittenComesBackAsTypedWithTheScenario() throws Exception {
        PlaygroundViewModel before = savingWithAPrediction(Guarantee.SHARED_FATE);

        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertTrue(loaded.notices().isEmpty(), loaded.notices().toString());
        assertEquals(halfWritten(), loaded.value().prediction(), "every field as typed, the empty ones too");
        PlaygroundViewModel after = started();
        after.restore(loaded.value());
        assertEquals(halfWritten(), after.typedPredictionProperty().get());
        assertEquals(Guarantee.SHARED_FATE, after.guarantee());
        assertEquals(before.yamlProperty().get(), after.yamlProperty().get());
        assertFalse(after.predictedProperty().get(), "not committed: Predict says what does not read yet");
    }

    @Test
    void aSkipIsKeptAndComesBackAsASkip() throws Exception {
        PlaygroundViewModel before = savingWithAPrediction(Guarantee.SHARED_STORAGE);
        before.skipPrediction();

        PlaygroundDraft saved = new SaveStore(folder).loadPlaygroundDraft().value();
        assertTrue(saved.prediction().skipped());
        PlaygroundViewModel after = started();
        after.restore(saved);
        assertTrue(after.predictionSkipped());
        assertTrue(after.predictedProperty().get(), "the runs may go ahead, as after the skip");
        assertEquals(halfWritten().question(), after.typedPredictionProperty().get().question());
    }

    @Test
    void aDraftSavedBeforePredictionsWereKeptStillReads() throws Exception {
        Files.writeString(folder.resolve(SaveStore.PLAYGROUND),
                "{\"yaml\": \"scenario: x\\n\", \"guarantee\": \"sharedFate\", \"title\": \"Blank\"}");
        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertTrue(loaded.notices().isEmpty(), loaded.notices().toString());
        assertEquals(new PlaygroundDraft("scenario: x\n", "sharedFate", "Blank"), loaded.value());
        assertNull(loaded.value().prediction());
        assertFalse(Files.exists(folder.resolve(SaveStore.PLAYGROUND + ".bad-1")), "nothing set aside");
    }

    @Test
    void aDamagedPredictionIsSetAsideWholeAndTheScenarioKept() throws Exception {
        PlaygroundViewModel before = savingWithAPrediction(Guarantee.SHARED_IDENTITY);
        Path file = folder.resolve(SaveStore.PLAYGROUND);
        // A kind of claim this version does not know, in the second choice.
        String damaged = Files.readString(file).replace("POD_PHASE", "MOOD");
        assertTrue(damaged.contains("MOOD"), damaged);
        Files.writeString(file, damaged);

        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertEquals(before.yamlProperty().get(), loaded.value().yaml(), "the scenario kept");
        assertEquals("sharedIdentity", loaded.value().guarantee());
        assertNull(loaded.value().prediction(), "the prediction left out whole, not half of it");
        assertEquals(1, loaded.notices().size());
        SaveStore.Notice n = loaded.notices().get(0);
        assertEquals(SaveStore.Kind.PARTLY_READ, n.kind());
        assertEquals(List.of(new Dropped("prediction.choices[1].kind", Dropped.Problem.UNKNOWN_VALUE)), n.dropped());
        assertEquals(damaged, Files.readString(folder.resolve(SaveStore.PLAYGROUND + ".bad-1")), "set aside as it was");
        SaveStore.Loaded<PlaygroundDraft> again = new SaveStore(folder).loadPlaygroundDraft();
        assertTrue(again.notices().isEmpty(), "what was kept replaced the damaged file: " + again.notices());
        assertEquals(before.yamlProperty().get(), again.value().yaml());
    }

    @Test
    void aPredictionWhoseAnswerPointsNowhereIsLeftOut() throws Exception {
        PlaygroundViewModel before = savingWithAPrediction(Guarantee.SHARED_STORAGE);
        Path file = folder.resolve(SaveStore.PLAYGROUND);
        String saved = Files.readString(file);
        String damaged = saved.replaceFirst("\"answer\" : 1", "\"answer\" : 2");
        assertFalse(damaged.equals(saved), saved);
        Files.writeString(file, damaged);

        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertNull(loaded.value().prediction());
        assertEquals(List.of(new Dropped("prediction.answer", Dropped.Problem.OUT_OF_RANGE)), loaded.notices().get(0).dropped());
    }

    @Test
    void theLessonsWordsTheRightMarkAndANegatedChoiceComeBackAsLeft() throws Exception {
        PlaygroundViewModel before = savingWithAPrediction(Guarantee.SHARED_STORAGE);
        PredictionDraft marked = new PredictionDraft(halfWritten().question(),
                List.of(halfWritten().choices().get(0), new PredictionDraft.Choice(ClaimMenu.Kind.LINES_SHIPPED,
                        Map.of(ClaimMenu.Field.VARIANT, "contract", ClaimMenu.Field.POD, "web-app", ClaimMenu.Field.CONTAINER, "helper"), true)),
                0, halfWritten().number(), false, 1);
        before.editPrediction(marked);
        LessonText en = LessonText.NONE.withTitle("Where the log goes").withChoices(java.util.Arrays.asList(null, "Never"))
                .withStatusCards(List.of(new LessonText.StatusCard("Lines", io.boundarylab.engine.trace.EventType.LinesShipped)));
        before.editLesson("en", en);
        before.editLesson("es", LessonText.NONE.withPressure("Un registro que nadie lee."));

        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertTrue(loaded.notices().isEmpty(), loaded.notices().toString());
        assertEquals(marked, loaded.value().prediction());
        PlaygroundViewModel after = started();
        after.restore(loaded.value());
        assertEquals(en, after.lesson("en"));
        assertEquals("Un registro que nadie lee.", after.lesson("es").pressure());
        assertEquals(java.util.Arrays.asList(null, "Never"), after.lesson("en").choices(), "a choice not worded stays unworded");
    }

    @Test
    void aDamagedLanguageOfTheLessonIsLeftOutAloneAndAnOlderPredictionReadsUnmarked() throws Exception {
        Files.writeString(folder.resolve(SaveStore.PLAYGROUND), "{\"yaml\": \"scenario: x\\n\", \"prediction\": {\"question\": \"q\","
                + " \"choices\": [{\"kind\": \"STARTS\", \"fields\": {}}, {\"kind\": \"STARTS\", \"fields\": {}}], \"answer\": 1,"
                + " \"number\": {\"on\": false, \"question\": \"\", \"pod\": \"\", \"container\": \"\", \"tolerance\": \"5\", \"value\": \"\"}},"
                + " \"lesson\": {\"en\": {\"title\": \"Kept\"}, \"es\": {\"title\": 42}}}");
        SaveStore.Loaded<PlaygroundDraft> loaded = new SaveStore(folder).loadPlaygroundDraft();
        assertEquals(-1, loaded.value().prediction().right(), "no mark in a draft from before the mark");
        assertFalse(loaded.value().prediction().choices().get(0).negated());
        assertEquals("Kept", loaded.value().lesson().get("en").title());
        assertFalse(loaded.value().lesson().containsKey("es"));
        assertEquals(List.of(new Dropped("lesson.es.title", Dropped.Problem.NOT_TEXT)), loaded.notices().get(0).dropped());
    }
}
