package io.boundarylab.bridge.member;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What a member reads about the kernel from inside its boundary, for the concept deck's
 * experiments: the machine's memory as /proc/meminfo tells it against the member's own cgroup
 * ceiling, the kernel release, its user id as it sees it, and whether it may set the clock.
 */
final class KernelFacts {

    private KernelFacts() {
    }

    /**
     * /proc/meminfo's MemTotal (the shared kernel's figure for the whole machine) and the ceiling
     * of the member's own memory cgroup, found through /proc/self/cgroup: a v1 {@code memory}
     * line names {@code memory.limit_in_bytes}, else the v2 line {@code 0::PATH} names {@code memory.max}.
     */
    static Map<String, String> meminfo() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("memTotalBytes", Long.toString(memTotalKb(read(Path.of("/proc/meminfo"))) * 1024));
        Path ceiling = ceilingFile(read(Path.of("/proc/self/cgroup")));
        f.put("ceilingFile", ceiling == null ? "none" : ceiling.toString());
        f.put("ceiling", ceiling == null ? "unknown" : read(ceiling).trim());
        return f;
    }

    static long memTotalKb(String meminfo) {
        for (String line : meminfo.split("\n")) {
            if (!line.startsWith("MemTotal:")) continue;
            return Long.parseLong(line.substring("MemTotal:".length()).replace("kB", "").trim());
        }
        return -1;
    }

    /** The member's memory ceiling file, from the text of /proc/self/cgroup; null when there is none. */
    static Path ceilingFile(String selfCgroup) {
        String v2 = null;
        for (String line : selfCgroup.split("\n")) {
            String[] p = line.split(":", 3);
            if (p.length < 3) continue;
            if (List.of(p[1].split(",")).contains("memory")) return Path.of("/sys/fs/cgroup/memory" + p[2], "memory.limit_in_bytes");
            if (p[0].equals("0") && p[1].isEmpty()) v2 = p[2];
        }
        if (v2 == null) return null;
        Path f = Path.of("/sys/fs/cgroup" + v2, "memory.max");
        return Files.exists(f) ? f : null;
    }

    static Map<String, String> kernel() {
        return Map.of("release", read(Path.of("/proc/sys/kernel/osrelease")).trim());
    }

    /** The uid this process sees (the first, real uid of /proc/self/status) and its user namespace's map. */
    static Map<String, String> user() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("uid", uidOf(read(Path.of("/proc/self/status"))));
        f.put("uidMap", read(Path.of("/proc/self/uid_map")).trim().replaceAll("\\s+", " "));
        return f;
    }

    static String uidOf(String status) {
        for (String line : status.split("\n")) if (line.startsWith("Uid:")) return line.substring(4).trim().split("\\s+")[0];
        return "unknown";
    }

    /**
     * Asks {@code date} (at the path given) to set the clock to the current time, so that even
     * where it were allowed the clock would not move by more than the call takes. Reports the
     * outcome and, when refused, the errno behind date's message.
     */
    static Map<String, String> setClock(String datePath) throws IOException, InterruptedException {
        Instant now = Instant.now();
        Process p = new ProcessBuilder(datePath, "-u", "-s", "@" + now.getEpochSecond() + "." + String.format("%09d", now.getNano()))
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        boolean done = p.waitFor(5, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        int code = done ? p.exitValue() : -1;
        Map<String, String> f = new LinkedHashMap<>();
        f.put("outcome", code == 0 ? "set" : "refused");
        f.put("exitCode", Integer.toString(code));
        f.put("errno", code == 0 ? "none" : Errno.name(out));
        // date prints the date it tried before its error; a report is one line, so keep the error's.
        String[] lines = out.split("\n");
        f.put("message", out.isEmpty() ? "none" : lines[lines.length - 1].trim());
        return f;
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "";
        }
    }
}
