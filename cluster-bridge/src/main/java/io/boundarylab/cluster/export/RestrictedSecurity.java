package io.boundarylab.cluster.export;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PortSpec;
import io.boundarylab.engine.scenario.VolumeSpec;
import io.fabric8.kubernetes.api.model.PodSecurityContext;
import io.fabric8.kubernetes.api.model.PodSecurityContextBuilder;
import io.fabric8.kubernetes.api.model.SecurityContext;
import io.fabric8.kubernetes.api.model.SecurityContextBuilder;

import java.util.List;

/**
 * The security settings of every exported Pod: the Pod Security Standards' "restricted" profile,
 * which many school and company clusters enforce, and which nothing the scripts do needs to break.
 * They run as the image's {@code nobody} (65534), bind ports above 1023 and write only to their
 * volumes and {@code /tmp}. The one exception is a Pod that uses a folder of its node ({@code hostPath})
 * or a port of its node ({@code hostPort}): both are forbidden by the baseline profile too, so its
 * namespace needs the privileged level, and a node folder is made by the kubelet for root only, so
 * that Pod's scripts run as root to write to it.
 */
final class RestrictedSecurity {
    /** The image's unprivileged user and group ({@code nobody} in busybox). */
    static final long USER = 65534;
    /** The level a namespace needs for a Pod that uses its node's folders or ports. */
    static final String PRIVILEGED_LEVEL = "privileged";

    private RestrictedSecurity() {
    }

    /** Whether a Pod with these volumes and containers needs more than the restricted profile allows. */
    static boolean usesTheNode(List<VolumeSpec> volumes, List<ContainerSpec> containers) {
        for (VolumeSpec v : volumes) {
            if (!v.isEmptyDir()) return true;
        }
        for (ContainerSpec c : containers) {
            for (PortSpec p : c.ports()) {
                if (p.hostPort() != null && p.hostPort() != 0) return true;
            }
        }
        return false;
    }

    /** What of its node a Pod uses, in the note's words: its folder (hostPath), its port (hostPort), or both. */
    static String whatOfTheNode(List<VolumeSpec> volumes, List<ContainerSpec> containers) {
        boolean folder = volumes.stream().anyMatch(v -> !v.isEmptyDir());
        boolean port = containers.stream().flatMap(c -> c.ports().stream()).anyMatch(p -> p.hostPort() != null && p.hostPort() != 0);
        String f = io.boundarylab.cluster.Text.get("note.usesNode.folder");
        String h = io.boundarylab.cluster.Text.get("note.usesNode.port");
        return folder && port ? io.boundarylab.cluster.Text.get("note.usesNode.both", f, h) : folder ? f : h;
    }

    /** The Pod's own settings: a numeric non-root user (root where the Pod writes to its node), the runtime's seccomp profile. */
    static PodSecurityContext pod(boolean usesTheNode) {
        PodSecurityContextBuilder b = new PodSecurityContextBuilder().withNewSeccompProfile().withType("RuntimeDefault").endSeccompProfile();
        if (usesTheNode) {
            return b.withRunAsUser(0L).withRunAsGroup(0L).build();
        }
        return b.withRunAsNonRoot(true).withRunAsUser(USER).withRunAsGroup(USER).build();
    }

    /** Every container's settings: no privilege escalation, every capability dropped. */
    static SecurityContext container() {
        return new SecurityContextBuilder().withAllowPrivilegeEscalation(false)
                .withNewCapabilities().withDrop("ALL").endCapabilities().build();
    }
}
