package io.boundarylab.bridge.host;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finds the host tools the bridge drives (util-linux, iproute2) and the Java launcher. */
public final class Tools {

    /** The tools every experiment needs. */
    public static final java.util.List<String> REQUIRED = java.util.List.of("unshare", "nsenter", "setpriv", "ip", "mount", "hostname");

    private final String path;

    public Tools(String path) {
        this.path = path == null ? "" : path;
    }

    /** Tools found on this process's PATH, plus the system directories root's PATH usually has. */
    public static Tools fromEnvironment() {
        String env = System.getenv("PATH");
        return new Tools((env == null ? "" : env + ":") + "/usr/sbin:/usr/bin:/sbin:/bin");
    }

    /** The absolute path of an executable, searched on the PATH. */
    public Optional<Path> find(String name) {
        Names.label(name);
        for (String dir : path.split(":")) {
            if (dir.isEmpty()) continue;
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) return Optional.of(candidate);
        }
        return Optional.empty();
    }

    /** The absolute path of a required tool, or an exception naming the package to install. */
    public String require(String name) {
        return find(name).map(Path::toString).orElseThrow(() -> new IllegalStateException(
                "tool not found: " + name + " (install " + packageOf(name) + ")"));
    }

    /** The package that provides the tool on Debian and Ubuntu. */
    public static String packageOf(String tool) {
        return switch (tool) {
            case "ip" -> "iproute2";
            case "hostname" -> "hostname";
            case "mount" -> "mount";
            default -> "util-linux";
        };
    }

    /** The Java launcher running this JVM, used to start the member programs. */
    public static String javaLauncher() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
