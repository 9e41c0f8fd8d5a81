package io.boundarylab.bridge.scenario;

import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which steps and members of a playground's scenario the kernel replays, and the reasons in both languages. */
class ReplayPlannerTest {

    static Scenario read(String pods) {
        try {
            return parse(pods);
        } catch (io.boundarylab.engine.scenario.ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static Scenario parse(String pods) throws io.boundarylab.engine.scenario.ScenarioException {
        return ScenarioReader.parse("""
                scenario: playground
                seed: 1
                until: 20s
                platform: {atomicPlacement: true, startupOrdering: true, sharedIdentity: true, sharedStorage: true, sharedFate: true}
                nodes:
                  - {name: node-1, allocatable: {cpu: "2", memory: 4Gi, pods: 110}}
                pods:
                """ + pods, "playground.yaml");
    }

    static final String HELPER_POD = """
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  volumes: [{name: logs, emptyDir: {}}]
                  containers:
                    - name: web
                      image: web:v1
                      volumeMounts: [{name: logs, mountPath: /var/log/web}]
                      x-sim: {steps: [{listen: 8080}, {write: {path: /var/log/web/access.log, every: 1s}}, {run: forever}]}
                    - name: log-helper
                      image: helper:v1
                      volumeMounts: [{name: logs, mountPath: /logs}]
                      x-sim: {steps: [{connect: {to: "localhost:8080"}}, {ship: {from: /logs}}, {run: forever}]}
            """;

    @Test
    void aTwoContainerPodWithAHelperThatShipsALogReplaysWhole() {
        ReplayPlan plan = ReplayPlanner.plan(read(HELPER_POD));
        assertEquals(1, plan.pods().size());
        assertEquals(List.of("web", "log-helper"), plan.pods().get(0).members().stream().map(m -> m.spec().name()).toList());
        assertFalse(plan.partial());
        // 20 s of simulated horizon become the kernel's 8 s of real time: a note, nothing left out.
        assertEquals(1, plan.gaps().size());
        assertEquals("gap.horizon", plan.gaps().get(0).key());
        // Said as a learner reads it, not as "replayed without this: ...".
        assertEquals("the scenario: the kernel runs the first 8 s of the 20 s, in real time", plan.gaps().get(0).text(Locale.ENGLISH));
        assertEquals("el escenario: el kernel ejecuta los primeros 8 s de los 20 s, en tiempo real",
                plan.gaps().get(0).text(Locale.forLanguageTag("es")));
        assertEquals(ReplayPlanner.MAX_HORIZON_MS, plan.horizonMs());
        assertEquals(ReplayPlanner.MAX_HORIZON_MS, plan.replayed().untilMs());
        assertEquals(2, plan.replayed().pods().get(0).containers().size());
    }

    @Test
    void aStepTheBridgeCannotRunLeavesItsContainerOutAndSaysWhyInBothLanguages() {
        ReplayPlan plan = ReplayPlanner.plan(read("""
              - apiVersion: v1
                kind: Pod
                metadata: {name: shop}
                spec:
                  restartPolicy: Never
                  containers:
                    - {name: web, image: web:v1, x-sim: {steps: [{listen: 8080}, {run: forever}]}}
                    - {name: caller, image: c:v1, x-sim: {steps: [{sleep: 1s}, {connect: {to: "db:5432"}}, {run: forever}]}}
                    - {name: hog, image: h:v1, x-sim: {steps: [{allocate: 64Mi}, {run: forever}]}}
                    - {name: burner, image: b:v1, x-sim: {steps: [{burnCpu: {cores: 500m, for: 2s}}]}}
            """));
        assertEquals(List.of("web"), plan.pods().get(0).members().stream().map(m -> m.spec().name()).toList());
        assertTrue(plan.partial());
        ReplayGap remote = gap(plan, "caller");
        assertEquals(2, remote.step());
        assertEquals("gap.remote", remote.key());
        assertEquals("shop/caller, step 2: left out on the kernel: connect db:5432 reaches another pod or a Service; on the kernel each pod has only its own loopback",
                remote.text(Locale.ENGLISH));
        assertEquals("shop/caller, paso 2: se deja fuera en el kernel: connect db:5432 llega a otro pod o a un Service; en el kernel cada pod solo tiene su propio loopback",
                remote.text(Locale.forLanguageTag("es")));
        assertEquals("gap.allocate", gap(plan, "hog").key());
        assertEquals(1, gap(plan, "hog").step());
        assertEquals("gap.burn", gap(plan, "burner").key());
        // The simulation beside the kernel runs the same part: the replayed scenario has only web.
        assertEquals(List.of("web"), plan.replayed().pods().get(0).containers().stream().map(c -> c.name()).toList());
    }

    @Test
    void localConnectsRequestsServesTouchesRequiresAndExitsReplay() {
        ReplayPlan plan = ReplayPlanner.plan(read("""
              - apiVersion: v1
                kind: Pod
                metadata: {name: app}
                spec:
                  restartPolicy: Never
                  initContainers:
                    - {name: setup, image: s:v1, x-sim: {steps: [{touch: /work/ready}, {exit: 0}]}}
                  containers:
                    - {name: api, image: api:v2, x-sim: {steps: [{serve: {port: 8080}}, {run: forever}]}}
                    - {name: client, image: c:v1, x-sim: {steps: [{request: {to: "localhost:8080", every: 1s}}, {require: /etc/app.conf}, {sleep: 2s}, {exit: 3}]}}
            """));
        assertFalse(plan.partial(), () -> plan.gaps().toString());
        assertEquals(3, plan.pods().get(0).members().size());
        assertTrue(plan.pods().get(0).members().get(0).init());
    }

    @Test
    void whatAKubeletOrAControlPlaneDoesIsNamedAndTheRestRuns() {
        Scenario s = read("""
              - apiVersion: v1
                kind: Pod
                metadata: {name: web-app}
                spec:
                  containers:
                    - name: web
                      image: web:v1
                      livenessProbe: {httpGet: {port: 8080}, periodSeconds: 1}
                      x-sim: {steps: [{listen: 8080}, {run: forever}]}
                    - name: crasher
                      image: c:v1
                      x-sim: {steps: [{sleep: 2s}, {exit: 1}]}
            """);
        ReplayPlan plan = ReplayPlanner.plan(s);
        assertEquals("gap.probe", gap(plan, "web").key());
        assertTrue(gap(plan, "web").leftOut());
        // The crasher runs, once: under restartPolicy Always a kubelet would start it again.
        ReplayGap restart = gap(plan, "crasher");
        assertEquals("gap.restart", restart.key());
        assertFalse(restart.leftOut());
        assertEquals("web-app/crasher: al terminar, restartPolicy Always lo reiniciaría; el puente ejecuta cada contenedor una sola vez",
                restart.text(Locale.forLanguageTag("es")));
        assertEquals(List.of("crasher"), plan.pods().get(0).members().stream().map(m -> m.spec().name()).toList());
    }

    @Test
    void aPodWithNothingLeftIsLeftOutAndPathsThatClimbOutAreRefused() {
        ReplayPlan plan = ReplayPlanner.plan(read("""
              - apiVersion: v1
                kind: Pod
                metadata: {name: sneaky}
                spec:
                  containers:
                    - {name: w, image: w:v1, x-sim: {steps: [{write: /tmp/../../etc/x}]}}
            """));
        assertFalse(plan.runsAnything());
        assertEquals("gap.path", gap(plan, "w").key());
        assertTrue(plan.gaps().stream().anyMatch(g -> g.key().equals("gap.emptyPod") && g.container() == null));
        assertTrue(plan.gaps().stream().filter(g -> g.key().equals("gap.emptyPod")).findFirst().orElseThrow()
                .text(Locale.ENGLISH).startsWith("sneaky: left out on the kernel: "));
    }

    @Test
    void everyReasonReadsInEnglishAndSpanish() {
        for (String key : List.of("gap.actions", "gap.workloads", "gap.services", "gap.horizon", "gap.name", "gap.probe", "gap.readiness",
                "gap.hook", "gap.pull", "gap.hostPath", "gap.remote", "gap.allocate", "gap.burn", "gap.path", "gap.restart", "gap.tooMany",
                "gap.emptyPod")) {
            ReplayGap g = new ReplayGap(null, null, 0, true, key, List.of("1", "2"));
            String en = g.text(Locale.ENGLISH);
            String es = g.text(Locale.forLanguageTag("es"));
            assertTrue(en.startsWith("the scenario: left out on the kernel: "), en);
            assertTrue(es.startsWith("el escenario: se deja fuera en el kernel: "), es);
            assertFalse(es.contains("[EN]"), es);
            assertFalse(en.equals(es), key);
        }
    }

    private static ReplayGap gap(ReplayPlan plan, String container) {
        return plan.gaps().stream().filter(g -> container.equals(g.container())).findFirst().orElseThrow(() -> new AssertionError(plan.gaps()));
    }
}
