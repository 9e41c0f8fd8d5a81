package io.boundarylab.app.scale;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.boundarylab.engine.cluster.state.PodPhase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The app's MVVM and clock rules, held by at-scale mode's own classes. */
class AtScaleArchitectureTest {
    private static JavaClasses scale;

    @BeforeAll
    static void load() {
        scale = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.boundarylab.app.scale");
    }

    @Test
    void theModelSideKnowsNoNodes() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel").or().haveSimpleNameStartingWith("Scale")
                .and().doNotHaveSimpleName("ScaleHeatMap")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .because("the fold, the session, the driver and the view-model run and are tested without a window")
                .check(scale);
    }

    @Test
    void nothingReadsTheWallClock() {
        noClasses().should().callMethod(System.class, "nanoTime")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .because("time enters through the frame pulse only, so what is shown never depends on how fast the worker is")
                .check(scale);
    }

    @Test
    void theFoldReadsOnlyTheTrace() {
        noClasses().that().haveSimpleName("ScaleAggregate")
                .should().dependOnClassesThat(resideInAnyPackage("io.boundarylab.engine.cluster..", "io.boundarylab.engine.kernel..")
                        .and(not(equivalentTo(PodPhase.class))).and(not(equivalentTo(PodPhase[].class))))
                .because("a fold over trace events alone is what makes checkpoints plus re-application exact "
                        + "(the pod phase is the trace's vocabulary, not the cluster's state)")
                .check(scale);
    }
}
