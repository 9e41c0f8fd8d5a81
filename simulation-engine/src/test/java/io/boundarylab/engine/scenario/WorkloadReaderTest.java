package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The control plane's fields (spec/workloads.md): read as written, defaults from Kubernetes, and
 * every bad value refused with {@code file:line:column: field: problem}, as the API server
 * refuses it where it does (apps/v1 validation).
 */
class WorkloadReaderTest {
    static final String BASE = """
            scenario: w
            until: 1m
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
            controlPlane: {nodeMonitorGracePeriod: 40s, defaultTolerationSeconds: 60, nodeFailure: lifecycle, kubeApiQps: 100, kubeApiBurst: 200}
            replicaSets:
              - apiVersion: apps/v1
                kind: ReplicaSet
                metadata: {name: web}
                spec:
                  replicas: 2
                  selector: {matchLabels: {app: web}}
                  template:
                    metadata: {labels: {app: web}}
                    spec:
                      containers:
                        - {name: web, image: "web:v1", x-sim: {steps: [{run: forever}]}}
            deployments:
              - apiVersion: apps/v1
                kind: Deployment
                metadata: {name: api}
                spec:
                  replicas: 2
                  minReadySeconds: 5
                  strategy: {type: RollingUpdate, rollingUpdate: {maxSurge: 1, maxUnavailable: 25%}}
                  selector: {matchLabels: {app: api}}
                  template:
                    metadata: {labels: {app: api, tier: back}}
                    spec:
                      containers:
                        - {name: api, image: "api:v1", x-sim: {steps: [{run: forever}]}}
            actions:
              - {at: 10s, do: scale, target: replicaset/web, replicas: 3}
            """;

    @Test
    void everythingIsReadAsWritten() throws ScenarioException {
        Scenario s = ScenarioReader.parse(BASE, "w.yaml");
        Workloads w = s.workloads();
        assertEquals(new ControlPlaneConfig(40_000, 60, ControlPlaneConfig.NodeFailureMode.lifecycle, 100, 200), w.controlPlane());
        ReplicaSetSpec rs = w.replicaSets().get(0);
        assertEquals("web", rs.name());
        assertEquals(2, rs.replicas());
        assertEquals(Map.of("app", "web"), rs.selector().matchLabels());
        assertEquals(Map.of("app", "web"), rs.template().labels());
        DeploymentSpec d = w.deployments().get(0);
        assertEquals(5, d.minReadySeconds());
        assertEquals(new DeploymentSpec.Strategy(false, DeploymentSpec.IntOrPercent.of(1), DeploymentSpec.IntOrPercent.percent(25)), d.strategy());
        assertEquals(new ActionSpec(10_000, ActionSpec.Kind.scale, new FaultTarget.Workload("replicaset", "web", null), null, 1, null, 3),
                s.actions().get(0));
    }

    @Test
    void kubernetesDefaultsWhenNothingIsSaid() throws ScenarioException {
        String text = BASE.replace("controlPlane: {nodeMonitorGracePeriod: 40s, defaultTolerationSeconds: 60, nodeFailure: lifecycle, kubeApiQps: 100, kubeApiBurst: 200}\n", "")
                .replace("      replicas: 2\n      minReadySeconds: 5\n      strategy: {type: RollingUpdate, rollingUpdate: {maxSurge: 1, maxUnavailable: 25%}}\n", "");
        Workloads w = ScenarioReader.parse(text, "w.yaml").workloads();
        assertEquals(new ControlPlaneConfig(50_000, 300, ControlPlaneConfig.NodeFailureMode.lifecycle, 20, 30), w.controlPlane());
        DeploymentSpec d = w.deployments().get(0);
        assertEquals(1, d.replicas(), "spec.replicas defaults to 1");
        assertEquals(0, d.minReadySeconds());
        assertEquals(DeploymentSpec.Strategy.DEFAULT, d.strategy(), "RollingUpdate with 25% and 25%");
    }

    @Test
    void aScenarioWithoutWorkloadsBuiltInCodeKeepsTheInstantNodeFailure() throws ScenarioException {
        Scenario s = ScenarioReader.parse(BASE, "w.yaml");
        Scenario inCode = new Scenario("c", 1, 1000L, s.platform(), s.scheduler(), s.nodes(), List.of(), List.of(), null);
        assertEquals(ControlPlaneConfig.NodeFailureMode.instant, inCode.workloads().controlPlane().nodeFailure());
    }

    @ParameterizedTest(name = "[{index}] {1} -> line {2}: {3}")
    @CsvSource(delimiter = '|', value = {
            // the ReplicaSet
            "'replicas: 2\n      selector: {matchLabels: {app: web}}' | 'replicas: -1\n      selector: {matchLabels: {app: web}}' | 11 | replicas: must be greater than or equal to 0",
            "'replicas: 2\n      selector: {matchLabels: {app: web}}' | 'replicas: 99999999999\n      selector: {matchLabels: {app: web}}' | 11 | replicas: too large: at most 2147483647",
            "'replicas: 2\n      selector: {matchLabels: {app: web}}' | 'replicas: two\n      selector: {matchLabels: {app: web}}' | 11 | replicas: expected a whole number",
            "'replicas: 2\n      selector: {matchLabels: {app: web}}' | 'replicas: [2]\n      selector: {matchLabels: {app: web}}' | 11 | replicas: expected a value",
            "'selector: {matchLabels: {app: web}}' | 'selector: {matchLabels: {}}' | 12 | matchLabels: empty selector is invalid for replicaset",
            "'selector: {matchLabels: {app: web}}' | 'selector: {}' | 12 | selector.matchLabels: required field is missing",
            "'selector: {matchLabels: {app: web}}' | 'selector: {matchLabels: {app: web}, matchExpressions: []}' | 12 | unknown field",
            "'metadata: {labels: {app: web}}' | 'metadata: {labels: {app: other}}' | 14 | `selector` (app=web) does not match template `labels` (app=other)",
            "'metadata: {labels: {app: web}}' | 'metadata: {labels: {}}' | 14 | does not match template `labels`",
            "'kind: ReplicaSet' | 'kind: Pod' | 8 | kind: expected ReplicaSet",
            "'metadata: {name: web}' | 'metadata: {name: Web}' | 9 | is not a valid name",
            "'metadata: {name: web}' | 'metadata: {name: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa}' | 9 | at most 52 characters",
            "'    spec:\n          containers:\n            - {name: web' | '    spec:\n          restartPolicy: Never\n          containers:\n            - {name: web' | 16 | template.spec.restartPolicy: Unsupported value: \"Never\"",
            "'    spec:\n          containers:\n            - {name: web' | '    spec:\n          activeDeadlineSeconds: 5\n          containers:\n            - {name: web' | 16 | template.spec.activeDeadlineSeconds: activeDeadlineSeconds in ReplicaSet is not Supported",
            "'    spec:\n          containers:\n            - {name: web' | '    spec:\n          containers: []\n          x:\n            - {name: web' | 16 | a pod needs at least one container",
            // the Deployment
            "'apiVersion: apps/v1\n    kind: Deployment' | 'apiVersion: apps/v2\n    kind: Deployment' | 19 | apiVersion: expected apps/v1",
            "'minReadySeconds: 5' | 'minReadySeconds: -5' | 24 | minReadySeconds: must be greater than or equal to 0",
            "'minReadySeconds: 5' | 'minReadySeconds: 9223372036854775807' | 24 | too large",
            "'maxSurge: 1,' | 'maxSurge: -1,' | 25 | maxSurge: must be greater than or equal to 0",
            "'maxSurge: 1,' | 'maxSurge: 1.5,' | 25 | expected a whole number or a percentage such as 25%",
            "'maxSurge: 1,' | 'maxSurge: 99999999999,' | 25 | expected a whole number or a percentage",
            "'maxSurge: 1, maxUnavailable: 25%' | 'maxSurge: 0, maxUnavailable: 0%' | 25 | may not be 0 when `maxSurge` is 0",
            "'maxUnavailable: 25%' | 'maxUnavailable: 150%' | 25 | must not be greater than 100%",
            "'type: RollingUpdate,' | 'type: BlueGreen,' | 25 | 'BlueGreen' is not one of [Recreate, RollingUpdate]",
            "'type: RollingUpdate,' | 'type: Recreate,' | 25 | may not be specified when strategy `type` is 'Recreate'",
            "'metadata: {labels: {app: api, tier: back}}' | 'metadata: {labels: {tier: back}}' | 28 | does not match template `labels`",
            // controlPlane
            "'nodeMonitorGracePeriod: 40s' | 'nodeMonitorGracePeriod: 0s' | 5 | nodeMonitorGracePeriod: must be more than 0s",
            "'nodeMonitorGracePeriod: 40s' | 'nodeMonitorGracePeriod: -40s' | 5 | not a duration",
            "'nodeMonitorGracePeriod: 40s' | 'nodeMonitorGracePeriod: 9999999999999999h' | 5 | too large: at most 876000h",
            "'nodeMonitorGracePeriod: 40s' | 'nodeMonitorGracePeriod: 40' | 5 | not a duration",
            "'defaultTolerationSeconds: 60' | 'defaultTolerationSeconds: -1' | 5 | defaultTolerationSeconds: must be greater than or equal to 0",
            "'defaultTolerationSeconds: 60' | 'defaultTolerationSeconds: 9223372036854776' | 5 | too large",
            "'defaultTolerationSeconds: 60' | 'defaultTolerationSeconds: 99999999999999999999' | 5 | too large",
            "'defaultTolerationSeconds: 60' | 'defaultTolerationSeconds: 5m' | 5 | expected a whole number",
            "'nodeFailure: lifecycle' | 'nodeFailure: sometimes' | 5 | 'sometimes' is not one of",
            "'nodeFailure: lifecycle' | 'nodeFailure: lifecycle, grace: 1s' | 5 | unknown field",
            "'kubeApiQps: 100' | 'kubeApiQps: 0' | 5 | kubeApiQps: must be greater than 0",
            "'kubeApiQps: 100' | 'kubeApiQps: -20' | 5 | kubeApiQps: must be greater than 0",
            "'kubeApiQps: 100' | 'kubeApiQps: 10001' | 5 | kubeApiQps: too large: at most 10000",
            "'kubeApiQps: 100' | 'kubeApiQps: 99999999999999999999' | 5 | kubeApiQps: too large",
            "'kubeApiQps: 100' | 'kubeApiQps: 20.5' | 5 | kubeApiQps: expected a whole number, got '20.5'",
            "'kubeApiQps: 100' | 'kubeApiQps: fast' | 5 | kubeApiQps: expected a whole number, got 'fast'",
            "'kubeApiQps: 100' | 'kubeApiQps: [100]' | 5 | kubeApiQps: expected a value",
            "'kubeApiQps: 100' | 'kubeApiQps: {qps: 100}' | 5 | kubeApiQps: expected a value",
            "'kubeApiBurst: 200' | 'kubeApiBurst: 0' | 5 | kubeApiBurst: must be greater than 0",
            "'kubeApiBurst: 200' | 'kubeApiBurst: 10001' | 5 | kubeApiBurst: too large: at most 10000",
            "'kubeApiBurst: 200' | 'kubeApiBurst: 2e2' | 5 | kubeApiBurst: expected a whole number",
            "'kubeApiBurst: 200' | 'kubeApiBurst: true' | 5 | kubeApiBurst: expected a whole number",
            "'controlPlane: {nodeMonitorGracePeriod: 40s, defaultTolerationSeconds: 60, nodeFailure: lifecycle, kubeApiQps: 100, kubeApiBurst: 200}' | 'controlPlane: [40s]' | 5 | expected a map",
            // actions
            "'replicas: 3}' | '}' | 33 | replicas: required field is missing",
            "'replicas: 3}' | 'replicas: -3}' | 33 | replicas: must be 0 or more",
            "'replicas: 3}' | 'replicas: 3000000000}' | 33 | too large: at most 2147483647",
            "'target: replicaset/web' | 'target: replicaset/nope' | 33 | no replicaset is named 'nope'",
            "'target: replicaset/web' | 'target: deployment/web' | 33 | no deployment is named 'web'",
            "'target: replicaset/web' | 'target: deployment/api/api' | 33 | scale needs a replicaset/NAME or deployment/NAME target",
            "'do: scale, target: replicaset/web, replicas: 3' | 'do: setImage, target: replicaset/web/web, image: w' | 33 | setImage on a workload needs deployment/NAME/CONTAINER",
            "'do: scale, target: replicaset/web, replicas: 3' | 'do: setImage, target: deployment/api/nope, image: w' | 33 | has no container named 'nope'",
            "'do: scale, target: replicaset/web, replicas: 3' | 'do: recoverNode, target: replicaset/web' | 33 | recoverNode needs a node/NAME target",
            "'do: scale, target: replicaset/web, replicas: 3' | 'do: failNode, target: node/node-1, replicas: 3' | 33 | only scale takes replicas",
            "'do: scale, target: replicaset/web, replicas: 3' | 'do: evict, target: deployment/api' | 33 | evict needs a pod target"})
    void badInputIsRefusedWithFileLineColumnAndField(String find, String replace, int line, String fragment) {
        String text = BASE.replace(find.replace("\\n", "\n"), replace.replace("\\n", "\n"));
        assertTrue(!text.equals(BASE), "the case must change the scenario: " + find);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, "w.yaml"));
        assertTrue(e.getMessage().matches("w\\.yaml:" + line + ":\\d+: .*"), e.getMessage());
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
    }

    @Test
    void aNullReplicaCountIsUnsetAndDefaultsToOneAsInKubernetes() throws ScenarioException {
        String text = BASE.replace("replicas: 2\n      selector: {matchLabels: {app: web}}", "replicas:\n      selector: {matchLabels: {app: web}}");
        assertEquals(1, ScenarioReader.parse(text, "w.yaml").workloads().replicaSets().get(0).replicas());
    }

    @Test
    void twoReplicaSetsOfOneNameAreRefused() {
        String rs = BASE.substring(BASE.indexOf("  - apiVersion: apps/v1\n    kind: ReplicaSet"), BASE.indexOf("deployments:"));
        String text = BASE.replace("deployments:", rs + "deployments:");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, "w.yaml"));
        assertTrue(e.getMessage().matches("w\\.yaml:18:\\d+: .*two replicaSets are named 'web'"), e.getMessage());
    }
}
