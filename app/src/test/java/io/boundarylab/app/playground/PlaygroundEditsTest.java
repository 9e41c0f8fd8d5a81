package io.boundarylab.app.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playground.ProbeEdits.Probe;
import io.boundarylab.app.playground.ProbeEdits.ProbeKind;
import io.boundarylab.app.playground.ProbeEdits.ProbeTiming;
import io.boundarylab.app.playground.WorkloadEdits.Workload;
import io.boundarylab.app.concurrent.DirectRunner;
import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.support.PlaygroundFixtures;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ControllerPodNames;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.ProbeSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.ScenarioWriter;
import io.boundarylab.engine.scenario.ServiceSpec;
import io.boundarylab.episodes.playground.BundledContent;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The form's edits of workloads, Services, actions and probes: each makes a scenario the reader
 * takes back unchanged, and a value that cannot be one is refused with a reason naming the field
 * while the scenario shown stays as it was.
 */
class PlaygroundEditsTest {
    private PlaygroundViewModel vm;

    @BeforeEach
    void start() throws Exception {
        vm = new PlaygroundViewModel(ScenarioWriter::write);
        vm.start(PlaygroundFixtures.onePod());
    }

    /** The edit takes, and the YAML it writes reads back as the scenario the form shows. */
    private Scenario took(UnaryOperator<Scenario> edit) throws Exception {
        assertTrue(vm.edit(edit), () -> "refused: " + vm.errorProperty().get());
        assertNull(vm.errorProperty().get());
        Scenario read = ScenarioReader.parse(vm.yamlProperty().get(), "again.yaml");
        assertEquals(read.workloads(), vm.scenario().workloads());
        assertEquals(read.services(), vm.scenario().services());
        assertEquals(read.actions(), vm.scenario().actions());
        assertEquals(read.pods(), vm.scenario().pods());
        return read;
    }

    /** The edit is refused with a reason that names the field; nothing changes. */
    private void refused(UnaryOperator<Scenario> edit, String field) {
        Scenario before = vm.scenario();
        String yaml = vm.yamlProperty().get();
        assertFalse(vm.edit(edit));
        assertNotNull(vm.errorProperty().get());
        assertTrue(vm.errorProperty().get().problem().contains(field), vm.errorProperty().get().problem());
        assertSame(before, vm.scenario());
        assertEquals(yaml, vm.yamlProperty().get());
    }

    @Test
    void aDeploymentIsMadeFromAPodAndEditedFieldByField() throws Exception {
        took(x -> PodEdits.restartPolicy(x, 0, RestartPolicy.Never));
        Scenario s = took(x -> WorkloadEdits.addWorkload(x, Workload.DEPLOYMENT, 0));
        DeploymentSpec d = s.workloads().deployments().get(0);
        assertEquals("deploy-1", d.name());
        assertEquals(Map.of("app", "deploy-1"), d.selector().matchLabels());
        // A workload's pods restart: the copy takes Always whatever the pod had.
        assertEquals(RestartPolicy.Always, d.template().restartPolicy());
        assertEquals("web", d.template().containers().get(0).name());
        assertEquals(DeploymentSpec.Strategy.DEFAULT, d.strategy());

        took(x -> WorkloadEdits.workloadName(x, Workload.DEPLOYMENT, 0, " web "));
        took(x -> WorkloadEdits.replicas(x, Workload.DEPLOYMENT, 0, 3));
        took(x -> WorkloadEdits.selector(x, Workload.DEPLOYMENT, 0, "app=web, tier=front"));
        took(x -> WorkloadEdits.minReadySeconds(x, 0, 5));
        s = took(x -> WorkloadEdits.strategy(x, 0, false, "1", "0"));
        d = s.workloads().deployments().get(0);
        assertEquals("web", d.name());
        assertEquals(3, d.replicas());
        assertEquals(Map.of("app", "web", "tier", "front"), d.selector().matchLabels());
        assertTrue(d.selector().matches(d.template().labels()));
        assertEquals(5, d.minReadySeconds());
        assertEquals(new DeploymentSpec.Strategy(false, DeploymentSpec.IntOrPercent.of(1), DeploymentSpec.IntOrPercent.of(0)), d.strategy());

        s = took(x -> WorkloadEdits.strategy(x, 0, true, "", ""));
        assertEquals(DeploymentSpec.Strategy.RECREATE, s.workloads().deployments().get(0).strategy());
        s = took(x -> WorkloadEdits.strategy(x, 0, false, "50%", "25 %"));
        assertEquals(DeploymentSpec.IntOrPercent.percent(50), s.workloads().deployments().get(0).strategy().maxSurge());

        s = took(x -> WorkloadEdits.removeWorkload(x, Workload.DEPLOYMENT, 0));
        assertTrue(s.workloads().deployments().isEmpty());
    }

    @Test
    void aReplicaSetTakesANewTemplateAndKeepsItsLabels() throws Exception {
        took(PodEdits::addPod);
        took(x -> WorkloadEdits.addWorkload(x, Workload.REPLICASET, 0));
        took(x -> WorkloadEdits.addWorkload(x, Workload.REPLICASET, 0));
        Scenario s = took(x -> WorkloadEdits.templateFrom(x, Workload.REPLICASET, 1, 1));
        ReplicaSetSpec r = s.workloads().replicaSets().get(1);
        assertEquals("rs-2", r.name());
        assertEquals("rs-2", r.template().name());
        assertEquals("main", r.template().containers().get(0).name());
        assertTrue(r.selector().matches(r.template().labels()));
        assertEquals(List.of("rs-1", "rs-2"), s.workloads().replicaSets().stream().map(ReplicaSetSpec::name).toList());
    }

    @Test
    void badWorkloadValuesAreRefusedWithAReason() throws Exception {
        took(x -> WorkloadEdits.addWorkload(x, Workload.DEPLOYMENT, 0));
        took(x -> WorkloadEdits.addWorkload(x, Workload.DEPLOYMENT, 0));
        refused(x -> WorkloadEdits.workloadName(x, Workload.DEPLOYMENT, 0, "  "), "name");
        // Two of one name: the reader's own words, at the line.
        refused(x -> WorkloadEdits.workloadName(x, Workload.DEPLOYMENT, 1, "deploy-1"), "deploy-1");
        refused(x -> WorkloadEdits.replicas(x, Workload.DEPLOYMENT, 0, -1), "replicas");
        refused(x -> WorkloadEdits.replicas(x, Workload.DEPLOYMENT, 0, Long.MAX_VALUE), "replicas");
        refused(x -> WorkloadEdits.selector(x, Workload.DEPLOYMENT, 0, ""), "selector");
        refused(x -> WorkloadEdits.selector(x, Workload.DEPLOYMENT, 0, "app"), "labels");
        refused(x -> WorkloadEdits.selector(x, Workload.DEPLOYMENT, 0, "a=1,a=2"), "labels");
        refused(x -> WorkloadEdits.minReadySeconds(x, 0, -5), "minReadySeconds");
        refused(x -> WorkloadEdits.strategy(x, 0, false, "0", "0"), "maxUnavailable");
        refused(x -> WorkloadEdits.strategy(x, 0, false, "x", "1"), "maxSurge");
        refused(x -> WorkloadEdits.strategy(x, 0, false, "1", "101%"), "maxUnavailable");
        refused(x -> WorkloadEdits.strategy(x, 0, false, "99999999999999", "1"), "maxSurge");
        refused(x -> WorkloadEdits.addWorkload(x, Workload.REPLICASET, 7), "template");
    }

    @Test
    void aServiceSelectsTheFirstDeploymentAndTakesPorts() throws Exception {
        took(x -> WorkloadEdits.addWorkload(x, Workload.DEPLOYMENT, 0));
        Scenario s = took(ServiceEdits::addService);
        ServiceSpec svc = s.services().get(0);
        assertEquals("svc-1", svc.name());
        assertEquals(Map.of("app", "deploy-1"), svc.selector().matchLabels());
        assertEquals(List.of(new ServiceSpec.Port(null, 80, 8080, "TCP")), svc.ports());

        took(x -> ServiceEdits.serviceName(x, 0, "web"));
        took(x -> ServiceEdits.publishNotReadyAddresses(x, 0, true));
        s = took(x -> ServiceEdits.addServicePort(x, 0, 443, 8443));
        svc = s.services().get(0);
        assertEquals("web", svc.name());
        assertTrue(svc.publishNotReadyAddresses());
        // Two ports: each has a name, as the API server requires.
        assertEquals(List.of("port-1", "port-2"), svc.ports().stream().map(ServiceSpec.Port::name).toList());
        s = took(x -> ServiceEdits.removeServicePort(x, 0, 0));
        assertEquals(443, s.services().get(0).ports().get(0).port());
        s = took(x -> ServiceEdits.serviceSelector(x, 0, ""));
        assertTrue(s.services().get(0).selector().isEmpty());
        s = took(x -> ServiceEdits.removeService(x, 0));
        assertTrue(s.services().isEmpty());
    }

    @Test
    void badServiceValuesAreRefusedWithAReason() throws Exception {
        took(ServiceEdits::addService);
        refused(x -> ServiceEdits.serviceName(x, 0, ""), "Service name");
        refused(x -> ServiceEdits.serviceName(x, 0, "Not_A_Label"), "Service name");
        refused(x -> ServiceEdits.addServicePort(x, 0, 0, 80), "port");
        refused(x -> ServiceEdits.addServicePort(x, 0, 80, 70_000), "targetPort");
        refused(x -> ServiceEdits.addServicePort(x, 0, 80, 8080), "listed already");
        refused(x -> ServiceEdits.removeServicePort(x, 0, 0), "at least one port");
        refused(x -> ServiceEdits.serviceSelector(x, 0, "=x"), "labels");
    }

    @Test
    void everyActionKindIsAddedInTimeOrder() throws Exception {
        took(x -> WorkloadEdits.addWorkload(x, Workload.DEPLOYMENT, 0));
        took(x -> ActionEdits.addAction(x, 20, ActionSpec.Kind.scale, "deployment/deploy-1", "", "3"));
        took(x -> ActionEdits.addAction(x, 5, ActionSpec.Kind.crash, "pod/web-app/web", null, "137"));
        took(x -> ActionEdits.addAction(x, 6, ActionSpec.Kind.delete, "pod/web-app", "", "2"));
        took(x -> ActionEdits.addAction(x, 7, ActionSpec.Kind.evict, "deployment/deploy-1", "oldest", ""));
        took(x -> ActionEdits.addAction(x, 8, ActionSpec.Kind.setImage, "deployment/deploy-1/web", "", "web:v2"));
        took(x -> ActionEdits.addAction(x, 9, ActionSpec.Kind.killSandbox, "deployment/deploy-1", "0", ""));
        took(x -> ActionEdits.addAction(x, 10, ActionSpec.Kind.failNode, "node/node-1", "", ""));
        Scenario s = took(x -> ActionEdits.addAction(x, 12, ActionSpec.Kind.recoverNode, "node/node-1", "", ""));
        assertEquals(List.of(5_000L, 6_000L, 7_000L, 8_000L, 9_000L, 10_000L, 12_000L, 20_000L),
                s.actions().stream().map(ActionSpec::atMs).toList());
        assertEquals(List.of(ActionSpec.Kind.values()).stream().sorted().toList(),
                s.actions().stream().map(ActionSpec::kind).sorted().toList());
        ActionSpec crash = s.actions().get(0);
        assertEquals(137, crash.exitCode());
        assertEquals(new FaultTarget.Member("web-app", "web"), crash.target());
        assertEquals(2_000L, s.actions().get(1).gracePeriodMs());
        assertEquals("oldest", s.actions().get(2).pick());
        assertEquals("web:v2", s.actions().get(3).image());
        assertEquals(3, s.actions().get(7).replicas());
        s = took(x -> ActionEdits.removeAction(x, 0));
        assertEquals(7, s.actions().size());
    }

    @Test
    void badActionsAreRefusedWithAReason() throws Exception {
        refused(x -> ActionEdits.addAction(x, -1, ActionSpec.Kind.delete, "pod/web-app", "", ""), "at");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.delete, "", "", ""), "target");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.crash, "pod/web-app/web", "", "256"), "exit code");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.crash, "pod/web-app", "", "1"), "member");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.failNode, "pod/web-app", "", ""), "node");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.failNode, "node/nowhere", "", ""), "nowhere");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.scale, "deployment/none", "", "2"), "none");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.scale, "deployment/none", "", "-2"), "replicas");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.setImage, "pod/web-app/web", "", " "), "image");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.delete, "pod/web-app", "", "1e9"), "grace period");
        refused(x -> ActionEdits.addAction(x, 1, ActionSpec.Kind.delete, "pod/web-app", "newest", ""), "pick");
    }

    @Test
    void everyProbeKindRoundTripsThroughTheForm() throws Exception {
        for (ProbeKind kind : ProbeKind.values()) {
            String value = switch (kind) {
                case NONE -> "";
                case PORT -> "8080";
                case FILE_EXISTS -> "/tmp/ready";
                case PASS_AFTER, FAIL_AFTER -> "4";
                case RESULTS -> "fail, pass";
            };
            Scenario s = took(x -> ProbeEdits.probe(x, 0, 0, Probe.READINESS, kind, value, new ProbeTiming(2, 5, 4, 2, 3)));
            ProbeSpec back = s.pods().get(0).containers().get(0).readinessProbe();
            assertEquals(kind, ProbeEdits.probeKind(back));
            assertEquals(value.replace(" ", ""), ProbeEdits.probeValue(back));
            if (back != null) {
                assertEquals(2_000, back.initialDelayMs());
                assertEquals(5_000, back.periodMs());
                assertEquals(4_000, back.timeoutMs());
                assertEquals(2, back.successThreshold());
                assertEquals(3, back.failureThreshold());
            }
        }
    }

    private static UnaryOperator<Scenario> liveness(ProbeKind kind, String value, ProbeTiming timing) {
        return x -> ProbeEdits.probe(x, 0, 0, Probe.LIVENESS, kind, value, timing);
    }

    @Test
    void badProbeValuesAreRefusedWithAReason() {
        ProbeTiming usual = ProbeTiming.DEFAULT;
        refused(liveness(ProbeKind.PORT, "0", usual), "probe port");
        refused(liveness(ProbeKind.FILE_EXISTS, "ready", usual), "absolute");
        refused(liveness(ProbeKind.RESULTS, "pass,maybe", usual), "results");
        refused(liveness(ProbeKind.PASS_AFTER, "", usual), "pass after");
        refused(liveness(ProbeKind.PORT, "80", new ProbeTiming(-1, 10, 1, 1, 3)), "initial delay");
        refused(liveness(ProbeKind.PORT, "80", new ProbeTiming(0, 0, 1, 1, 3)), "period");
        refused(liveness(ProbeKind.PORT, "80", new ProbeTiming(0, 10, 0, 1, 3)), "timeout");
        refused(liveness(ProbeKind.PORT, "80", new ProbeTiming(0, 10, 1, 0, 3)), "success threshold");
        refused(liveness(ProbeKind.PORT, "80", new ProbeTiming(0, 10, 1, 1, 0)), "failure threshold");
    }

    @Test
    void onlyAReadinessProbeMayAskForSeveralSuccesses() throws Exception {
        ProbeTiming twice = new ProbeTiming(0, 10, 1, 2, 3);
        // Kubernetes' validation: successThreshold must be 1 for liveness and startup probes.
        refused(liveness(ProbeKind.PORT, "8080", twice), "success threshold");
        refused(x -> ProbeEdits.probe(x, 0, 0, Probe.STARTUP, ProbeKind.PORT, "8080", twice), "success threshold");
        Scenario s = took(x -> ProbeEdits.probe(x, 0, 0, Probe.READINESS, ProbeKind.PORT, "8080", twice));
        assertEquals(2, s.pods().get(0).containers().get(0).readinessProbe().successThreshold());
    }

    @Test
    void editingAProbeKeepsWhatTheFormDoesNotChange() throws Exception {
        // Probes as a file may write them: a liveness probe with its own grace period and a 5 s timeout, a readiness probe needing 2 successes.
        String imageLine = PlaygroundFixtures.ONE_POD_YAML.lines().filter(l -> l.trim().equals("image: web:v1")).findFirst().orElseThrow();
        String indent = imageLine.substring(0, imageLine.indexOf("image"));
        vm.start(ScenarioReader.parse(PlaygroundFixtures.ONE_POD_YAML.replace(imageLine + "\n", imageLine + "\n"
                + indent + "livenessProbe: {tcpSocket: {port: 8080}, timeoutSeconds: 5, terminationGracePeriodSeconds: 7}\n"
                + indent + "readinessProbe: {tcpSocket: {port: 8080}, timeoutSeconds: 5, successThreshold: 2}\n"), "probes.yaml"));
        ProbeSpec liveness = vm.pod().containers().get(0).livenessProbe();
        assertEquals(7_000L, liveness.terminationGracePeriodMs(), "the file as written");

        // What the form shows of each probe, with one field changed: the period.
        ProbeTiming shown = ProbeTiming.of(liveness);
        Scenario s = took(liveness(ProbeKind.PORT, "8080", new ProbeTiming(shown.initialDelaySeconds(), 20, shown.timeoutSeconds(),
                shown.successThreshold(), shown.failureThreshold())));
        ProbeSpec after = s.pods().get(0).containers().get(0).livenessProbe();
        assertEquals(20_000, after.periodMs());
        assertEquals(5_000, after.timeoutMs());
        assertEquals(7_000L, after.terminationGracePeriodMs());

        ProbeSpec readiness = s.pods().get(0).containers().get(0).readinessProbe();
        ProbeTiming ready = ProbeTiming.of(readiness);
        s = took(x -> ProbeEdits.probe(x, 0, 0, Probe.READINESS, ProbeKind.PORT, "9090", ready));
        ProbeSpec readyAfter = s.pods().get(0).containers().get(0).readinessProbe();
        assertEquals(9090, readyAfter.port());
        assertEquals(5_000, readyAfter.timeoutMs());
        assertEquals(2, readyAfter.successThreshold());
    }

    @Test
    void aRefusalNamesItsFieldAndReasonAndNoLanguage() {
        EditRefused e = org.junit.jupiter.api.Assertions.assertThrows(EditRefused.class,
                () -> ActionEdits.addAction(vm.scenario(), -1, ActionSpec.Kind.delete, "pod/web-app", "", ""));
        assertEquals(EditRefused.Field.AT, e.field());
        assertEquals(EditRefused.Reason.RANGE, e.reason());
        assertEquals(List.of(0L, FormValues.MAX_SECONDS, -1L), e.values());
    }

    @Test
    void aRefusalIsSaidInTheLearnersLanguage() {
        vm.setUp(Locale.forLanguageTag("es"), new DirectRunner(), BundledContent.readEachTime(), java.nio.file.Path.of(System.getProperty("java.io.tmpdir")));
        assertFalse(vm.edit(x -> ActionEdits.addAction(x, -1, ActionSpec.Kind.delete, "pod/web-app", "", "")));
        // playground.refused.range in Spanish, with playground.field.at as its field.
        assertEquals("en el segundo: debe estar entre 0 y 86400, no -1", vm.errorProperty().get().problem());
        assertFalse(vm.edit(liveness(ProbeKind.PORT, "8080", new ProbeTiming(0, 10, 1, 2, 3))));
        assertTrue(vm.errorProperty().get().problem().startsWith("éxitos necesarios: debe ser 1 en una sonda de vida"),
                vm.errorProperty().get().problem());
    }

    @Test
    void everyFieldAndReasonHasItsWordsInBothLanguages() {
        for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("es"))) {
            Messages m = new Messages(l);
            for (EditRefused.Field f : EditRefused.Field.values()) assertTrue(m.has(f.key()), l + " " + f);
            for (EditRefused.Reason r : EditRefused.Reason.values()) assertTrue(m.has(r.key()), l + " " + r);
        }
    }

    private static List<String> targets(Scenario s) {
        return s.actions().stream().map(a -> a.target().text()).toList();
    }

    @Test
    void renamingAPodOrAContainerTakesTheActionsAimedAtItAlong() throws Exception {
        took(PodEdits::addPod);
        took(x -> ActionEdits.addAction(x, 5, ActionSpec.Kind.crash, "pod/web-app/web", "", "1"));
        took(x -> ActionEdits.addAction(x, 6, ActionSpec.Kind.delete, "pod/web-app", "", ""));
        took(x -> ActionEdits.addAction(x, 7, ActionSpec.Kind.delete, "pod/pod-1", "", ""));
        Scenario s = took(x -> PodEdits.podName(x, 0, "shop"));
        assertEquals(List.of("pod/shop/web", "pod/shop", "pod/pod-1"), targets(s));
        s = took(x -> PodEdits.containerName(x, 0, 0, "front"));
        assertEquals(List.of("pod/shop/front", "pod/shop", "pod/pod-1"), targets(s));
        refused(x -> PodEdits.podName(x, 0, " "), "name");
    }

    @Test
    void renamingAReplicaSetTakesItsActionsAndThoseAimedAtItsPodsAlong() throws Exception {
        took(x -> WorkloadEdits.addWorkload(x, Workload.REPLICASET, 0));
        took(x -> ActionEdits.addAction(x, 5, ActionSpec.Kind.scale, "replicaset/rs-1", "", "3"));
        // A pod the ReplicaSet makes is named after it, five of the name generator's characters after a dash.
        took(x -> ActionEdits.addAction(x, 6, ActionSpec.Kind.crash, "pod/rs-1-bcdfg/web", "", "1"));
        took(x -> ActionEdits.addAction(x, 7, ActionSpec.Kind.evict, "replicaset/rs-1", "oldest", ""));
        Scenario s = took(x -> WorkloadEdits.workloadName(x, Workload.REPLICASET, 0, "shop"));
        assertEquals(List.of("replicaset/shop", "pod/shop-bcdfg/web", "replicaset/shop"), targets(s));
        assertEquals("oldest", s.actions().get(2).pick());
    }

    @Test
    void renamingADeploymentTakesItsActionsAndThoseAimedAtItsPodsAlong() throws Exception {
        Scenario s = took(x -> WorkloadEdits.addWorkload(x, Workload.DEPLOYMENT, 0));
        PodSpec template = s.workloads().deployments().get(0).template();
        // Its pods: NAME-HASH-xxxxx, the hash of the template, and after setImage of the template with the new image.
        String first = "deploy-1-" + ControllerPodNames.templateHash(template) + "-bcdfg";
        String second = "deploy-1-" + ControllerPodNames.templateHash(template.withContainerImage("web", "web:v2")) + "-xzz22";
        took(x -> ActionEdits.addAction(x, 5, ActionSpec.Kind.setImage, "deployment/deploy-1/web", "", "web:v2"));
        took(x -> ActionEdits.addAction(x, 6, ActionSpec.Kind.delete, "pod/" + first, "", ""));
        took(x -> ActionEdits.addAction(x, 20, ActionSpec.Kind.crash, "pod/" + second + "/web", "", "1"));
        took(x -> ActionEdits.addAction(x, 21, ActionSpec.Kind.scale, "deployment/deploy-1", "", "2"));

        s = took(x -> WorkloadEdits.workloadName(x, Workload.DEPLOYMENT, 0, "shop"));
        PodSpec renamed = s.workloads().deployments().get(0).template();
        assertEquals("shop", renamed.name());
        assertEquals(List.of("deployment/shop/web",
                "pod/shop-" + ControllerPodNames.templateHash(renamed) + "-bcdfg",
                "pod/shop-" + ControllerPodNames.templateHash(renamed.withContainerImage("web", "web:v2")) + "-xzz22/web",
                "deployment/shop"), targets(s));
    }
}
