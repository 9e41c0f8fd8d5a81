package io.boundarylab.app.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.classroom.ClassCodes;
import io.boundarylab.app.support.AppUiTest;
import io.boundarylab.app.support.Await;
import io.boundarylab.app.support.Pulses;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * Every dialog and window the menus open fits the screen a class uses: at 1280 × 720 (a projector)
 * and 1440 × 900, at 100 % and 200 % text, and in presenter mode (the Spanish subclass does the same
 * in Spanish). Each is no wider and no taller than the screen's visible area, lies inside it, and
 * every button that does not scroll (a dialog's Close, Hand in, Make the code) is inside it.
 * The screen is given to the app as {@code boundarylab.screen}, as one tries a projector's size on a larger screen.
 */
class EveryDialogFitsTest extends AppUiTest {

    static Stream<Arguments> screens() {
        List<Arguments> out = new ArrayList<>();
        for (int[] size : new int[][] {{1280, 720}, {1440, 900}}) {
            for (int text : new int[] {100, 200}) {
                out.add(Arguments.of(size[0], size[1], false, text));
            }
            out.add(Arguments.of(size[0], size[1], true, 100));
        }
        return out.stream();
    }

    @AfterEach
    void backTo1440() throws Exception {
        System.clearProperty("boundarylab.screen");
        FxToolkit.setupStage(w -> {
            w.setWidth(1440);
            w.setHeight(900);
        });
    }

    @ParameterizedTest(name = "{0}x{1} presenter={2} text={3}%")
    @MethodSource("screens")
    void everyDialogFits(int width, int height, boolean presenter, int textPercent, FxRobot robot) throws Exception {
        String combo = language().getLanguage() + "-" + width + "x" + height + (presenter ? "-presenter" : "") + "-" + textPercent;
        System.setProperty("boundarylab.screen", width + "x" + height);
        Rectangle2D screen = new Rectangle2D(0, 0, width, height);
        Pulses.run(app.scene, () -> {
            @SuppressWarnings("unchecked")
            ComboBox<Integer> scale = (ComboBox<Integer>) app.scene.lookup("#text-scale");
            scale.setValue(textPercent);
            app.vm.setPresenter(presenter);
            Stage stage = (Stage) app.scene.getWindow();
            stage.setFullScreen(false);
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        // The window's new size reaches the scene through the platform, not at once.
        Await.until(combo + ": the main window at the screen's size",
                () -> Math.abs(app.scene.getWidth() - width) < 0.5 && Math.abs(app.scene.getHeight() - height) < 0.5);
        List<String> problems = new ArrayList<>();
        check(robot, combo + " make a class code", screen, problems, "menu-class-make", w -> { });
        // The learner enters a code here, so that Hand in opens its own dialog rather than this one again.
        check(robot, combo + " enter a class code", screen, problems, "menu-class-enter", w -> {
            TextInputControl typed = (TextInputControl) w.getScene().lookup("#class-code-entered");
            typed.setText(code());
            // no wait needed: a class code carries no experiment, so Enter sets the class at once (a background read is only for an experiment's code).
            ((ButtonBase) w.getScene().lookup("#class-enter")).fire();
        });
        check(robot, combo + " hand in", screen, problems, "menu-class-hand-in", w -> { });
        check(robot, combo + " dashboard", screen, problems, "menu-class-dashboard", w -> { });
        check(robot, combo + " concept deck", screen, problems, "menu-deck", w -> { });
        check(robot, combo + " at scale", screen, problems, "menu-at-scale", w -> { });
        check(robot, combo + " playground", screen, problems, "menu-playground", w -> { });
        Pulses.run(app.scene, () -> app.vm.setPresenter(false));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private String code() {
        try {
            var inv = app.vm.labProperty().get() instanceof io.boundarylab.app.lab.EpisodesLab l ? l.investigation() : null;
            return ClassCodes.write(ClassCodes.setup(inv, 3L, List.of(), List.of()), inv);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Opens the menu item's dialog or window, checks it, does {@code then} in it, and closes it. */
    private void check(FxRobot robot, String where, Rectangle2D screen, List<String> problems, String itemId, Consumer<Window> then) {
        Set<Window> before = Pulses.onFx(() -> Set.copyOf(Window.getWindows()));
        // A dialog's content may arrive after it shows (the investigations are read in the background):
        // settled, its window has had the pulses that lay it out.
        Pulses.run(app.scene, () -> app.menuItem(itemId).fire());
        List<Window> opened = Pulses.onFx(() -> Window.getWindows().stream().filter(w -> !before.contains(w) && w.isShowing()).collect(Collectors.toList()));
        assertFalse(opened.isEmpty(), where + ": a window opens");
        for (Window w : opened) {
            // Read on the FX thread, where the window's layout is made.
            problems.addAll(Pulses.onFx(() -> {
                List<String> found = new ArrayList<>();
                w.getScene().getRoot().applyCss();
                w.getScene().getRoot().layout();
                Rectangle2D box = new Rectangle2D(w.getX(), w.getY(), w.getWidth(), w.getHeight());
                if (w.getWidth() > screen.getWidth() + 0.5 || w.getHeight() > screen.getHeight() + 0.5 || !inside(screen, box)) {
                    found.add(where + ": the window " + round(box) + " is not inside the screen " + round(screen));
                }
                List<String> outside = new ArrayList<>();
                visit(w.getScene().getRoot(), n -> {
                    if (n instanceof ButtonBase && shown(n) && !scrolls(n)) {
                        Bounds b = n.localToScreen(n.getBoundsInLocal());
                        if (b != null && !inside(screen, new Rectangle2D(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()))) {
                            outside.add(describe(n) + " at " + round(new Rectangle2D(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight())));
                        }
                    }
                });
                if (!outside.isEmpty()) {
                    found.add(where + ": past the screen's edge: " + outside);
                }
                return found;
            }));
        }
        Pulses.run(app.scene, () -> {
            then.accept(opened.get(0));
            opened.forEach(Window::hide);
        });
    }

    private static boolean inside(Rectangle2D screen, Rectangle2D b) {
        return b.getMinX() >= screen.getMinX() - 0.5 && b.getMinY() >= screen.getMinY() - 0.5
                && b.getMaxX() <= screen.getMaxX() + 0.5 && b.getMaxY() <= screen.getMaxY() + 0.5;
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /** Inside a scroll pane's content or a list's cell: the learner scrolls to it. */
    private static boolean scrolls(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.skin.VirtualFlow<?>) {
                return true;
            }
            if (p instanceof ScrollPane sp && sp.getContent() != null && isAncestor(sp.getContent(), n)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAncestor(Node ancestor, Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static void visit(Node n, Consumer<Node> f) {
        f.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                visit(c, f);
            }
        }
    }

    private static String describe(Node n) {
        String text = n instanceof javafx.scene.control.Labeled l ? " '" + l.getText() + "'" : "";
        return n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId()) + text;
    }

    private static String round(Rectangle2D b) {
        return String.format(Locale.ROOT, "(%.0f,%.0f)-(%.0f,%.0f)", b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY());
    }
}
