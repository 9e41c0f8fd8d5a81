package io.boundarylab.testsupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackgroundReadsTest {

    /** A comparison run on a background runner, started by a button with an id, as the app's compare tab is. */
    private static final Map<String, String> MAIN = Map.of(
            "CompareViewModel.java", """
                    class CompareViewModel {
                        private final BackgroundRunner runner;
                        private boolean ready;
                        public void runBoth() {
                            runner.run(() -> lab.run(episode, "naive", options), runs -> show(runs), e -> error(e));
                        }
                        public void save() {
                            runner.run(() -> store.write(snapshot), x -> { }, e -> failed(e));
                        }
                        public Run rerun() {
                            return runner.run(episode, variant, options);
                        }
                        public boolean ready() { return ready; }
                        public Playback playback() { return playback; }
                    }
                    """,
            "CompareView.java", """
                    class CompareView extends VBox {
                        public CompareView(CompareViewModel vm) {
                            Button run = new Button("Run both");
                            run.setId("compare-run");
                            run.setOnAction(e -> vm.runBoth());
                            Button jump = new Button("Jump");
                            jump.setId("compare-jump");
                            jump.setOnAction(e -> vm.jump());
                        }
                        public CompareViewModel viewModel() { return vm; }
                    }
                    """,
            "Worker.java", """
                    class Worker {
                        private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> new Thread(r, "pool"));
                        void later(Runnable r) {
                            button.setOnAction(e -> new Thread(r).start());
                        }
                        void handIn() {
                            Thread t = new Thread(() -> write());
                            t.start();
                        }
                    }
                    """,
            "MainViewModel.java", """
                    public final class MainViewModel {
                        public void loadContent(Path folder) {
                            runner.run(() -> read(folder), l -> load(l), e -> notice(e));
                        }
                        public void loadSaved() {
                            loadContent(saved);
                        }
                    }
                    """);

    private static final List<String> WAITS = List.of("Await.");

    private static List<String> found(String test) {
        return BackgroundReads.find(Map.of("SomeTest.java", test), MAIN, WAITS);
    }

    @Test
    void theOldCompareNarrationShapeIsFound() {
        // The click starts both runs on the background runner; the next line reads their result at once.
        String test = """
                class CompareNarrationTest extends AppUiTest {
                    @Test
                    void eachStrip(FxRobot robot) {
                        robot.interact(() -> vm.commit());
                        robot.clickOn("#compare-run");
                        CompareViewModel cvm = view.compareViewModel();
                        int size = cvm.playback().sizeProperty().get();
                        assertEquals(2, size);
                    }
                }
                """;
        assertEquals(List.of("SomeTest.java:5 (#compare-run)"), found(test));
    }

    @Test
    void aWaitRightAfterTheClickIsEnough() {
        String test = """
                class CompareNarrationTest extends AppUiTest {
                    @Test
                    void eachStrip(FxRobot robot) {
                        CompareViewModel cvm = view.compareViewModel();
                        robot.clickOn("#compare-run");
                        Await.until("the comparison's two runs", () -> cvm.ready());
                        int size = cvm.playback().sizeProperty().get();
                        keys.press("compare-jump");
                        assertEquals(size, cvm.playback().position());
                    }
                }
                """;
        assertEquals(List.of(), found(test));
    }

    @Test
    void aViewModelCallIsATriggerByTheReceiversType() {
        String test = """
                class SomeTest {
                    void t(FxRobot robot, CompareViewModel cvm) {
                        robot.interact(cvm::runBoth);
                        assertTrue(cvm.ready());
                        robot.interact(() -> view.viewModel().runBoth());
                        Await.until("both runs", () -> cvm.ready());
                    }
                }
                """;
        assertEquals(List.of("SomeTest.java:3 (CompareViewModel.runBoth)"), found(test));
    }

    @Test
    void aReadInTheSameStatementAsTheTriggerIsFound() {
        String test = """
                class SomeTest {
                    void t(FxRobot robot, CompareViewModel cvm) {
                        robot.interact(() -> {
                            cvm.runBoth();
                            cvm.playback().seek(cvm.playback().sizeProperty().get() - 1);
                        });
                        Await.until("both runs", () -> cvm.ready());
                    }
                }
                """;
        assertEquals(List.of("SomeTest.java:4 (CompareViewModel.runBoth, then more in the same statement)"), found(test));
    }

    @Test
    void aTriggerLastInItsBlockIsCheckedAgainstWhatRunsNext() {
        String test = """
                class SomeTest {
                    void inAnIf(FxRobot robot, boolean both) {
                        if (both) {
                            robot.clickOn("#compare-run");
                        }
                        Await.until("both runs", () -> ready());
                    }
                    void inALoop(FxRobot robot) {
                        for (int i = 0; i < 2; i++) {
                            assertTrue(ready());
                            robot.clickOn("#compare-run");
                        }
                        Await.until("both runs", () -> ready());
                    }
                    void atTheEnd(FxRobot robot) {
                        robot.clickOn("#compare-run");
                    }
                }
                """;
        assertEquals(List.of("SomeTest.java:11 (#compare-run)", "SomeTest.java:16 (#compare-run)"), found(test));
    }

    @Test
    void aControlLookedUpByItsIdAndActedOnLaterIsATrigger() {
        String test = """
                class SomeTest {
                    void t(FxRobot robot) {
                        Button run = robot.lookup("#compare-run").queryButton();
                        assertTrue(run.isDisabled());
                        robot.interact(run::fire);
                        assertTrue(ready());
                    }
                }
                """;
        assertEquals(List.of("SomeTest.java:5 (run)"), found(test));
    }

    @Test
    void aCallThroughFieldsOfKnownClassesIsFollowed() {
        String base = """
                abstract class AppUiTest {
                    protected AppFixture app;
                }
                """;
        String fixture = """
                final class AppFixture {
                    public final MainViewModel vm;
                }
                """;
        String test = """
                class ContentTest extends AppUiTest {
                    @Test
                    void loads(FxRobot robot) {
                        robot.interact(() -> app.vm.loadContent(folder));
                        assertEquals("Ours", app.vm.course().title());
                        robot.interact(() -> app.vm.loadSaved());
                        Await.until("a notice", () -> !app.vm.notices().isEmpty());
                    }
                }
                """;
        assertEquals(List.of("ContentTest.java:4 (MainViewModel.loadContent)"),
                BackgroundReads.find(Map.of("AppUiTest.java", base, "AppFixture.java", fixture, "ContentTest.java", test), MAIN, WAITS));
    }

    @Test
    void whatRunsLaterOrShowsNothingIsNoTrigger() {
        // A handler set in a method starts nothing when the method runs; a thread factory's thread runs the pool's
        // work later; a write whose end does nothing leaves nothing to read; the engine's own run is synchronous.
        String test = """
                class SomeTest {
                    void t(FxRobot robot, Worker w, CompareViewModel cvm) {
                        robot.interact(() -> w.later(task));
                        robot.interact(() -> new Worker());
                        robot.interact(cvm::save);
                        robot.interact(cvm::rerun);
                        robot.clickOn("#compare-jump");
                        robot.interact(w::handIn);
                        assertTrue(done());
                    }
                }
                """;
        assertEquals(List.of("SomeTest.java:8 (Worker.handIn)"), found(test));
    }

    @Test
    void aCommentSaysWhyNoWaitIsNeeded() {
        String test = """
                class SomeTest {
                    void t(FxRobot robot) {
                        // no wait needed: the runner here runs on the calling thread
                        robot.clickOn("#compare-run");
                        assertTrue(ready());
                    }
                }
                """;
        assertEquals(List.of(), found(test));
    }

    @Test
    void startMethodsAndTestsWithoutARobotAreLeftAlone() {
        String start = """
                class SomeTest {
                    @Start
                    void start(Stage stage) {
                        vm.runBoth();
                        stage.show();
                    }
                    void t(FxRobot robot) {
                        assertTrue(vm.ready());
                    }
                }
                """;
        String plain = """
                class ViewModelTest {
                    void t(CompareViewModel vm) {
                        vm.runBoth();
                        assertTrue(vm.ready());
                    }
                }
                """;
        assertEquals(List.of(), found(start));
        assertEquals(List.of(), found(plain));
    }

    @Test
    void assertNoneNamesTheFileAndLine(@TempDir Path dir) throws Exception {
        Path main = Files.createDirectories(dir.resolve("main"));
        Path tests = Files.createDirectories(dir.resolve("test/ui"));
        for (Map.Entry<String, String> f : MAIN.entrySet()) Files.writeString(main.resolve(f.getKey()), f.getValue());
        Files.writeString(tests.resolve("RunTest.java"), """
                class RunTest {
                    void t(FxRobot robot) {
                        robot.clickOn("#compare-run");
                        assertTrue(ready());
                    }
                }
                """);
        AssertionError e = assertThrows(AssertionError.class, () -> BackgroundReads.assertNone(dir.resolve("test"), main, WAITS));
        assertTrue(e.getMessage().contains("ui/RunTest.java:3 (#compare-run)"), e.getMessage());
    }
}
