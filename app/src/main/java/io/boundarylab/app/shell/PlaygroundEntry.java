package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.playground.DraftSaver;
import io.boundarylab.app.playground.PlaygroundViewModel;
import io.boundarylab.app.playground.PlaygroundWindow;
import io.boundarylab.app.save.PlaygroundDraft;
import io.boundarylab.app.save.SaveStore;
import io.boundarylab.engine.scenario.ScenarioException;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.ScenarioWriter;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.playground.PlaygroundStart;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/** The ways into the playground: View → Playground, and "Try your own version" on each episode. */
final class PlaygroundEntry {
    static final String ACCELERATOR = "Shortcut+Shift+Y";
    /** The folder under the save folder where the lesson files the instructor shares are written. */
    static final String SHARED_LESSONS = "shared-lessons";

    private PlaygroundEntry() {
    }

    static MenuItem menuItem(MainViewModel vm, Stage owner) {
        MenuItem i = new MenuItem(vm.messages().get("menu.view.playground"));
        i.setId("menu-playground");
        i.setAccelerator(KeyCombination.keyCombination(ACCELERATOR));
        i.setOnAction(e -> open(vm, owner, null));
        return i;
    }

    /** Opens the playground: from the episode's first variant when one is given, else from the first start. */
    static Stage open(MainViewModel vm, Stage owner, Episode from) {
        Messages m = vm.messages();
        PlaygroundViewModel pvm = viewModel(vm, from);
        DraftSaver saver = new DraftSaver(vm.store(), vm.runner(),
                reason -> SaveNoticeText.queueOnce(vm.notices(), m.get("notice.saveFailed", reason)));
        saver.follow(pvm);
        Stage stage = PlaygroundWindow.open(owner, m, pvm,
                dir -> pvm.save(dir, d -> vm.notice(m.get("playground.saved", d))));
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> {
            try {
                saver.flush();
            } catch (IOException x) {
                SaveNoticeText.queueOnce(vm.notices(), m.get("notice.saveFailed", String.valueOf(x.getMessage())));
            }
        });
        return stage;
    }

    /**
     * The playground's view-model, in the window's language, its runs and saves taking their words
     * from the window's reading of the bundled content, started from the episode's first variant when
     * one is given, else from the first start with the learner's work in progress put back.
     */
    static PlaygroundViewModel viewModel(MainViewModel vm, Episode from) {
        Messages m = vm.messages();
        PlaygroundViewModel pvm = new PlaygroundViewModel(ScenarioWriter::write);
        // A shared lesson's file is kept with the instructor's other saved work.
        pvm.setUp(m.locale(), vm.runner(), vm.bundled(), vm.store().folder().resolve(SHARED_LESSONS));
        List<PlaygroundViewModel.Start> starts = starts(vm, m);
        pvm.starts().setAll(starts);
        PlaygroundViewModel.Start first = starts.get(0);
        // From an episode: its naive run, the guarantee under test to switch.
        if (from != null) {
            String prefix = label(from, from.experiment().variants().get(0), m);
            first = starts.stream().filter(s -> s.label().equals(prefix)).findFirst().orElse(first);
        }
        pvm.start(first);
        // The work in progress comes back when the learner opens the playground again; from an episode they asked for its runs.
        if (from == null) {
            restoreDraft(vm, pvm, m);
        }
        return pvm;
    }

    /** Puts the saved draft back; a damaged one is set aside whole, and the learner told where, in the playground and the notice bar. */
    static void restoreDraft(MainViewModel vm, PlaygroundViewModel pvm, Messages m) {
        SaveStore.Loaded<PlaygroundDraft> saved = vm.store().loadPlaygroundDraft();
        for (SaveStore.Notice n : saved.notices()) {
            String text = draftNotice(n, m);
            pvm.tell(text);
            vm.notice(text);
        }
        if (saved.value() != null) {
            pvm.restore(saved.value());
        }
    }

    /** The learner's words for a draft set aside: whole, its prediction (the form starts empty), or another part. */
    private static String draftNotice(SaveStore.Notice n, Messages m) {
        if (n.kind() == SaveStore.Kind.UNREADABLE) {
            return n.backup() == null ? m.get("playground.draft.corrupt.nobackup", n.problem())
                    : m.get("playground.draft.corrupt", n.backup(), n.problem());
        }
        boolean prediction = n.kind() == SaveStore.Kind.PARTLY_READ && n.dropped().stream().anyMatch(d -> d.field().startsWith("prediction"));
        if (!prediction) {
            return SaveNoticeText.of(n, m);
        }
        String what = SaveNoticeText.dropped(n, m);
        return n.backup() == null ? m.get("playground.draft.prediction.nobackup", what) : m.get("playground.draft.prediction", n.backup(), what);
    }

    private static List<PlaygroundViewModel.Start> starts(MainViewModel vm, Messages m) {
        List<PlaygroundViewModel.Start> out = new ArrayList<>();
        // Blank first, then the course's episodes, then the examples.
        start(out, PlaygroundStart.blankStart(m.locale()));
        if (vm.course() != null) {
            for (Episode ep : vm.course().episodes()) {
                for (Variant v : ep.experiment().variants()) {
                    out.add(new PlaygroundViewModel.Start(label(ep, v, m), v.scenario(), ep.experiment().guarantee()));
                }
            }
        }
        PlaygroundStart.examples().forEach(x -> start(out, x));
        return out;
    }

    private static void start(List<PlaygroundViewModel.Start> out, PlaygroundStart s) {
        try {
            out.add(new PlaygroundViewModel.Start(s.label(), ScenarioReader.parse(s.scenarioYaml(), s.id() + ".yaml"),
                    s.guarantee()));
        } catch (ScenarioException e) {
            // A start that does not read is left out of the list; the others stay.
        }
    }

    private static String label(Episode ep, Variant v, Messages m) {
        return m.get("playground.start.variant", String.format(Locale.ROOT, "%02d", ep.number()), ep.title(), v.label());
    }
}
