package io.boundarylab.app.shell;

import io.boundarylab.app.concurrent.BackgroundRunner;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.episode.ShownRun;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.app.save.Progress;
import io.boundarylab.episodes.content.Episode;
import java.util.HashMap;
import java.util.Map;

/**
 * The episodes' view-models of the course shown, each made once so work survives navigation, and
 * made as the learner left the episode: the choices in this learner's order, the committed prediction,
 * the runs made before run again, and the run a rebuilt window carried over shown where it was.
 * Makes and keeps them; the shell saves what they hand it.
 */
final class EpisodeModels {
    private final Map<String, EpisodeViewModel> made = new HashMap<>();
    /** The run on screen that a window rebuilt in another language takes over, until its episode is made. */
    private MainViewModel.Carried carried;

    /** The view-model made for an episode, or null. */
    EpisodeViewModel get(String episodeId) {
        return made.get(episodeId);
    }

    /** Makes an episode's view-model as the learner left it (see the class comment) and keeps it. */
    EpisodeViewModel make(Episode episode, Lab lab, BackgroundRunner runner, Long seed, Messages messages, Progress progress) {
        String id = episode.id();
        EpisodeViewModel vm = new EpisodeViewModel(episode, lab, runner, seed, messages);
        vm.inputs().orderFor(progress.learnerSeed());
        vm.restore(progress.predictions().get(id));
        // The runs made in an earlier session come back: the same seed and variant give the same trace.
        String prefix = id + "/";
        ShownRun shown = null;
        if (carried != null && id.equals(carried.episodeId())) {
            shown = carried.shown();
            carried = null;
        }
        vm.restoreRuns(progress.completed().stream().filter(c -> c.startsWith(prefix))
                .map(c -> c.substring(prefix.length())).toList(), shown);
        made.put(id, vm);
        return vm;
    }

    /** The run on screen in the episode shown ({@code current}), for the window that replaces this one. */
    MainViewModel.Carried carry(io.boundarylab.episodes.content.Section current) {
        String ep = current != null && current.kind() == io.boundarylab.episodes.content.SectionKind.EPISODE ? current.episodeId() : null;
        EpisodeViewModel m = ep == null ? null : made.get(ep);
        return new MainViewModel.Carried(ep, m == null ? null : m.shownRun());
    }

    /** Takes over what the window before had; its episode's run is shown again once that episode is made. */
    void takeOver(MainViewModel.Carried c) {
        carried = c;
    }

    /** Every view-model made, for a change that reaches each (a new seed). */
    Iterable<EpisodeViewModel> all() {
        return made.values();
    }

    /** Forgets them all (another course is shown). */
    void clear() {
        made.clear();
    }
}
