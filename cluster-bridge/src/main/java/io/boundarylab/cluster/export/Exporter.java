package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ServiceSpec;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.ContainerPortBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.LifecycleBuilder;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirementsBuilder;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.fabric8.kubernetes.api.model.ServicePortBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetBuilder;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns a scenario into {@link Manifests}. With {@code split}, every container of a pod becomes
 * a Pod of its own with the pod's labels and its own copy of each emptyDir: the naive platform as
 * it really runs. Everything the cluster cannot reproduce is refused ({@link NotExportable});
 * everything it reproduces differently is said in {@link Manifests#notes()}.
 */
public final class Exporter {
    /** The image the scripts run in unless {@code --image} names another. */
    public static final String DEFAULT_IMAGE = "busybox:1.36";

    private final Scenario scenario;
    private final boolean split;
    private final String image;
    private final List<String> notes = new ArrayList<>();
    private List<io.boundarylab.engine.trace.TraceEvent> simulated;

    private Exporter(Scenario scenario, boolean split, String image) {
        this.scenario = scenario;
        this.split = split;
        this.image = image;
    }

    /**
     * @param split whether to export each container as its own Pod (a naive variant)
     * @param image the image every script runs in
     */
    public static Manifests export(Scenario scenario, boolean split, String image) throws NotExportable {
        return new Exporter(scenario, split, image).run();
    }

    private Manifests run() throws NotExportable {
        if (split && scenario.workloads().any()) {
            throw new NotExportable("scenario " + scenario.name(), Text.get("refuse.naiveWorkloads"))
                    .within(NotExportable.Spot.field(scenario.workloads().replicaSets().isEmpty() ? "deployments" : "replicaSets"));
        }
        List<HasMetadata> objects = new ArrayList<>();
        for (PodSpec p : scenario.pods()) objects.addAll(split ? memberPods(p) : List.of(pod(p)));
        for (ServiceSpec s : scenario.services()) objects.add(service(s));
        for (ReplicaSetSpec rs : scenario.workloads().replicaSets()) objects.add(replicaSet(rs));
        for (DeploymentSpec d : scenario.workloads().deployments()) objects.add(deployment(d));
        List<Manifests.TimedAction> timeline = new ArrayList<>();
        NodeLoss nodeLoss = new NodeLoss(scenario, split, this::simulated);
        for (int i = 0; i < scenario.actions().size(); i++) {
            try {
                timeline.add(action(scenario.actions().get(i), nodeLoss));
            } catch (NotExportable x) {
                throw x.within(NotExportable.Spot.action(i));
            }
        }
        List<String> all = new ArrayList<>(platformNotes());
        all.add(Text.get("note.image", image, String.join(", ", images())));
        List<String> nodes = new ArrayList<>();
        for (NodeSpec n : scenario.nodes()) nodes.add(n.name());
        if (!nodes.isEmpty()) all.add(Text.get("note.nodes", String.join(", ", nodes)));
        all.addAll(notes);
        all.addAll(AddressNotes.of(scenario, this::simulated));
        long until = scenario.untilMs() == null ? 60_000 : scenario.untilMs();
        return new Manifests(scenario.name(), objects, split, all, timeline, until);
    }

    /** The scenario's simulated trace, run once and only when a note or a node loss needs it. */
    private List<io.boundarylab.engine.trace.TraceEvent> simulated() {
        if (simulated == null) simulated = io.boundarylab.engine.Simulator.run(scenario).trace();
        return simulated;
    }

    private List<String> platformNotes() {
        List<String> out = new ArrayList<>();
        if (split) out.add(Text.get("note.split", String.join(", ", podNames())));
        for (Guarantee g : Guarantee.values()) {
            boolean on = scenario.platform().enforces(g);
            if (split && on) out.add(Text.get("note.on.split", Text.get("guarantee." + g.name())));
            if (!split && !on) out.add(Text.get("note.off.pod", Text.get("guarantee." + g.name())));
        }
        return out;
    }

    private List<String> podNames() {
        List<String> names = new ArrayList<>();
        for (PodSpec p : scenario.pods()) names.add(p.name());
        return names;
    }

    /** Every image the scenario names: its pods' and its ReplicaSets' and Deployments' templates'. */
    private Set<String> images() {
        Set<String> s = new LinkedHashSet<>();
        for (PodSpec p : everyPodSpec()) for (ContainerSpec c : p.allContainers()) if (c.image() != null) s.add(c.image());
        return s;
    }

    private List<PodSpec> everyPodSpec() {
        List<PodSpec> all = new ArrayList<>(scenario.pods());
        for (ReplicaSetSpec rs : scenario.workloads().replicaSets()) all.add(rs.template());
        for (DeploymentSpec d : scenario.workloads().deployments()) all.add(d.template());
        return all;
    }

    private ObjectMeta meta(String name, Map<String, String> labels) {
        Map<String, String> all = new TreeMap<>(labels);
        all.put(Labels.MANAGED_BY, Labels.MANAGED_BY_VALUE);
        all.put(Labels.SCENARIO, Labels.value(scenario.name()));
        return new ObjectMetaBuilder().withName(name).withLabels(all).build();
    }

    private HasMetadata pod(PodSpec p) throws NotExportable {
        Map<String, String> labels = new TreeMap<>(p.labels());
        labels.put(Labels.POD, p.name());
        return new PodBuilder().withMetadata(meta(p.name(), labels)).withSpec(podSpec(p, p.initContainers(), p.containers(), p.restartPolicy(), p.volumes()))
                .build();
    }

    /** The naive design: one Pod per container, named POD-CONTAINER, with the pod's labels and its own volumes. */
    private List<HasMetadata> memberPods(PodSpec p) throws NotExportable {
        List<HasMetadata> out = new ArrayList<>();
        for (ContainerSpec c : p.allContainers()) {
            boolean init = p.initContainers().contains(c) && !c.isSidecar();
            RestartPolicy policy = p.restartPolicy();
            if (init && policy == RestartPolicy.Always) {
                policy = RestartPolicy.OnFailure;
                notes.add(Text.get("note.initAsPod", "pod/" + p.name() + "/" + c.name()));
            }
            List<VolumeSpec> own = new ArrayList<>();
            for (MountSpec m : c.volumeMounts()) if (p.volume(m.name()) != null && !own.contains(p.volume(m.name()))) own.add(p.volume(m.name()));
            Map<String, String> labels = new TreeMap<>(p.labels());
            labels.put(Labels.POD, p.name());
            labels.put(Labels.MEMBER, c.name());
            ContainerSpec asApp = c.restartPolicy() == null ? c : asAppContainer(c);
            out.add(new PodBuilder().withMetadata(meta(p.name() + "-" + c.name(), labels))
                    .withSpec(podSpec(p, List.of(), List.of(asApp), policy, own)).build());
        }
        return out;
    }

    /** A sidecar in a Pod of its own is an ordinary container there: Kubernetes allows restartPolicy only on init containers. */
    private static ContainerSpec asAppContainer(ContainerSpec c) {
        return new ContainerSpec(c.name(), c.image(), null, c.requests(), c.limits(), c.ports(), c.volumeMounts(), c.startupProbe(),
                c.livenessProbe(), c.readinessProbe(), c.postStart(), c.preStop(), c.onSigtermAfterMs(), c.onSigtermExitCode(), c.steps(),
                c.pullFailures());
    }

    private io.fabric8.kubernetes.api.model.PodSpec podSpec(PodSpec p, List<ContainerSpec> inits, List<ContainerSpec> apps,
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
                .withCommand("sh", "-c", ShellScript.of(where, ServiceNames.relative(scenario, where, c, notes)))
                // The simulated image rides in the template, so changing it changes the template and starts a rollout.
                .addNewEnv().withName(ShellScript.IMAGE_VARIABLE).withValue(c.image()).endEnv()
                .withResources(new ResourceRequirementsBuilder().withRequests(quantities(c.requests())).withLimits(quantities(c.limits())).build())
                .withStartupProbe(ProbeForms.probe(where, "startup", c.startupProbe()))
                .withLivenessProbe(ProbeForms.probe(where, "liveness", c.livenessProbe()))
                .withReadinessProbe(ProbeForms.probe(where, "readiness", c.readinessProbe()));
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

    private HasMetadata service(ServiceSpec s) {
        ServiceBuilder b = new ServiceBuilder().withMetadata(meta(s.name(), Map.of())).withNewSpec().withType("ClusterIP")
                .withSelector(s.selector().matchLabels()).withPublishNotReadyAddresses(s.publishNotReadyAddresses() ? true : null).endSpec();
        for (ServiceSpec.Port p : s.ports()) {
            b.editSpec().addToPorts(new ServicePortBuilder().withName(p.name()).withPort(p.port()).withTargetPort(new IntOrString(p.targetPort()))
                    .withProtocol(p.protocol()).build()).endSpec();
        }
        return b.build();
    }

    private HasMetadata replicaSet(ReplicaSetSpec rs) throws NotExportable {
        return new ReplicaSetBuilder().withMetadata(meta(rs.name(), Map.of())).withNewSpec().withReplicas(rs.replicas())
                .withNewSelector().withMatchLabels(rs.selector().matchLabels()).endSelector()
                .withTemplate(template(rs.template())).endSpec().build();
    }

    private HasMetadata deployment(DeploymentSpec d) throws NotExportable {
        DeploymentBuilder b = new DeploymentBuilder().withMetadata(meta(d.name(), Map.of())).withNewSpec().withReplicas(d.replicas())
                .withMinReadySeconds((int) d.minReadySeconds()).withNewSelector().withMatchLabels(d.selector().matchLabels()).endSelector()
                .withTemplate(template(d.template())).endSpec();
        DeploymentSpec.Strategy s = d.strategy();
        if (s.recreate()) {
            b.editSpec().withNewStrategy().withType("Recreate").endStrategy().endSpec();
        } else {
            b.editSpec().withNewStrategy().withType("RollingUpdate").withNewRollingUpdate().withMaxSurge(intOrPercent(s.maxSurge()))
                    .withMaxUnavailable(intOrPercent(s.maxUnavailable())).endRollingUpdate().endStrategy().endSpec();
        }
        return b.build();
    }

    private static IntOrString intOrPercent(DeploymentSpec.IntOrPercent v) {
        return v.percent() ? new IntOrString(v.value() + "%") : new IntOrString(v.value());
    }

    private io.fabric8.kubernetes.api.model.PodTemplateSpec template(PodSpec p) throws NotExportable {
        Map<String, String> labels = new TreeMap<>(p.labels());
        labels.put(Labels.MANAGED_BY, Labels.MANAGED_BY_VALUE);
        labels.put(Labels.SCENARIO, Labels.value(scenario.name()));
        return new PodTemplateSpecBuilder().withNewMetadata().withLabels(labels).endMetadata()
                .withSpec(podSpec(p, p.initContainers(), p.containers(), p.restartPolicy(), p.volumes())).build();
    }

    private Manifests.TimedAction action(ActionSpec a, NodeLoss nodeLoss) throws NotExportable {
        return TimelineForms.of(scenario, split, a, nodeLoss, notes);
    }
}
