package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.Quantities;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.ContainerPortBuilder;
import io.fabric8.kubernetes.api.model.LifecycleBuilder;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirementsBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One pod's spec as Kubernetes runs it, whichever objects the export makes of it (a Pod, a member
 * Pod of the naive design, a ReplicaSet's or Deployment's template): its containers as scripts in
 * the export's image under the restricted security profile, their resources, ports, mounts, probes
 * and hooks, and its volumes. What has no faithful form is refused ({@link NotExportable}); what
 * runs differently is added to the export's notes.
 */
final class PodForms {
    private final Scenario scenario;
    private final String image;
    private final List<String> notes;

    /** @param notes the export's notes, which this adds to */
    PodForms(Scenario scenario, String image, List<String> notes) {
        this.scenario = scenario;
        this.image = image;
        this.notes = notes;
    }

    /** The pod's spec with these init and app containers, restart policy and volumes; what cannot be exported is refused, located at the pod. */
    io.fabric8.kubernetes.api.model.PodSpec podSpec(PodSpec p, List<ContainerSpec> inits, List<ContainerSpec> apps,
                                                            RestartPolicy policy, List<VolumeSpec> volumes) throws NotExportable {
        try {
            return podSpecOf(p, inits, apps, policy, volumes);
        } catch (NotExportable x) {
            throw x.within(NotExportable.Spot.pod(p.name()));
        }
    }

    private io.fabric8.kubernetes.api.model.PodSpec podSpecOf(PodSpec p, List<ContainerSpec> inits, List<ContainerSpec> apps,
                                                              RestartPolicy policy, List<VolumeSpec> volumes) throws NotExportable {
        String where = "pod/" + p.name();
        if (p.priority() != 0) {
            throw new NotExportable(where, Text.get("refuse.priority", String.valueOf(p.priority()))).within(NotExportable.Spot.field("priority"));
        }
        if (p.overhead() != null && !p.overhead().isEmpty()) {
            throw new NotExportable(where, Text.get("refuse.overhead")).within(NotExportable.Spot.field("overhead"));
        }
        if (p.nodeName() != null) notes.add(Text.get("note.nodeName", where, p.nodeName()));
        PodSpecBuilder b = new PodSpecBuilder().withRestartPolicy(policy.name())
                .withTerminationGracePeriodSeconds((long) ProbeForms.seconds(where, "terminationGracePeriod", p.terminationGracePeriodMs()));
        if (p.activeDeadlineMs() != null) b.withActiveDeadlineSeconds((long) ProbeForms.seconds(where, "activeDeadline", p.activeDeadlineMs()));
        for (ContainerSpec c : inits) b.addToInitContainers(container(where + "/" + c.name(), c));
        for (ContainerSpec c : apps) b.addToContainers(container(where + "/" + c.name(), c));
        for (VolumeSpec v : volumes) b.addToVolumes(volume(v));
        List<ContainerSpec> all = new ArrayList<>(inits);
        all.addAll(apps);
        boolean usesTheNode = RestrictedSecurity.usesTheNode(volumes, all);
        if (usesTheNode) notes.add(Text.get("note.privilegedLevel", where, RestrictedSecurity.PRIVILEGED_LEVEL, RestrictedSecurity.whatOfTheNode(volumes, all)));
        b.withSecurityContext(RestrictedSecurity.pod(usesTheNode));
        return b.build();
    }

    private static Volume volume(VolumeSpec v) {
        VolumeBuilder b = new VolumeBuilder().withName(v.name());
        return v.isEmptyDir() ? b.withNewEmptyDir().endEmptyDir().build()
                : b.withNewHostPath().withPath(v.hostPath()).withType("DirectoryOrCreate").endHostPath().build();
    }

    private Container container(String where, ContainerSpec c) throws NotExportable {
        try {
            return containerOf(where, c);
        } catch (NotExportable x) {
            throw x.within(NotExportable.Spot.container(c.name()));
        }
    }

    private Container containerOf(String where, ContainerSpec c) throws NotExportable {
        if (c.pullFailures() != 0) {
            throw new NotExportable(where, Text.get("refuse.pullFailures"))
                    .within(NotExportable.Spot.field("x-sim.pullFailures"));
        }
        ContainerBuilder b = new ContainerBuilder().withName(c.name()).withImage(image)
                .withSecurityContext(RestrictedSecurity.container())
                .withCommand("sh", "-c", ShellScript.of(where, ServiceNames.relative(scenario, where, c, notes)))
                // The simulated image rides in the template, so changing it changes the template and starts a rollout.
                .addNewEnv().withName(ShellScript.IMAGE_VARIABLE).withValue(c.image()).endEnv()
                .withResources(new ResourceRequirementsBuilder().withRequests(quantities(c.requests())).withLimits(quantities(c.limits())).build())
                .withStartupProbe(ProbeForms.probe(where, "startup", c.startupProbe()))
                .withLivenessProbe(ProbeForms.probe(where, "liveness", c.livenessProbe()))
                .withReadinessProbe(ProbeForms.probe(where, "readiness", c.readinessProbe()));
        // The kubelet's probe worker keeps its ticker when the container restarts: a restarted container is probed on the
        // first tick after its new start, not a period after it, as the engine does.
        for (var probe : java.util.Arrays.asList(c.livenessProbe(), c.readinessProbe())) {
            if (probe != null) {
                notes.add(Text.get("note.probeTicker", where, Quantities.formatDuration(probe.periodMs())));
                break;
            }
        }
        if (c.restartPolicy() != null) b.withRestartPolicy(c.restartPolicy().name());
        for (PortSpec p : c.ports()) {
            ContainerPortBuilder pb = new ContainerPortBuilder().withContainerPort(p.containerPort()).withProtocol(p.protocol());
            if (p.hostPort() != null) pb.withHostPort(p.hostPort()).withHostIP(PortSpec.ANY_IP.equals(p.hostIP()) ? null : p.hostIP());
            b.addToPorts(pb.build());
        }
        for (MountSpec m : c.volumeMounts()) b.addToVolumeMounts(new VolumeMountBuilder().withName(m.name()).withMountPath(m.mountPath()).build());
        if (c.postStart() != null || c.preStop() != null) {
            b.withLifecycle(new LifecycleBuilder().withPostStart(ProbeForms.hook(c.postStart())).withPreStop(ProbeForms.hook(c.preStop())).build());
        }
        return b.build();
    }

    private static Map<String, Quantity> quantities(Resources r) {
        Map<String, Quantity> q = new TreeMap<>();
        if (r == null) return q;
        if (r.cpuMilli() != null) q.put("cpu", new Quantity(r.cpuMilli() + "m"));
        if (r.memoryBytes() != null) q.put("memory", new Quantity(Long.toString(r.memoryBytes())));
        return q;
    }

    /** The container with its steps followed by an idle end, unless they end in an exit or run for ever already. */
    static ContainerSpec idleAtEnd(ContainerSpec c) {
        List<Step> steps = new ArrayList<>(c.steps());
        Step last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
        if (!(last instanceof Step.Exit) && !(last instanceof Step.Run)) steps.add(new Step.Run(null));
        return new ContainerSpec(c.name(), c.image(), null, c.requests(), c.limits(), c.ports(), c.volumeMounts(), c.startupProbe(),
                c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), steps,
                c.pullFailures());
    }

    /** A sidecar in a Pod of its own is an ordinary container there: Kubernetes allows restartPolicy only on init containers. */
    static ContainerSpec asAppContainer(ContainerSpec c) {
        return new ContainerSpec(c.name(), c.image(), null, c.requests(), c.limits(), c.ports(), c.volumeMounts(), c.startupProbe(),
                c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps(),
                c.pullFailures());
    }
}
