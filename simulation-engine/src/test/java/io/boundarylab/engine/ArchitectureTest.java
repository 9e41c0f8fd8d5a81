package io.boundarylab.engine;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.boundarylab.engine.archfixture.CallsBackThroughALambda;
import io.boundarylab.engine.archfixture.FixtureAgent;
import io.boundarylab.engine.archfixture.FixtureEvents;
import io.boundarylab.engine.archfixture.HoldsTheAgentsEvents;
import io.boundarylab.engine.archfixture.ReturnsAValue;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
    void onlyTheCommandLinePackageKnowsTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("io.boundarylab.engine.cli").should().dependOnClassesThat().resideInAnyPackage("picocli..")
                .orShould().dependOnClassesThat().resideInAPackage("io.boundarylab.engine.cli")
                .because("engine.cli is here only because every module's commands depend on the engine and share its exit codes and "
                        + "start; the simulation itself runs the same with no command line")
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

    @Test
    void theNodeAgentsCollaboratorsReceiveNoCallbackIntoIt() {
        // The runtime and the timers tell the agent what they observed (an exit, a probe result, a
        // deferred act whose time has come) from the kernel's loop, never in the middle of a decision.
        collaboratorsReceiveNoCallback("io.boundarylab.engine.cluster.node", "io.boundarylab.engine.cluster.node.NodeAgent",
                Set.of("io.boundarylab.engine.cluster.node.ContainerRuntime", "io.boundarylab.engine.cluster.node.ProcessRun",
                        "io.boundarylab.engine.cluster.node.Probes", "io.boundarylab.engine.cluster.node.NodeTimers"))
                .check(engine);
    }

    @Test
    void theCallbackRuleCatchesALambdaAndTheAgentsOwnInterface() {
        JavaClasses fixture = new ClassFileImporter().importClasses(FixtureAgent.class, FixtureEvents.class,
                CallsBackThroughALambda.class, HoldsTheAgentsEvents.class, ReturnsAValue.class);
        String pkg = "io.boundarylab.engine.archfixture";
        String agent = FixtureAgent.class.getName();
        AssertionError failure = assertThrows(AssertionError.class, () -> collaboratorsReceiveNoCallback(pkg, agent, Set.<String>of()).check(fixture));
        String message = failure.getMessage();
        for (String expected : new String[] {"CallsBackThroughALambda.sync takes java.util.function.Consumer",
                "CallsBackThroughALambda.<init>(java.util.function.Consumer) takes java.util.function.Consumer",
                "CallsBackThroughALambda.whenStopped(java.lang.Object, java.lang.Runnable) takes java.lang.Runnable",
                "HoldsTheAgentsEvents.events takes io.boundarylab.engine.archfixture.FixtureEvents, an interface the agent implements"}) {
            assertTrue(message.contains(expected), () -> "expected a violation '" + expected + "' in:\n" + message);
        }
        assertTrue(!message.contains("ReturnsAValue"), "the value-returning collaborator passes");
        // Named as runtime, a holder of the agent's own event interface passes; a lambda never does.
        assertDoesNotThrow(() -> collaboratorsReceiveNoCallback(pkg, agent, Set.of(HoldsTheAgentsEvents.class.getName()))
                .check(new ClassFileImporter().importClasses(FixtureAgent.class, FixtureEvents.class, HoldsTheAgentsEvents.class, ReturnsAValue.class)));
    }

    /**
     * No class in the agent's package but the agent itself holds or receives a callback: a field,
     * constructor or method parameter whose type is a functional interface (java.util.function,
     * Runnable, anything annotated @FunctionalInterface, any interface with one abstract method)
     * or an interface the agent implements. A lambda handed in is exactly such a parameter, so this
     * catches the arrow the plain dependency rule cannot see. {@code runtime} names the classes
     * that may carry the agent's own event interfaces (what a process or probe observed, as the
     * kubelet's PLEG and prober results), and nothing else.
     */
    static ArchRule collaboratorsReceiveNoCallback(String pkg, String agent, Set<String> runtime) {
        return classes().that().resideInAPackage(pkg).and().doNotHaveFullyQualifiedName(agent)
                .should(new ArchCondition<JavaClass>("receive no callback into the agent") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        if (c.isInterface()) return;
                        JavaClass agentClass = c.getPackage().getClasses().stream().filter(k -> k.getName().equals(agent)).findFirst().orElse(null);
                        String outer = c.getName().contains("$") ? c.getName().substring(0, c.getName().indexOf('$')) : c.getName();
                        boolean isRuntime = runtime.contains(outer);
                        for (JavaField f : c.getFields()) {
                            // A constant (a message written from the event) captures no agent.
                            if (f.getModifiers().contains(JavaModifier.STATIC)) continue;
                            check(f.getFullName(), f.getRawType(), agentClass, isRuntime, events);
                        }
                        for (JavaCodeUnit u : c.getCodeUnits()) {
                            // Lambdas compile to synthetic methods of the class itself: what they capture is not a callback handed in.
                            // A private method is handed only what the class itself passes: no way in for the agent.
                            if (u.getModifiers().contains(JavaModifier.SYNTHETIC) || u.getModifiers().contains(JavaModifier.PRIVATE)) continue;
                            for (JavaClass p : u.getRawParameterTypes()) check(u.getFullName(), p, agentClass, isRuntime, events);
                        }
                    }

                    private void check(String where, JavaClass type, JavaClass agentClass, boolean isRuntime, ConditionEvents events) {
                        // A sealed interface is data: no lambda can implement it, so it carries no way back.
                        if (!type.isInterface() || type.reflect().isSealed()) return;
                        boolean agentsOwn = agentClass != null && agentClass.getRawInterfaces().contains(type);
                        if (agentsOwn && isRuntime) return;
                        boolean functional = type.getPackageName().equals("java.util.function") || type.isEquivalentTo(Runnable.class)
                                || type.isAnnotatedWith(FunctionalInterface.class)
                                || type.getMethods().stream().filter(m -> m.getModifiers().contains(JavaModifier.ABSTRACT)).count() == 1;
                        if (functional || agentsOwn) {
                            events.add(SimpleConditionEvent.violated(type, where + " takes " + type.getName()
                                    + (agentsOwn ? ", an interface the agent implements" : ", a callback")));
                        }
                    }
                })
                .because("a collaborator returns what happened and the agent decides what follows, at its next sync; a callback "
                        + "into the agent (a lambda included) lets a collaborator re-enter it, as the StackOverflowError of a "
                        + "sandbox loss under restartPolicy Never did (docs/decisions/0004)");
    }
}
