package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.a11y.A11yAudit;
import io.boundarylab.app.shell.StartPage;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;

/**
 * The start page in the main window (File → All investigations…) fits every screen a class uses:
 * 1280 × 720 and 1440 × 900, normal and presenter, 100 % and 200 % text; the Spanish subclass does
 * the same in Spanish. No word of its rows is shortened to "…" or cut off below, and every row's
 * button lies inside the window. The window's first page shows the same rows ({@code LaunchPageTest}).
 */
class StartPageFitsTest extends AppUiTest {

    /** TestFX keeps one stage for every test: give the next test the window it was written for. */
    @AfterEach
    void backTo1440() throws Exception {
        EveryScreenFitsTest.windowBackTo1440();
    }

    @ParameterizedTest(name = "{0}x{1} presenter={2} text={3}%")
    @MethodSource("io.boundarylab.app.ui.EveryScreenFitsTest#screens")
    void theRowsFitInFull(int width, int height, boolean presenter, int textPercent, FxRobot robot) throws Exception {
        String combo = language().getLanguage() + " " + width + "x" + height + (presenter ? " presenter" : "") + " " + textPercent + "%";
        Stage stage = (Stage) app.scene.getWindow();
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            javafx.scene.control.ComboBox<Integer> scale = (javafx.scene.control.ComboBox<Integer>) app.scene.lookup("#text-scale");
            scale.setValue(textPercent);
            app.vm.setPresenter(presenter);
            stage.setFullScreen(false);
            stage.setWidth(width);
            stage.setHeight(height);
            StartPage.open(app.vm, stage);
        });
        Await.until("the page's rows", () -> app.scene.getRoot().lookup(".start-row") != null);
        Await.until(combo + ": the window " + width + " px wide", () -> Math.abs(app.scene.getWidth() - width) <= 0.5);
        Node page = app.scene.getRoot().lookup("#start-page");
        List<String> problems = new ArrayList<>();
        robot.interact(() -> {
            app.scene.getRoot().applyCss();
            app.scene.getRoot().layout();
            problems.addAll(A11yAudit.cutOffText(page));
            for (Node n : page.lookupAll(".label")) {
                Label l = (Label) n;
                if (l.isVisible() && l.isWrapText() && l.getText() != null && !l.getText().isEmpty()
                        && l.getHeight() + 0.5 < l.prefHeight(l.getWidth())) {
                    problems.add("\"" + l.getText() + "\" cut below: " + l.getHeight() + " px of " + l.prefHeight(l.getWidth()));
                }
            }
            for (Node b : page.lookupAll(".start-row .button")) {
                Bounds in = b.localToScene(b.getBoundsInLocal());
                if (in.getMaxX() > app.scene.getWidth() + 0.5) {
                    problems.add(b.getId() + " past the window's edge: " + in);
                }
            }
        });
        assertTrue(problems.isEmpty(), combo + ": " + problems);
    }
}
