package io.boundarylab.app.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.playground.ProbeEdits.ProbeKind;
import io.boundarylab.app.playground.WorkloadEdits.Workload;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ScenarioReader;
import io.boundarylab.engine.scenario.ScenarioWriter;
import java.util.List;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Form → YAML → parse → form: any run of the form's edits of workloads, Services, actions and
 * probes (good values and bad) leaves a YAML that reads back as the scenario the form shows, and a
 * refused edit changes neither.
 */
class PlaygroundFormPropertiesTest {
    private static final String BLANK = """
            scenario: mine
            seed: 1
            until: 30s
            nodes:
              - {name: node-1, allocatable: {cpu: "2", memory: 4Gi}}
            pods:
              - apiVersion: v1
                kind: Pod
                metadata: {name: app, labels: {app: app}}
                spec:
                  containers:
                    - name: main
                      image: app:v1
                      x-sim:
                        steps:
                          - listen: 8080
                          - run: forever
            """;

    /** One edit the form can make, named for the report of a failing case. */
    record Edit(String name, UnaryOperator<Scenario> change) {
        @Override public String toString() { return name; }
    }

    @Property(tries = 200)
    void theYamlAlwaysReadsBackAsTheFormsScenario(@ForAll("edits") List<Edit> edits) throws Exception {
        PlaygroundViewModel vm = new PlaygroundViewModel(ScenarioWriter::write);
        vm.start(ScenarioReader.parse(BLANK, "blank.yaml"));
        for (Edit e : edits) {
            Scenario before = vm.scenario();
            String yaml = vm.yamlProperty().get();
            boolean took = vm.edit(e.change());
            // The report shows how many edits took: a generator that only made refusals would test little.
            net.jqwik.api.statistics.Statistics.label("edit took").collect(took);
            if (!took) {
                assertEquals(before, vm.scenario(), e.name());
                assertEquals(yaml, vm.yamlProperty().get(), e.name());
                assertTrue(vm.errorProperty().get() != null, e.name());
            }
            Scenario read = ScenarioReader.parse(vm.yamlProperty().get(), PlaygroundViewModel.FILE);
            assertEquals(read, vm.scenario(), e.name());
            assertEquals(vm.yamlProperty().get(), ScenarioWriter.write(read), e.name());
        }
        Scenario end = vm.scenario();
        net.jqwik.api.statistics.Statistics.label("ends with").collect(
                (end.workloads().any() ? "workloads " : "") + (end.services().isEmpty() ? "" : "services ") + (end.actions().isEmpty() ? "" : "actions"));
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<Integer> small = Arbitraries.integers().between(-1, 3);
        // Mostly values that take, now and then one at or past an edge.
        Arbitrary<Long> number = Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(8, Arbitraries.longs().between(0, 12)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(-2, -1)), net.jqwik.api.Tuple.of(1, Arbitraries.just(Long.MAX_VALUE)));
        Edit addService = new Edit("add service", ServiceEdits::addService);
        Arbitrary<Workload> workload = Arbitraries.of(Workload.class);
        Arbitrary<String> labels = Arbitraries.of("app=app", "app=web,tier=front", "", "bad", "k=v");
        Arbitrary<String> names = Arbitraries.of("web", "api", "", "Bad_Name", "rs-1", "deploy-1");
        Arbitrary<String> bounds = Arbitraries.of("0", "1", "25%", "100%", "101%", "x", "");
        Arbitrary<Edit> one = Arbitraries.oneOf(
                workload.map(w -> new Edit("add " + w, x -> WorkloadEdits.addWorkload(x, w, 0))),
                workload.map(w -> new Edit("add " + w, x -> WorkloadEdits.addWorkload(x, w, 0))),
                Arbitraries.just(addService),
                Arbitraries.oneOf(workload.map(w -> new Edit("remove first " + w, x -> WorkloadEdits.removeWorkload(x, w, 0)))),
                Arbitraries.oneOf(names.map(n -> new Edit("name deployment " + n, x -> WorkloadEdits.workloadName(x, Workload.DEPLOYMENT, 0, n))),
                        names.map(n -> new Edit("name replicaset " + n, x -> WorkloadEdits.workloadName(x, Workload.REPLICASET, 0, n)))),
                number.map(n -> new Edit("replicas " + n, x -> WorkloadEdits.replicas(x, Workload.DEPLOYMENT, 0, n))),
                labels.map(l -> new Edit("selector " + l, x -> WorkloadEdits.selector(x, Workload.REPLICASET, 0, l))),
                number.map(n -> new Edit("minReady " + n, x -> WorkloadEdits.minReadySeconds(x, 0, n))),
                bounds.flatMap(a -> bounds.map(b -> new Edit("rolling " + a + "/" + b, x -> WorkloadEdits.strategy(x, 0, false, a, b)))),
                Arbitraries.just(new Edit("recreate", x -> WorkloadEdits.strategy(x, 0, true, "", ""))),
                Arbitraries.just(addService),
                small.map(i -> new Edit("remove service " + i, x -> ServiceEdits.removeService(x, i))),
                names.map(n -> new Edit("name service " + n, x -> ServiceEdits.serviceName(x, 0, n))),
                labels.map(l -> new Edit("service selector " + l, x -> ServiceEdits.serviceSelector(x, 0, l))),
                Arbitraries.of(true, false).map(b -> new Edit("publish " + b, x -> ServiceEdits.publishNotReadyAddresses(x, 0, b))),
                number.map(n -> new Edit("service port " + n, x -> ServiceEdits.addServicePort(x, 0, 80 + n, 8080))),
                small.map(i -> new Edit("remove service port " + i, x -> ServiceEdits.removeServicePort(x, 0, i))),
                Arbitraries.of(ActionSpec.Kind.class).flatMap(k -> number.flatMap(at -> Arbitraries.of("", "", "oldest", "0")
                        .flatMap(pick -> Arbitraries.of("", "1", "2", "web:v2", "-1").map(v -> new Edit(k + " at " + at + " pick " + pick + " value " + v,
                                x -> ActionEdits.addAction(x, at, k, ActionEdits.suggestedTarget(x, k), pick, v)))))),
                small.map(i -> new Edit("remove action " + i, x -> ActionEdits.removeAction(x, i))),
                Arbitraries.of(ProbeKind.class).flatMap(k -> Arbitraries.of(ProbeEdits.Probe.class).flatMap(p ->
                        Arbitraries.of("8080", "/ready", "3", "fail,pass", "", "0").flatMap(v -> number.flatMap(period ->
                                Arbitraries.of(1L, 2L).map(times -> new Edit(p + " probe " + k + " " + v + " every " + period + " timeout and successes " + times,
                                        x -> ProbeEdits.probe(x, 0, 0, p, k, v, new ProbeEdits.ProbeTiming(0, period, times, times, 3)))))))));
        return one.list().ofMinSize(1).ofMaxSize(16);
    }
}
