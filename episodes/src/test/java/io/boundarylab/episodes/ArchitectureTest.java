package io.boundarylab.episodes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/** The episodes module's layer rules, each with its reason. */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.boundarylab.episodes");

    @Test
    void noJavaFx() {
        noClasses().should().dependOnClassesThat().resideInAPackage("javafx..")
                .because("only the app knows JavaFX; the model must run headless and from the command line")
                .check(CLASSES);
    }

    @Test
    void noWallClockAndNoUnseededRandomness() {
        noClasses().should().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().callMethod(java.time.Instant.class, "now")
                .orShould().callMethod(Math.class, "random")
                .orShould().callConstructor(java.util.Random.class)
                .because("an episode must play the same way every time: same seed, same trace, same status")
                .check(CLASSES);
    }

    @Test
    void noBridge() {
        noClasses().should().dependOnClassesThat().resideInAPackage("io.boundarylab.bridge..")
                .because("the episodes describe experiments; the bridge runs them on the kernel and depends on us, not the reverse")
                .check(CLASSES);
    }

    @Test
    void theModelDoesNotDependOnTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("io.boundarylab.episodes.cli..")
                .should().dependOnClassesThat().resideInAPackage("io.boundarylab.episodes.cli..")
                .because("the command line is one client of the model; the app is another")
                .check(CLASSES);
    }

    @Test
    void noPackageCycles() {
        slices().matching("io.boundarylab.episodes.(*)..").should().beFreeOfCycles()
                .because("each package is one idea; a cycle means two ideas were not separated")
                .check(CLASSES);
    }
}
