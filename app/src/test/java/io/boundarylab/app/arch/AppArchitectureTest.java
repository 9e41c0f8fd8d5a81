package io.boundarylab.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The MVVM and threading rules of the app, stated as tests that explain themselves. */
class AppArchitectureTest {
    private static JavaClasses app;

    @BeforeAll
    static void load() {
        app = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.boundarylab.app");
    }

    @Test
    void viewModelsKnowNoNodes() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .because("view-models expose properties and commands; only views build and touch nodes, "
                        + "so view-models stay testable without a window")
                .check(app);
    }

    // FirstFrame is the launcher's start-up timing (-Dboundarylab.timing), moved out of BoundaryLabApp.
    @Test
    void onlyThePlaybackClockAndTheLauncherReadTheWallClock() {
        noClasses().that().haveNameNotMatching("io\\.boundarylab\\.app\\.(BoundaryLabApp|FirstFrame|playback\\.PlaybackClock|classroom\\.WallClock)(\\$.*)?")
                .should().callMethod(System.class, "nanoTime")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .because("playback speed must never change what happens: time enters through one clock only")
                .check(app);
    }

    @Test
    void viewModelsDoNotRunTheEngineThemselves() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.Simulator")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.episodes.run.EpisodeRunner")
                .because("runs go through the Lab on the BackgroundRunner, never on the FX thread")
                .check(app);
    }

    @Test
    void appPackagesAreFreeOfCycles() {
        slices().matching("io.boundarylab.app.(*)..").should().beFreeOfCycles()
                .because("a package a newcomer can understand on its own is one that does not reach back into "
                        + "the packages built on it: the shell assembles episodes, an episode shows a comparison, "
                        + "never the other way round")
                .check(app);
    }

    @Test
    void viewsNeitherRunNorSimulate() {
        noClasses().that().haveSimpleNameEndingWith("View")
                .should().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.app.lab.Lab")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.app.lab.EpisodesLab")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.episodes.run.EpisodeRunner")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.Simulator")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.ClusterSimulation")
                .because("views only bind and delegate: what is run, and when, is the view-model's decision, "
                        + "made off the FX thread and testable without a window")
                .check(app);
    }
}
