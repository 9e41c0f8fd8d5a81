package io.boundarylab.app.realcluster;

import io.boundarylab.app.concurrent.FxBackgroundRunner;
import io.boundarylab.app.support.Await;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The "Real cluster" tab driven as a learner drives it, with fabric8's mock API server (CRUD
 * mode) as the cluster of one context and a closed port as the cluster of another. The mock
 * server stores and watches objects but runs no container, so the cluster's column stays empty
 * and the report says the verdicts differ: that is what the tab must show for such a cluster.
 */
@ExtendWith(ApplicationExtension.class)
class RealClusterPanelTest {
    private static final String SCENARIO = """
            scenario: two-members
            seed: 1
            until: 2s
            platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi, pods: 110}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  containers:
                    - {name: web, image: web:v1, x-sim: {steps: [{listen: 8080}, {run: forever}]}}
                    - {name: log-helper, image: log-helper:v1, x-sim: {steps: [{run: forever}]}}
            """;

    private KubernetesMockServer server;
    private KubernetesClient admin;
    private FxBackgroundRunner runner;

    @Start
    void start(Stage stage) throws Exception {
        server = new KubernetesMockServer(new Context(), new MockWebServer(), new HashMap<>(), new KubernetesCrudDispatcher(), false);
        server.init();
        admin = server.createClient();
        Path dir = Files.createTempDirectory("real-cluster-test");
        Path kc = Files.writeString(dir.resolve("kubeconfig"), """
                apiVersion: v1
                kind: Config
                clusters:
                  - {name: mock, cluster: {server: "%s"}}
                  - {name: dead, cluster: {server: "http://127.0.0.1:1"}}
                users: [{name: learner, user: {token: not-a-secret}}]
                contexts:
                  - {name: mock, context: {cluster: mock, user: learner, namespace: default}}
                  - {name: dead, context: {cluster: dead, user: learner, namespace: default}}
                current-context: mock
                """.formatted(admin.getConfiguration().getMasterUrl()));
        Kubeconfig kubeconfig = Kubeconfig.find(Map.of("KUBECONFIG", kc.toString()), dir).orElseThrow();
        Experiment e = new Experiment("two-members", ScenarioReader.parse(SCENARIO, "two.yaml"), false, null);
        runner = new FxBackgroundRunner();
        RealClusterViewModel vm = RealClusterViewModel.of(kubeconfig, () -> e, runner, Platform::runLater, Locale.ENGLISH);
        stage.setScene(new Scene(new RealClusterPanel(vm), 1200, 800));
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
        admin.close();
        server.destroy();
    }

    @Test
    void runningOnAContextShowsBothTracesAndTheReportAndLeavesNoNamespace(FxRobot robot) throws Exception {
        Label status = robot.lookup("#cluster-status").queryAs(Label.class);
        assertTrue(status.getText().startsWith("Choose a context of"), status.getText());
        robot.clickOn("#cluster-run");
        Await.until(Duration.ofSeconds(40), "the run on the mock cluster done", () -> status.getText().startsWith("Done"));
        assertTrue(status.getText().contains("Some verdicts differ from the simulation"), status.getText());
        ListView<?> simulated = robot.lookup("#cluster-simulated").queryListView();
        ListView<?> real = robot.lookup("#cluster-real").queryListView();
        assertTrue(simulated.getItems().stream().anyMatch(i -> i.toString().contains("Started web-app/web")), simulated.getItems().toString());
        assertEquals("(nothing reported)", real.getItems().get(0));
        TextArea report = robot.lookup("#cluster-report").queryAs(TextArea.class);
        assertTrue(report.isVisible());
        assertTrue(report.getText().contains("atomic placement"), report.getText());
        for (Namespace ns : admin.namespaces().list().getItems()) {
            assertFalse(ns.getMetadata().getName().startsWith("boundary-lab-"), "left behind: " + ns.getMetadata().getName());
        }
        assertFalse(robot.lookup("#cluster-run").query().isDisabled());
        io.boundarylab.app.support.AppFixture.screenshot(robot.lookup("#real-cluster-panel").query(), "40-real-cluster-mock-server");
    }

    @Test
    void aContextWhoseClusterDoesNotAnswerIsSaidPlainlyAndNothingRuns(FxRobot robot) throws Exception {
        ComboBox<String> context = robot.lookup("#cluster-context").queryComboBox();
        robot.interact(() -> context.getSelectionModel().select("dead"));
        Label status = robot.lookup("#cluster-status").queryAs(Label.class);
        robot.clickOn("#cluster-run");
        Await.until(Duration.ofSeconds(40), "the status saying the dead context cannot run", () -> status.getText().startsWith("Cannot run on dead"));
        assertTrue(status.getText().contains("does not answer"), status.getText());
        assertTrue(robot.lookup("#cluster-real").queryListView().getItems().isEmpty());
    }
}
