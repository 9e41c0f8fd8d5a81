package io.boundarylab.app.arch;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import io.boundarylab.app.archfixture.FormThatAsks;
import io.boundarylab.app.archfixture.FormThatRuns;
import io.boundarylab.app.lab.Lab;
import io.boundarylab.episodes.playground.PlaygroundRun;
import io.boundarylab.episodes.prediction.PredictionComparison;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

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
    void classesThatBuildNodesNeitherRunNorJudge() {
        nodeBuildersNeitherRunNorJudge().check(app);
    }

    @Test
    void theNodeBuilderRuleCatchesAFormThatRunsWhateverItsName() {
        JavaClasses fixture = new ClassFileImporter().importClasses(FormThatRuns.class, FormThatAsks.class);
        AssertionError failure = assertThrows(AssertionError.class, () -> nodeBuildersNeitherRunNorJudge().check(fixture));
        assertTrue(failure.getMessage().contains("FormThatRuns"), failure.getMessage());
        assertTrue(!failure.getMessage().contains("FormThatAsks"), "a form that shows a run it is given passes");
        assertDoesNotThrow(() -> nodeBuildersNeitherRunNorJudge().check(new ClassFileImporter().importClasses(FormThatAsks.class)));
    }

    /**
     * By role, not by name: a class that builds JavaFX nodes (a view, a form's section, a pane, a
     * dialog) neither runs an experiment nor judges a prediction, in the playground as everywhere.
     */
    static ArchRule nodeBuildersNeitherRunNorJudge() {
        DescribedPredicate<JavaClass> buildsNodes = new DescribedPredicate<>("build JavaFX nodes") {
            @Override
            public boolean test(JavaClass c) {
                return c.getDirectDependenciesFromSelf().stream()
                        .anyMatch(d -> d.getTargetClass().getPackageName().startsWith("javafx.scene"));
            }
        };
        return noClasses().that(buildsNodes)
                .should().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.episodes.run.EpisodeRunner")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.Simulator")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.ClusterSimulation")
                .orShould().callMethodWhere(target(owner(assignableTo(Lab.class))).and(target(name("run").or(name("sweep")).or(name("compare")))))
                .orShould().callMethodWhere(target(owner(assignableTo(PlaygroundRun.class))).and(target(name("run"))))
                .orShould().callMethodWhere(target(owner(assignableTo(PredictionComparison.class))).and(target(name("compare"))))
                .because("what is run, and how a prediction is judged, is decided off the FX thread by a view-model or "
                        + "the model, testable without a window; a class that builds nodes shows what it is given")
                .allowEmptyShould(true);
    }

    /**
     * A record a part is handed holds values, never calls back: a part that must tell its owner
     * something returns it (the classroom's ClassChange, the node agent's plan). A function that
     * returns nothing is such a call back. The transport bar's commands are the one kind allowed:
     * the arrow runs from the bar to its view-model, the way a button's action does, never back.
     */
    @Test
    void noRecordCarriesCallbacks() {
        recordsCarryNoCallback(Set.of("io.boundarylab.app.playback.Transport")).check(app);
    }

    @Test
    void theRecordRuleCatchesARecordOfCallbacks() {
        AssertionError failure = assertThrows(AssertionError.class,
                () -> recordsCarryNoCallback(Set.of()).check(new ClassFileImporter().importClasses(HostOfCallbacks.class)));
        assertTrue(failure.getMessage().contains("HostOfCallbacks.notice is a java.util.function.Consumer"), failure::getMessage);
        assertTrue(failure.getMessage().contains("HostOfCallbacks.close is a java.lang.Runnable"), failure::getMessage);
        assertTrue(!failure.getMessage().contains("HostOfCallbacks.name"), "a value is no callback");
    }

    /** A record as the classroom's host was: values beside calls back into the window. */
    public record HostOfCallbacks(String name, java.util.function.Consumer<String> notice, Runnable close) { }

    static ArchRule recordsCarryNoCallback(Set<String> allowed) {
        return classes().that().areRecords().and().areNotPrivate()
                .should(new ArchCondition<JavaClass>("hold no function that returns nothing") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        if (allowed.contains(c.getName())) return;
                        for (JavaField f : c.getFields()) {
                            if (f.getModifiers().contains(JavaModifier.STATIC)) continue;
                            JavaClass type = f.getRawType();
                            boolean callback = type.isEquivalentTo(Runnable.class)
                                    || (type.getPackageName().equals("java.util.function") && type.getSimpleName().endsWith("Consumer"));
                            if (callback) events.add(SimpleConditionEvent.violated(c, f.getFullName() + " is a " + type.getName()));
                        }
                    }
                })
                .because("a record of calls back lets a part reach into whoever made it; a part decides and returns, "
                        + "and its owner carries out what it returned");
    }
}
