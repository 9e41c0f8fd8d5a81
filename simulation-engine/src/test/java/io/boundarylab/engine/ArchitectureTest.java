package io.boundarylab.engine;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The engine's layer rules, each with the reason it exists. */
class ArchitectureTest {
    static JavaClasses engine;

    @BeforeAll
    static void load() {
        engine = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("io.boundarylab.engine");
    }

    @Test
    void noUserInterfaceToolkit() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..")
                .because("the engine must run headless, in tests, the command line and the bridge alike; only app knows JavaFX")
                .check(engine);
    }

    @Test
    void noProcessesThreadsOrBridge() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.boundarylab.bridge..", "io.boundarylab.app..", "io.boundarylab.episodes..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.ProcessBuilder")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .orShould().dependOnClassesThat().resideInAnyPackage("java.util.concurrent..")
                .because("the engine is a pure function of scenario and seed: no real processes, no threads of its own, and the arrows point into it, never out")
                .check(engine);
    }

    @Test
    void noWallClock() {
        noClasses().should().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(java.time.Instant.class, "now")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.time.Clock")
                .orShould().callMethod(java.time.LocalDateTime.class, "now")
                .because("simulated time is the only time in the engine; reading the wall clock would make two runs differ")
                .check(engine);
    }

    @Test
    void noUnseededRandomness() {
        noClasses().should().callMethod(Math.class, "random")
                .orShould().callConstructor(java.util.Random.class)
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .orShould().callConstructor(java.util.SplittableRandom.class)
                .orShould().callMethod(java.util.UUID.class, "randomUUID")
                .because("every random draw must come from the scenario's seed, through SeededRandom's named streams")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("io.boundarylab.engine").that(
                                com.tngtech.archunit.base.DescribedPredicate.describe("not SeededRandom",
                                        c -> !c.getSimpleName().equals("SeededRandom"))));
    }

    @Test
    void noHashOrderedCollectionsInTheModel() {
        noClasses().that().resideInAnyPackage("io.boundarylab.engine.cluster..", "io.boundarylab.engine.contract..", "io.boundarylab.engine.kernel..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.HashMap")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.HashSet")
                .because("iterating a hash map follows hash order, which must never decide what happens next; use LinkedHashMap, TreeMap or lists")
                .check(engine);
    }

    @Test
    void noPackageCycles() {
        slices().matching("io.boundarylab.engine.(**)").should().beFreeOfCycles()
                .because("each package must be understandable and testable on its own")
                .check(engine);
    }

    @Test
    void theNodeAgentsCollaboratorsNeverCallTheAgent() {
        noClasses().that().resideInAPackage("io.boundarylab.engine.cluster.node")
                .and().doNotHaveFullyQualifiedName("io.boundarylab.engine.cluster.node.NodeAgent")
                .should().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.cluster.node.NodeAgent")
                .because("the agent is the one place that carries decisions out; termination, back-off, eviction and the "
                        + "planner decide, or act through the narrow interface the agent hands them (docs/decisions/0004)")
                .check(engine);
    }

    @Test
    void thePlannerAndThePhaseRulesArePure() {
        noClasses().that().haveFullyQualifiedName("io.boundarylab.engine.cluster.node.PodActionsPlanner")
                .or().haveFullyQualifiedName("io.boundarylab.engine.cluster.node.PodPhaseRules")
                .should().dependOnClassesThat().resideInAnyPackage("io.boundarylab.engine.kernel..", "io.boundarylab.engine.trace..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.boundarylab.engine.cluster.state.ClusterState")
                .because("a plan is a function of the pod's state alone: it schedules nothing, publishes nothing and reads no "
                        + "other pod, so a table of (state, plan) pins it as the kubelet's TestComputePodActions does")
                .check(engine);
    }
}
