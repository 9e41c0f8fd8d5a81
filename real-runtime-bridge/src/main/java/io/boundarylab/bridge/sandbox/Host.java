package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.CgroupLayout;
import io.boundarylab.bridge.host.Cgroups;
import io.boundarylab.bridge.host.Proc;
import io.boundarylab.bridge.host.Tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the bridge needs to know about this machine to build sandboxes: its tools, its cgroup
 * layout, where run state is kept and where the member programs' classes are.
 *
 * @param stateDir      one directory per run, named by run id (ownership record, volume mount points)
 * @param memberClasses the class path entry holding the member programs (this module's classes or jar)
 */
public record Host(Tools tools, Proc proc, CgroupLayout layout, Path stateDir, Path memberClasses) {

    /** The default state directory: {@code /run/boundarylab} for root, else under the temp directory. */
    public static Path defaultStateDir(Proc proc) {
        return proc.isRoot() ? Path.of("/run/boundarylab") : Path.of(System.getProperty("java.io.tmpdir"), "boundarylab-state");
    }

    /** Detects this machine. */
    public static Host detect() {
        return detect(null);
    }

    /** Detects this machine, keeping run state in the given directory (null for the default). */
    public static Host detect(Path stateDir) {
        Proc proc = Proc.host();
        return new Host(Tools.fromEnvironment(), proc, detectLayout(), stateDir == null ? defaultStateDir(proc) : stateDir,
                memberClassesOf(Host.class));
    }

    /** Reads this process's cgroup layout from /proc. */
    public static CgroupLayout detectLayout() {
        try {
            String mountinfo = Files.readString(Path.of("/proc/self/mountinfo"));
            String self = Files.readString(Path.of("/proc/self/cgroup"));
            String v2 = "";
            CgroupLayout first = CgroupLayout.detect(mountinfo, self, "");
            for (CgroupLayout.Hierarchy h : first.hierarchies()) {
                if (h.unified() && Files.exists(h.mount().resolve("cgroup.controllers"))) {
                    v2 = Files.readString(h.mount().resolve("cgroup.controllers"));
                }
            }
            if (v2.isEmpty()) {
                // The layout may have no unified role yet; look for the cgroup2 mount directly.
                for (String line : mountinfo.split("\n")) {
                    int dash = line.indexOf(" - ");
                    if (dash > 0 && line.substring(dash + 3).startsWith("cgroup2 ")) {
                        Path c = Path.of(line.split(" ")[4]).resolve("cgroup.controllers");
                        if (Files.exists(c)) v2 = Files.readString(c);
                        break;
                    }
                }
            }
            return CgroupLayout.detect(mountinfo, self, v2);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The class path entry (directory or jar) a class was loaded from. */
    public static Path memberClassesOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public Cgroups cgroups() {
        return new Cgroups(layout);
    }
}
