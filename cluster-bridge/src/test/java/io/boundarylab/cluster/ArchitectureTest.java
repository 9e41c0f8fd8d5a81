package io.boundarylab.cluster;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

class ArchitectureTest {
    private static final JavaClasses CLUSTER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.boundarylab.cluster");

    @Test
    void theClusterBridgeKnowsNoJavaFxNoAppAndNoKernelBridge() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javafx..", "io.boundarylab.app..", "io.boundarylab.bridge..")
                .because("it runs headless from the command line and the app alike, and a cluster run needs nothing of the kernel bridge")
                .check(CLUSTER);
    }

    @Test
    void exportingNeedsNoClusterConnection() {
        noClasses().that().resideInAPackage("..cluster.export..").should().dependOnClassesThat()
                .resideInAnyPackage("io.fabric8.kubernetes.client.dsl..", "io.boundarylab.cluster.run..")
                .because("export writes files anyone can read and apply by hand: it must work with no cluster at all")
                .check(CLUSTER);
    }

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching("io.boundarylab.cluster.(*)..").should().beFreeOfCycles()
                .because("export, run and compare build on one another in that order, never back")
                .check(CLUSTER);
    }
}
