package io.boundarylab.bridge.experiment;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

/**
 * One member process as the kernel showed it during a run: its PID, the inode of each namespace it
 * reported from inside ({@code net}, {@code uts}, {@code ipc}, {@code mnt}; a namespace it could not
 * read is absent) and the cgroup it was put in, as a path below each hierarchy's root. Two processes
 * with the same inode for a namespace are in one namespace: that is what a Pod's members share.
 *
 * @param sandbox the sandbox it was started in (the holder whose namespaces it joined)
 * @param cgroup  its own cgroup, for example {@code /bl-…/web-app/web}; its parent is the pod's
 */
public record SeenProcess(String pod, String member, String sandbox, long pid, Map<String, Long> namespaces, String cgroup) {

    public SeenProcess {
        namespaces = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(namespaces));
    }

    /** The inode of one namespace, empty when the process did not report it. */
    public OptionalLong namespace(String kind) {
        Long inode = namespaces.get(kind);
        return inode == null ? OptionalLong.empty() : OptionalLong.of(inode);
    }
}
