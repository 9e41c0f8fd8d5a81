package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.cluster.Guarantee;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.NodeSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.ReplicaSetSpec;
import io.boundarylab.engine.scenario.RestartPolicy;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.ServiceSpec;
import io.boundarylab.engine.scenario.Step;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.fabric8.kubernetes.api.model.ServicePortBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetBuilder;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns a scenario into {@link Manifests}, in the {@link ExportForm} its variant calls for: the
 * Pod as it is, or the naive design that breaks only the guarantee under test. Everything the cluster cannot reproduce is refused ({@link NotExportable});
 * everything it reproduces differently is said in {@link Manifests#notes()}.
 */
public final class Exporter {
    /** The image the scripts run in unless {@code --image} names another. */
    public static final String DEFAULT_IMAGE = "busybox:1.36";

    private final Scenario scenario;
    private final ExportForm form;
    private final boolean split;
    private final String image;
    private final List<String> notes = new ArrayList<>();
    private final PodForms pods;
    private List<io.boundarylab.engine.trace.TraceEvent> simulated;

    private Exporter(Scenario scenario, ExportForm form, String image) {
        this.scenario = scenario;
        this.form = form;
        this.split = form.split();
        this.image = image;
        this.pods = new PodForms(scenario, image, notes);
    }

    /**
     * A scenario file: the naive design when atomic placement is off.
     *
     * @param naive whether to export the naive design (each container its own Pod)
     * @param image the image every script runs in
     */
    public static Manifests export(Scenario scenario, boolean naive, String image) throws NotExportable {
        return export(scenario, naive, null, image);
    }

    /**
     * An episode's variant: the naive design is the one its switches describe ({@link ExportForm}).
     *
     * @param naive whether the variant goes without the guarantee under test
     * @param focus the guarantee under test, or null for a scenario file
     * @param image the image every script runs in
     */
    public static Manifests export(Scenario scenario, boolean naive, Guarantee focus, String image) throws NotExportable {
        return new Exporter(scenario, ExportForm.of(scenario.platform(), naive, focus), image).run();
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
        String capacity = Capacity.note(objects);
        if (capacity != null) all.add(capacity);
        long until = scenario.untilMs() == null ? 60_000 : scenario.untilMs();
        // Each note once: the member Pods of one pod find the same thing to say about it.
        return new Manifests(scenario.name(), objects, split, List.copyOf(new java.util.LinkedHashSet<>(all)), timeline, until);
    }

    /** The scenario's simulated trace, run once and only when a note or a node loss needs it. */
    private List<io.boundarylab.engine.trace.TraceEvent> simulated() {
        if (simulated == null) simulated = io.boundarylab.engine.Simulator.run(scenario).trace();
        return simulated;
    }

    private List<String> platformNotes() {
        List<String> out = new ArrayList<>();
        if (split) out.add(Text.get("note.split", String.join(", ", podNames())));
        if (form.initsAsApps()) out.add(Text.get("note.initsAsApps", String.join(", ", podNames())));
        for (Guarantee g : Guarantee.values()) {
            boolean on = scenario.platform().enforces(g);
            // What the form keeps or breaks itself is said by its own note.
            boolean kept = (g == Guarantee.SHARED_STORAGE && form.nodeFolders()) || (g == Guarantee.ATOMIC_PLACEMENT && form.sameNode());
            boolean broken = g == Guarantee.STARTUP_ORDERING && form.initsAsApps();
            if (split && on && !kept) out.add(Text.get("note.on.split", Text.get("guarantee." + g.name())));
            // Ordering is about init containers: with none, there is nothing a switch could change, and the startup-order
            // episode's naive export does turn it off, so "no switch" would be false.
            boolean moot = g == Guarantee.STARTUP_ORDERING && scenario.pods().stream().allMatch(p -> p.initContainers().isEmpty());
            if (!split && !on && !broken && !moot) out.add(Text.get("note.off.pod", Text.get("guarantee." + g.name())));
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
        List<ContainerSpec> inits = p.initContainers();
        List<ContainerSpec> apps = p.containers();
        List<String> initsRunAsApps = new ArrayList<>();
        if (form.initsAsApps()) {
            // Without startup ordering the engine starts them with the rest and runs each once: here an
            // app container that, its steps done, stays idle (an exit 0 would be restarted under Always).
            inits = new ArrayList<>();
            apps = new ArrayList<>();
            for (ContainerSpec c : p.initContainers()) {
                if (c.isSidecar()) {
                    inits.add(c);
                } else {
                    apps.add(PodForms.idleAtEnd(c));
                    initsRunAsApps.add(c.name());
                }
            }
            apps.addAll(p.containers());
        }
        ObjectMeta meta = meta(p.name(), labels);
        if (!initsRunAsApps.isEmpty()) meta.setAnnotations(Map.of(Labels.INIT_CONTAINERS, String.join(",", initsRunAsApps)));
        return new PodBuilder().withMetadata(meta).withSpec(pods.podSpec(p, inits, apps, p.restartPolicy(), p.volumes()))
                .build();
    }

    /**
     * The naive design: one Pod per container, named POD-CONTAINER; the pod's labels only on a member
     * that serves, its volumes its own unless storage is shared on the node, on one node when placement is kept.
     */
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
            for (MountSpec m : c.volumeMounts()) {
                VolumeSpec v = p.volume(m.name());
                if (v == null) continue;
                if (form.nodeFolders() && v.isEmptyDir() && sharedByMembers(p, v)) v = new VolumeSpec(v.name(), nodeFolder(p, v));
                if (!own.contains(v)) own.add(v);
            }
            // Only a member that serves what a Service selects carries the pod's own labels: the Service's
            // endpoints are the members the simulation counts, never a helper that listens on nothing.
            Map<String, String> labels = serves(p, c) ? new TreeMap<>(p.labels()) : new TreeMap<>();
            labels.put(Labels.POD, p.name());
            labels.put(Labels.MEMBER, c.name());
            ContainerSpec asApp = c.restartPolicy() == null ? c : PodForms.asAppContainer(c);
            io.fabric8.kubernetes.api.model.PodSpec spec = pods.podSpec(p, List.of(), List.of(asApp), policy, own);
            if (form.sameNode()) spec.setAffinity(sameNode(p));
            out.add(new PodBuilder().withMetadata(meta(p.name() + "-" + c.name(), labels)).withSpec(spec).build());
        }
        for (VolumeSpec v : p.volumes()) {
            if (form.nodeFolders() && v.isEmptyDir() && sharedByMembers(p, v)) {
                notes.add(Text.get("note.nodeFolder", "pod/" + p.name(), v.name(), nodeFolder(p, v)));
            }
        }
        if (form.sameNode()) notes.add(Text.get("note.sameNode", "pod/" + p.name()));
        return out;
    }

    /** Whether two or more members mount the volume: the storage the switch shares. */
    private static boolean sharedByMembers(PodSpec p, VolumeSpec v) {
        int n = 0;
        for (ContainerSpec c : p.allContainers()) {
            for (MountSpec m : c.volumeMounts()) {
                if (m.name().equals(v.name())) {
                    n++;
                    break;
                }
            }
        }
        return n >= 2;
    }

    /** One folder per scenario, pod and volume on each node: members on one node share it, as the engine's node-wide volume. */
    private String nodeFolder(PodSpec p, VolumeSpec v) {
        return "/var/tmp/boundary-lab/" + Labels.value(scenario.name()) + "/" + p.name() + "/" + v.name();
    }

    /** Whether a member serves on a port that a Service selecting its pod sends traffic to; true when no Service selects the pod. */
    private boolean serves(PodSpec p, ContainerSpec c) {
        Set<Integer> targets = new java.util.TreeSet<>();
        for (ServiceSpec s : scenario.services()) {
            if (!s.selector().matches(p.labels())) continue;
            for (ServiceSpec.Port port : s.ports()) targets.add(port.targetPort());
        }
        if (targets.isEmpty()) return true;
        for (PortSpec port : c.ports()) if (targets.contains(port.containerPort())) return true;
        for (Step step : c.steps()) {
            if (step instanceof Step.Listen l && targets.contains(l.port())) return true;
            if (step instanceof Step.Serve sv && targets.contains(sv.port())) return true;
        }
        return false;
    }

    /** Required affinity to the pod's other members on one node: the first lands where the scheduler puts it, the rest follow. */
    private io.fabric8.kubernetes.api.model.Affinity sameNode(PodSpec p) {
        return new io.fabric8.kubernetes.api.model.AffinityBuilder().withNewPodAffinity()
                .addNewRequiredDuringSchedulingIgnoredDuringExecution()
                .withNewLabelSelector().addToMatchLabels(Labels.POD, p.name()).addToMatchLabels(Labels.SCENARIO, Labels.value(scenario.name()))
                .endLabelSelector().withTopologyKey("kubernetes.io/hostname").endRequiredDuringSchedulingIgnoredDuringExecution()
                .endPodAffinity().build();
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
                .withSpec(pods.podSpec(p, p.initContainers(), p.containers(), p.restartPolicy(), p.volumes())).build();
    }

    private Manifests.TimedAction action(ActionSpec a, NodeLoss nodeLoss) throws NotExportable {
        return TimelineForms.of(scenario, split, a, nodeLoss, notes);
    }
}
