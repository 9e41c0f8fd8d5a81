package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Steps that ask a pod's IP address written in the scenario: the simulation's pod network is not
 * the cluster's, so on the cluster nothing of the scenario answers there. The step is exported as
 * it is written (that is what pinning to an address does) and a note says what changes.
 */
final class AddressNotes {
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private AddressNotes() {
    }

    static List<String> of(Scenario scenario, Supplier<List<TraceEvent>> simulation) {
        List<PodSpec> pods = new ArrayList<>(scenario.pods());
        for (var rs : scenario.workloads().replicaSets()) pods.add(rs.template());
        for (var d : scenario.workloads().deployments()) pods.add(d.template());
        List<String> out = new ArrayList<>();
        for (PodSpec p : pods) {
            for (ContainerSpec c : p.allContainers()) {
                for (Step step : c.steps()) {
                    String host = step instanceof Step.Request r ? r.host() : step instanceof Step.Connect k ? k.host() : null;
                    int port = step instanceof Step.Request r ? r.port() : step instanceof Step.Connect k ? k.port() : 0;
                    if (host == null || !IPV4.matcher(host).matches() || host.startsWith("127.")) continue;
                    Set<String> owners = new LinkedHashSet<>();
                    for (TraceEvent e : simulation.get()) if (e.type() == EventType.Started && host.equals(e.ip())) owners.add(e.pod());
                    String whose = owners.isEmpty() ? Text.get("note.address.nobody") : String.join(", ", owners);
                    out.add(Text.get("note.address", "pod/" + p.name() + "/" + c.name(), host + ":" + port, whose));
                }
            }
        }
        return out;
    }
}
