package io.boundarylab.bridge;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

class ArchitectureTest {

    private static final JavaClasses BRIDGE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.boundarylab.bridge");

    @Test
    void theBridgeKnowsNoJavaFxAndNoEpisodes() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.boundarylab.episodes..", "io.boundarylab.app..")
                .because("the bridge runs headless and the app, not the bridge, knows the episodes (it passes a SimulationOracle)")
                .check(BRIDGE);
    }

    @Test
    void memberProgramsNeedNothingBeyondTheJdk() {
        noClasses().that().resideInAPackage("..bridge.member..").should().dependOnClassesThat()
                .resideOutsideOfPackages("java..", "javax..", "com.sun.management..", "io.boundarylab.bridge.member..")
                .because("members and holders run with the bridge's classes only, as small programs needing only the JDK")
                .check(BRIDGE);
    }

    @Test
    void theGuardAndSweepRunWithoutTheEngineOrLibraries() {
        noClasses().that().resideInAnyPackage("..bridge.sandbox..", "..bridge.host..").should().dependOnClassesThat()
                .resideInAnyPackage("io.boundarylab.engine..", "picocli..", "com.fasterxml..", "io.boundarylab.bridge.experiment..",
                        "io.boundarylab.bridge.cli..")
                .because("the guard process runs from the bridge's classes alone after the JVM died")
                .check(BRIDGE);
    }
}
