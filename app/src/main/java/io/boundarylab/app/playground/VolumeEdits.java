package io.boundarylab.app.playground;

import static io.boundarylab.app.playground.PodEdits.container;
import static io.boundarylab.app.playground.PodEdits.pod;
import static io.boundarylab.app.playground.PodEdits.with;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.MountSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.scenario.VolumeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** The form's edits of a pod's volumes and of the containers' mounts of them. */
public final class VolumeEdits {
    private VolumeEdits() {
    }

    /** An emptyDir volume under a name the pod has not used. */
    public static Scenario addVolume(Scenario s, int pod, String name) {
        return addVolume(s, pod, name, null);
    }

    /** A volume: a hostPath on the node when {@code hostPath} is given (not blank), else an emptyDir. */
    public static Scenario addVolume(Scenario s, int pod, String name, String hostPath) {
        String host = hostPath == null || hostPath.isBlank() ? null : hostPath.trim();
        return pod(s, pod, p -> {
            List<VolumeSpec> v = new ArrayList<>(p.volumes());
            v.add(new VolumeSpec(name, host));
            return volumes(p, v);
        });
    }

    /** Removes a volume and every mount of it. */
    public static Scenario removeVolume(Scenario s, int pod, int volume) {
        Scenario out = pod(s, pod, p -> {
            String name = p.volumes().get(volume).name();
            List<VolumeSpec> v = new ArrayList<>(p.volumes());
            v.remove(volume);
            UnaryOperator<ContainerSpec> unmount = c -> with(c, c.name(), c.image(), c.restartPolicy(),
                    c.volumeMounts().stream().filter(m -> !m.name().equals(name)).toList(), c.steps());
            return new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                    p.priority(), p.overhead(), p.nodeName(), v, p.initContainers().stream().map(unmount).toList(),
                    p.containers().stream().map(unmount).toList());
        });
        return out;
    }

    public static Scenario mount(Scenario s, int pod, int container, String volume, String path) {
        return container(s, pod, container, c -> {
            List<MountSpec> m = new ArrayList<>(c.volumeMounts());
            m.add(new MountSpec(volume, path));
            return with(c, c.name(), c.image(), c.restartPolicy(), m, c.steps());
        });
    }

    public static Scenario unmount(Scenario s, int pod, int container, int mount) {
        return container(s, pod, container, c -> {
            List<MountSpec> m = new ArrayList<>(c.volumeMounts());
            m.remove(mount);
            return with(c, c.name(), c.image(), c.restartPolicy(), m, c.steps());
        });
    }

    private static PodSpec volumes(PodSpec p, List<VolumeSpec> v) {
        return new PodSpec(p.name(), p.labels(), p.restartPolicy(), p.terminationGracePeriodMs(), p.activeDeadlineMs(),
                p.priority(), p.overhead(), p.nodeName(), v, p.initContainers(), p.containers());
    }
}
