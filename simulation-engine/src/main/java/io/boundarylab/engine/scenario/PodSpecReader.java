package io.boundarylab.engine.scenario;

import io.boundarylab.engine.scenario.Doc.Obj;
import io.boundarylab.engine.scenario.Doc.Val;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;

import static io.boundarylab.engine.scenario.ValueReader.absolutePath;
import static io.boundarylab.engine.scenario.ValueReader.enumValue;
import static io.boundarylab.engine.scenario.ValueReader.labels;
import static io.boundarylab.engine.scenario.ValueReader.name;
import static io.boundarylab.engine.scenario.ValueReader.resources;
import static io.boundarylab.engine.scenario.ValueReader.seconds;

/**
 * Reads one Kubernetes Pod object of a scenario ({@code apiVersion: v1, kind: Pod}): its
 * metadata, restart policy, grace period, volumes and containers.
 */
final class PodSpecReader {

    private PodSpecReader() {
    }

    /** @param nodeNames the scenario's nodes, which {@code spec.nodeName} must name */
    static PodSpec pod(Obj o, Set<String> nodeNames) throws ScenarioException {
        Val api = o.req("apiVersion");
        if (!api.asText().equals("v1")) throw api.error("expected v1");
        Val kind = o.req("kind");
        if (!kind.asText().equals("Pod")) throw kind.error("expected Pod");
        Obj meta = o.req("metadata").asObj();
        String name = name(meta.req("name"));
        SortedMap<String, String> labels = labels(meta.opt("labels"));
        meta.noOtherFields();
        PodSpec p = spec(o.req("spec").asObj(), name, labels, nodeNames);
        o.noOtherFields();
        return p;
    }

    /**
     * A controller's pod template ({@code spec.template}: {@code metadata.labels} and a Pod
     * spec). The pods stamped from it get their names from the controller, so the template
     * has none.
     */
    static PodSpec template(Obj o, String ownerName, Set<String> nodeNames) throws ScenarioException {
        SortedMap<String, String> labels = new java.util.TreeMap<>();
        Val mv = o.opt("metadata");
        if (mv != null) {
            Obj meta = mv.asObj();
            labels = labels(meta.opt("labels"));
            meta.noOtherFields();
        }
        PodSpec p = spec(o.req("spec").asObj(), ownerName, labels, nodeNames);
        o.noOtherFields();
        return p;
    }

    private static PodSpec spec(Obj spec, String name, SortedMap<String, String> labels, Set<String> nodeNames) throws ScenarioException {
        RestartPolicy policy = spec.has("restartPolicy") ? enumValue(spec.opt("restartPolicy"), RestartPolicy.class) : RestartPolicy.Always;
        long grace = spec.has("terminationGracePeriodSeconds") ? seconds(spec.opt("terminationGracePeriodSeconds")) : 30_000;
        Long deadline = spec.has("activeDeadlineSeconds") ? seconds(spec.opt("activeDeadlineSeconds")) : null;
        if (deadline != null && deadline <= 0) throw spec.opt("activeDeadlineSeconds").error("must be positive");
        int priority = spec.has("priority") ? spec.opt("priority").asInt() : 0;
        Resources overhead = resources(spec.opt("overhead"));
        String nodeName = null;
        Val nn = spec.opt("nodeName");
        if (nn != null) {
            nodeName = nn.asText();
            if (!nodeNames.contains(nodeName)) throw nn.error("no node is named '" + nodeName + "'");
        }
        List<VolumeSpec> volumes = volumes(spec.opt("volumes"));
        Set<String> volumeNames = new HashSet<>();
        for (VolumeSpec v : volumes) volumeNames.add(v.name());
        Set<String> containerNames = new HashSet<>();
        List<ContainerSpec> inits = containers(spec.opt("initContainers"), true, volumeNames, containerNames);
        Val cs = spec.req("containers");
        List<ContainerSpec> containers = containers(cs, false, volumeNames, containerNames);
        if (containers.isEmpty()) throw cs.error("a pod needs at least one container");
        spec.noOtherFields();
        return new PodSpec(name, labels, policy, grace, deadline, priority, overhead, nodeName, volumes, inits, containers);
    }

    private static List<VolumeSpec> volumes(Val vols) throws ScenarioException {
        List<VolumeSpec> volumes = new ArrayList<>();
        if (vols == null) return volumes;
        Set<String> volumeNames = new HashSet<>();
        for (Val v : vols.asArr().items) {
            Obj vo = v.asObj();
            String vname = name(vo.req("name"));
            if (!volumeNames.add(vname)) throw vo.fields.get("name").error("two volumes are named '" + vname + "'");
            Val ed = vo.opt("emptyDir");
            Val hp = vo.opt("hostPath");
            if ((ed == null) == (hp == null)) throw vo.error("a volume needs exactly one of emptyDir or hostPath");
            String hostPath = null;
            if (ed != null) {
                Obj e = ed.asObj();
                e.opt("medium");
                e.opt("sizeLimit");
                e.noOtherFields();
            } else {
                Obj h = hp.asObj();
                hostPath = absolutePath(h.req("path"));
                h.opt("type");
                h.noOtherFields();
            }
            vo.noOtherFields();
            volumes.add(new VolumeSpec(vname, hostPath));
        }
        return volumes;
    }

    private static List<ContainerSpec> containers(Val v, boolean init, Set<String> volumes, Set<String> names) throws ScenarioException {
        List<ContainerSpec> list = new ArrayList<>();
        if (v == null) return list;
        for (Val item : v.asArr().items) {
            ContainerSpec c = ContainerReader.container(item.asObj(), init, volumes);
            if (!names.add(c.name())) throw item.asObj().fields.get("name").error("two containers of the pod are named '" + c.name() + "'");
            list.add(c);
        }
        return list;
    }
}
