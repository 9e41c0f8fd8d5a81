package io.boundarylab.app.shell;

import io.boundarylab.app.costs.CostExplorerView;
import io.boundarylab.app.costs.CostExplorerViewModel;
import io.boundarylab.app.episode.EpisodeView;
import io.boundarylab.app.episode.EpisodeViewModel;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.page.SectionPageView;
import io.boundarylab.app.playback.PlaybackClock;
import io.boundarylab.app.predictions.ExplainPrompt;
import io.boundarylab.app.synthesis.SynthesisView;
import io.boundarylab.app.synthesis.SynthesisViewModel;
import io.boundarylab.episodes.content.Block;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Section;
import io.boundarylab.episodes.content.SectionKind;
import java.util.Locale;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;

/**
 * Builds what the main window shows for a section: an episode scene over its view-model, or a page
 * with its interactive blocks (the cost explorer, the synthesis exercise) and a way on at its end.
 * Every playback it makes is registered with the clock.
 */
final class SceneFactory {
    private final MainViewModel vm;
    private final Messages messages;
    private final PlaybackClock clock;
    private final java.util.function.Consumer<Episode> tryOwn;

    /** @param tryOwn opens the playground from an episode's runs ("Try your own version") */
    SceneFactory(MainViewModel vm, PlaybackClock clock, java.util.function.Consumer<Episode> tryOwn) {
        this.vm = vm;
        this.messages = vm.messages();
        this.clock = clock;
        this.tryOwn = tryOwn;
    }

    /** The scene or page for a section of the loaded course. */
    Node build(Section s) {
        if (s.kind() == SectionKind.EPISODE && s.episodeId() != null) {
            Episode ep = vm.course().episode(s.episodeId()).orElse(null);
            if (ep != null) {
                EpisodeViewModel evm = vm.episodeModel(ep);
                clock.register(evm.playback());
                EpisodeView view = new EpisodeView(evm, messages,
                        new ExplainPrompt(vm.explainModel(ep.id()), messages, "explain", ep, () -> { }), () -> tryOwn.accept(ep));
                clock.register(view.compareViewModel().playback());
                view.answersHiddenProperty().set(vm.presenterProperty().get());
                view.setReducedMotion(vm.settingsProperty().get().reducedMotion());
                return view;
            }
        }
        Blocks blocks = new Blocks();
        SectionPageView page = new SectionPageView(s, messages, blocks, this::earnedIn);
        page.getChildren().add(pageEnd(s));
        return blocks.exercise == null ? page : new SynthesisPage(page, blocks.exercise);
    }

    /** A page in the middle of the window at a readable line length, scrolling. */
    static Node scrolling(Node page) {
        HBox centred = new HBox(page);
        centred.setAlignment(Pos.TOP_CENTER);
        ScrollPane sp = new ScrollPane(centred);
        sp.setFitToWidth(true);
        sp.getStyleClass().add("edge-to-edge");
        sp.setFocusTraversable(false);
        return sp;
    }

    /** The interactive blocks of a page; remembers the synthesis exercise, whose playback the presenter keys drive. */
    private final class Blocks implements Function<Block, Node> {
        private SynthesisViewModel exercise;

        @Override
        public Node apply(Block block) {
            if (block instanceof Block.CostExplorer c) {
                return new CostExplorerView(c, new CostExplorerViewModel(vm.labProperty().get(), vm.runner(), c), messages);
            }
            if (block instanceof Block.Exercise x) {
                exercise = new SynthesisViewModel(vm.labProperty().get(), vm.runner(), x, messages,
                        vm.progressProperty().get().predictions(), vm::savePrediction, vm.learnerSeed());
                clock.register(exercise.playback());
                return new SynthesisView(exercise, messages);
            }
            return null;
        }
    }

    /** The end of a page: where the investigation goes next, so a reader never hunts for the way on. */
    private Node pageEnd(Section s) {
        int i = vm.sections().indexOf(s);
        HBox bar = new HBox(10);
        bar.getStyleClass().add("nav-bar");
        bar.setAlignment(Pos.CENTER_RIGHT);
        if (i >= 0 && i + 1 < vm.sections().size()) {
            Section next = vm.sections().get(i + 1);
            String title = next.eyebrow() != null && next.kind() != SectionKind.EPISODE ? next.eyebrow()
                    : (next.eyebrow() == null ? next.title() : next.eyebrow() + " \u00b7 " + next.title());
            Button go = new Button(messages.get("nav.nextTo", title));
            go.setId("page-next");
            go.getStyleClass().add("accent");
            go.setWrapText(true);
            go.setOnAction(e -> vm.open(i + 1));
            bar.getChildren().add(go);
        } else {
            Label end = new Label(messages.get("nav.end"));
            end.getStyleClass().add("muted");
            bar.getChildren().add(end);
        }
        return bar;
    }

    /** For a guarantee's key, a link to the episode that earns it (the contract table), or null. */
    private Node earnedIn(String guaranteeKey) {
        return CourseSearch.earning(vm.course(), vm.sections(), guaranteeKey).map(found -> {
            Hyperlink link = new Hyperlink(messages.get("page.earnedIn",
                    String.format(Locale.ROOT, "%02d", found.episode().number()), found.episode().title()));
            link.setId("earned-" + guaranteeKey);
            link.setOnAction(e -> vm.open(found.section().id()));
            link.setWrapText(true);
            return (Node) link;
        }).orElse(null);
    }
}
