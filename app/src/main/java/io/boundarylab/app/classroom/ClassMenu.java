package io.boundarylab.app.classroom;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import javafx.util.StringConverter;
import io.boundarylab.app.i18n.Plurals;
import io.boundarylab.app.theme.ScreenFit;
import io.boundarylab.episodes.content.Investigation;

/**
 * The Class menu: make a class code (instructor), enter one (learner), hand in results, open the
 * dashboard. Each dialog is shown without blocking and delegates to {@link ClassSession}.
 */
public final class ClassMenu {
    private static final double DIALOG_WIDTH = 560;
    private final ClassSession session;
    private final Window owner;
    private final ClassroomText text;

    public ClassMenu(ClassSession session, Window owner) {
        this.session = session;
        this.owner = owner;
        this.text = session.text();
    }

    public Menu menu() {
        Menu m = new Menu(text.get("menu.class"));
        m.setId("menu-class");
        MenuItem make = item("menu.class.make", "menu-class-make", () -> makeDialog().show());
        MenuItem enter = item("menu.class.enter", "menu-class-enter", () -> enterDialog().show());
        MenuItem handIn = item("menu.class.handIn", "menu-class-hand-in", this::handIn);
        MenuItem dashboard = item("menu.class.dashboard", "menu-class-dashboard",
                () -> DashboardWindow.open(owner, new DashboardViewModel(session.investigations(), text), session.codeProperty().get(), session.presenter()));
        MenuItem leave = item("menu.class.leave", "menu-class-leave", session::leave);
        leave.disableProperty().bind(session.codeProperty().isNull());
        m.getItems().addAll(make, enter, handIn, dashboard, new javafx.scene.control.SeparatorMenuItem(), leave);
        return m;
    }

    /**
     * The instructor's dialog: the investigation, a seed, the episodes assigned, and the code for
     * them, copied to the clipboard.
     */
    public Dialog<Void> makeDialog() {
        Dialog<Void> d = dialog("make.title");
        ChoiceBox<Investigation> investigation = new ChoiceBox<>();
        investigation.setId("class-investigation");
        investigation.setConverter(new StringConverter<>() {
            @Override public String toString(Investigation i) { return i == null ? "" : i.title(); }
            @Override public Investigation fromString(String s) { return null; }
        });
        TextField seed = new TextField(session.seed() == null ? "" : Long.toString(session.seed()));
        seed.setId("class-seed");
        seed.setPromptText(text.get("make.seed"));
        List<CheckBox> boxes = new ArrayList<>();
        VBox episodes = new VBox(4);
        TextField code = new TextField();
        // The episodes ticked are the chosen investigation's; a code made before stands for the other one.
        investigation.valueProperty().addListener((o, was, inv) -> {
            boxes.clear();
            episodes.getChildren().clear();
            code.setText("");
            if (inv == null) return;
            inv.episodes().forEach(e -> {
                CheckBox b = new CheckBox(String.format(Locale.ROOT, "%02d · %s", e.number(), e.title()));
                b.setId("class-episode-" + e.id());
                b.setUserData(e.id());
                b.setSelected(true);
                boxes.add(b);
                episodes.getChildren().add(b);
            });
        });
        // Every investigation a class can be about, the open one chosen: a code for another is made here too.
        List<Investigation> all = session.investigations();
        investigation.getItems().setAll(all);
        if (!all.isEmpty()) investigation.setValue(all.get(0));
        // Opened before the shipped ones were read, the dialog lists them once they are; the one chosen stays chosen.
        javafx.beans.InvalidationListener read = o -> {
            Investigation chosen = investigation.getValue();
            List<Investigation> now = session.investigations();
            investigation.getItems().setAll(now);
            investigation.setValue(chosen != null && now.contains(chosen) ? chosen : now.isEmpty() ? null : now.get(0));
        };
        session.shippedRead().addListener(read);
        d.setOnHidden(e -> session.shippedRead().removeListener(read));
        code.setId("class-code-made");
        code.setEditable(false);
        code.getStyleClass().add("class-code");
        code.setStyle("-fx-font-size: 1.6em; -fx-font-family: monospace;");
        TextArea faults = new TextArea();
        faults.setId("class-faults");
        faults.setPromptText(faultExample(investigation.getValue()));
        investigation.valueProperty().addListener((o, was, inv) -> faults.setPromptText(faultExample(inv)));
        faults.setPrefRowCount(3);
        faults.setStyle("-fx-font-family: monospace;");
        Label problem = problemLabel("class-make-problem");
        // Said once there is a code to copy, not before.
        Label copied = muted(text.get("make.copied"));
        copied.setId("class-code-copied");
        copied.visibleProperty().bind(code.textProperty().isNotEmpty());
        copied.managedProperty().bind(copied.visibleProperty());
        Button makeIt = new Button(text.get("make.button"));
        makeIt.setId("class-make");
        makeIt.setDefaultButton(true);
        makeIt.setOnAction(e -> {
            problem.setText("");
            try {
                Investigation inv = investigation.getValue();
                if (inv == null) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("code.noContent"));
                Long s = seed.getText().isBlank() ? null : Long.valueOf(seed.getText().strip());
                List<String> ids = boxes.stream().filter(CheckBox::isSelected).map(b -> (String) b.getUserData()).toList();
                if (ids.isEmpty()) throw new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, text.get("make.noEpisode"));
                List<ClassSetup.CueFault> cue = CueFaults.parseLines(faults.getText());
                code.setText(session.make(inv, s, ids, cue));
                ClipboardContent c = new ClipboardContent();
                c.putString(code.getText());
                Clipboard.getSystemClipboard().setContent(c);
            } catch (NumberFormatException ex) {
                problem.setText(text.get("make.badSeed", seed.getText()));
            } catch (CueFaults.Problem ex) {
                problem.setText(text.get("make.badFault", ex.line(), ex.getMessage()));
            } catch (ClassCodeException ex) {
                problem.setText(ex.getMessage());
            }
        });
        d.setOnShown(e -> seed.requestFocus());
        VBox body = new VBox(8, new Label(text.get("make.investigation")), investigation, new Label(text.get("make.seed")), seed,
                new Label(text.get("make.episodes")), episodes, new Label(text.get("make.faults.label")), faults, muted(text.get("make.faults")),
                makeIt, code, problem, copied);
        d.getDialogPane().setContent(scrolling(body));
        return d;
    }

    /** A fault on cue written for this investigation's first episode, as the field's example: never another investigation's. */
    private String faultExample(Investigation inv) {
        if (inv == null || inv.episodes().isEmpty()) return "";
        var first = inv.episodes().get(0);
        List<String> targets = ClassCodes.targets(first);
        String target = targets.stream().filter(t -> t.startsWith("pod/") && t.indexOf('/', 4) < 0).findFirst()
                .orElse(targets.isEmpty() ? "pod/NAME" : targets.get(0));
        return text.get("make.faults.example", first.id(), target);
    }

    /** The learner's dialog: the code as read out; a typo or other content is said plainly and nothing changes. */
    public Dialog<Void> enterDialog() {
        Dialog<Void> d = dialog("enter.title");
        TextField typed = new TextField();
        typed.setId("class-code-entered");
        typed.setPromptText(text.get("enter.example"));
        typed.setStyle("-fx-font-family: monospace;");
        TextField pollAddress = new TextField();
        pollAddress.setId("class-poll-address");
        pollAddress.setPromptText(text.get("poll.example"));
        Label problem = problemLabel("class-enter-problem");
        Label done = wrapping(new Label());
        done.setId("class-enter-done");
        Button use = new Button(text.get("enter.button"));
        use.setId("class-enter");
        use.setDefaultButton(true);
        use.setOnAction(e -> {
            problem.setText("");
            done.setText("");
            if (session.carriesExperiment(typed.getText())) {
                openExperiment(typed.getText(), problem, done, use);
                return;
            }
            try {
                ClassSetup s = session.enter(typed.getText(), pollAddress.getText());
                done.setText(text.get("enter.done", s.seed() == null ? text.get("code.ownSeeds") : s.seed(),
                        Plurals.count(text, "count.episode", s.episodes().size()), Plurals.count(text, "count.fault", s.faults().size())));
            } catch (ClassCodeException ex) {
                problem.setText(ex.getMessage());
            }
        });
        d.getDialogPane().setContent(scrolling(new VBox(8, new Label(text.get("enter.prompt")), typed, wrapping(new Label(text.get("poll.learner"))),
                pollAddress, use, problem, done)));
        // The learner came to type: the keyboard goes to the field, and Enter uses the code.
        d.setOnShown(e -> typed.requestFocus());
        typed.setOnAction(e -> use.fire());
        return d;
    }

    /**
     * A code that carries an experiment: refused at once when damaged; else the experiment is written
     * as a content folder off the FX thread (it is checked as a save is) and then opened, the dialog
     * saying where it is kept.
     */
    private void openExperiment(String typed, Label problem, Label done, Button use) {
        java.util.concurrent.Callable<Path> job;
        try {
            job = session.experimentJob(typed);
        } catch (ClassCodeException ex) {
            problem.setText(ex.getMessage());
            return;
        }
        done.setText(text.get("experiment.opening"));
        use.setDisable(true);
        Thread worker = new Thread(() -> {
            try {
                Path folder = job.call();
                javafx.application.Platform.runLater(() -> {
                    use.setDisable(false);
                    done.setText(session.openExperiment(folder));
                });
            } catch (Exception ex) {
                javafx.application.Platform.runLater(() -> {
                    use.setDisable(false);
                    done.setText("");
                    problem.setText(ex instanceof ClassCodeException ? ex.getMessage() : text.get("experiment.cannotOpen", ex.getMessage()));
                });
            }
        }, "class-experiment");
        worker.setDaemon(true);
        worker.start();
    }

    private void handIn() {
        if (session.codeProperty().get() == null) {
            enterDialog().show();
            return;
        }
        handInDialog().show();
    }

    /** The hand-in dialog: the learner's name (the one given last time in this sitting), then where the results go. */
    Dialog<ButtonType> handInDialog() {
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(text.get("handIn.title"));
        TextField name = new TextField();
        name.setId("class-learner-name");
        name.setPromptText(text.get("handIn.name"));
        // A second hand-in in the same sitting keeps the name given at the first.
        name.setText(session.learner());
        ButtonType toFolder = new ButtonType(text.get("handIn.folder"), ButtonBar.ButtonData.OK_DONE);
        ButtonType toFile = new ButtonType(text.get("handIn.file"), ButtonBar.ButtonData.OTHER);
        d.getDialogPane().getButtonTypes().addAll(toFolder, toFile, ButtonType.CANCEL);
        d.getDialogPane().setContent(scrolling(new VBox(8, new Label(text.get("handIn.name")), name, muted(text.get("handIn.what")))));
        ScreenFit.fit(d, owner);
        d.setOnHidden(e -> {
            ButtonType chosen = d.getResult();
            Path target = null;
            if (chosen == toFolder) {
                File dir = new DirectoryChooser().showDialog(owner);
                target = dir == null ? null : dir.toPath();
            } else if (chosen == toFile) {
                FileChooser c = new FileChooser();
                c.setInitialFileName("boundary-lab-results.json");
                File f = c.showSaveDialog(owner);
                target = f == null ? null : f.toPath();
            }
            if (target != null) handInTo(name.getText(), target);
        });
        return d;
    }

    /**
     * Hands the results in to {@code target} off the FX thread (the synthesis's answers are judged by
     * running its trace), then says where the file went and what it holds, in a dialog the learner
     * closes and in the notice bar; or why it could not be written.
     */
    void handInTo(String learner, Path target) {
        java.util.concurrent.Callable<ClassSession.HandedIn> job;
        try {
            job = session.handInJob(learner, target);
        } catch (IOException | RuntimeException ex) {
            failed(ex);
            return;
        }
        Thread worker = new Thread(() -> {
            try {
                ClassSession.HandedIn done = job.call();
                javafx.application.Platform.runLater(() -> confirm(done));
            } catch (Exception ex) {
                javafx.application.Platform.runLater(() -> failed(ex));
            }
        }, "hand-in");
        worker.setDaemon(true);
        worker.start();
    }

    private void failed(Exception ex) {
        javafx.scene.control.Alert a = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.ERROR,
                text.get("handIn.failed", ex.getMessage()), ButtonType.CLOSE);
        if (owner != null) a.initOwner(owner);
        ScreenFit.fit(a, owner);
        a.show();
    }

    private void confirm(ClassSession.HandedIn done) {
        String said = session.handedIn(done);
        session.notice(said);
        Dialog<Void> d = dialog("handIn.done");
        d.getDialogPane().setId("class-hand-in-done");
        Label what = wrapping(new Label(said));
        what.setId("class-hand-in-what");
        d.getDialogPane().setContent(scrolling(new VBox(8, what)));
        d.show();
    }

    private Dialog<Void> dialog(String titleKey) {
        Dialog<Void> d = new Dialog<>();
        if (owner != null) d.initOwner(owner);
        d.setTitle(text.get(titleKey));
        d.setHeaderText(text.get(titleKey));
        d.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        d.getDialogPane().setPadding(new Insets(8));
        d.getDialogPane().setPrefWidth(DIALOG_WIDTH);
        d.getDialogPane().setId("class-dialog");
        ScreenFit.fit(d, owner);
        return d;
    }

    /** The dialog's content, scrolling when the screen is shorter than it: the buttons below it stay in view. */
    private static ScrollPane scrolling(Node content) {
        ScrollPane s = new ScrollPane(content);
        s.setFitToWidth(true);
        s.getStyleClass().add("edge-to-edge");
        return s;
    }

    private static Label problemLabel(String id) {
        Label l = wrapping(new Label());
        l.setId(id);
        l.getStyleClass().add("danger");
        l.setStyle("-fx-text-fill: #b00020;");
        return l;
    }

    private static Label muted(String s) {
        Label l = wrapping(new Label(s));
        l.getStyleClass().add("muted");
        return l;
    }

    /** A label that wraps within the dialog's width and grows in height rather than cutting its text short. */
    private static Label wrapping(Label l) {
        l.setWrapText(true);
        l.setMaxWidth(DIALOG_WIDTH - 40);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }

    private MenuItem item(String key, String id, Runnable action) {
        MenuItem i = new MenuItem(text.get(key));
        i.setId(id);
        i.setOnAction(e -> action.run());
        return i;
    }
}
