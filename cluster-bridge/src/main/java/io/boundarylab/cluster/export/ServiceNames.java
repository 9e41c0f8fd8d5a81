package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ServiceHost;
import io.boundarylab.engine.scenario.ServiceSpec;
import io.boundarylab.engine.scenario.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * A Service's name written with the scenario's namespace ({@code web.default}, {@code web.default.svc.cluster.local}).
 * The scenario's objects live in {@value ServiceSpec#NAMESPACE}; the exported ones in the namespace the run is applied
 * to, where that name would look for the Service in a namespace the run does not use. The export asks the name relative
 * to the Pod's own namespace instead, which reaches the same Service, and says so.
 */
final class ServiceNames {
    private ServiceNames() {
    }

    /** The container with every step that names one of the scenario's Services with its namespace asking the bare name. */
    static ContainerSpec relative(Scenario scenario, String where, ContainerSpec c, List<String> notes) {
        List<Step> steps = new ArrayList<>();
        boolean changed = false;
        for (Step step : c.steps()) {
            Step out = step;
            if (step instanceof Step.Connect k && bare(scenario, k.host()) != null) {
                out = new Step.Connect(bare(scenario, k.host()), k.port(), k.required());
                note(notes, where, k.host() + ":" + k.port(), bare(scenario, k.host()));
            } else if (step instanceof Step.Request r && bare(scenario, r.host()) != null) {
                out = new Step.Request(bare(scenario, r.host()), r.port(), r.everyMs());
                note(notes, where, r.host() + ":" + r.port(), bare(scenario, r.host()));
            }
            changed |= out != step;
            steps.add(out);
        }
        if (!changed) return c;
        return new ContainerSpec(c.name(), c.image(), c.restartPolicy(), c.requests(), c.limits(), c.ports(), c.volumeMounts(), c.startupProbe(),
                c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), steps,
                c.pullFailures());
    }

    private static void note(List<String> notes, String where, String asked, String service) {
        String n = Text.get("note.serviceName", where, asked, service, ServiceSpec.NAMESPACE);
        if (!notes.contains(n)) notes.add(n);
    }

    /** The Service's bare name, when the host names one of the scenario's Services together with the scenario's namespace. */
    static String bare(Scenario scenario, String host) {
        ServiceHost h = ServiceHost.parse(host);
        if (h == null || h.namespace() == null || !h.inScenarioNamespace()) return null;
        for (ServiceSpec s : scenario.services()) if (s.name().equals(h.service())) return s.name();
        return null;
    }
}
