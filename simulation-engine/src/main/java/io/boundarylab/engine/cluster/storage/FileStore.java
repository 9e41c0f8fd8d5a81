package io.boundarylab.engine.cluster.storage;

import java.util.Map;
import java.util.TreeMap;

/**
 * A place files live: a pod volume instance (emptyDir), a node's host path tree, or a container's
 * writable layer. A file is counted in lines, which is all the episodes observe.
 */
public final class FileStore {
    private final String id;
    private final Map<String, Long> lines = new TreeMap<>();

    public FileStore(String id) {
        this.id = id;
    }

    /** Stable name, for example {@code web-app/logs@node-1} (shared) or {@code web-app/logs#web} (private). */
    public String id() { return id; }

    public boolean exists(String path) {
        return lines.containsKey(path);
    }

    /** Creates the file if needed and appends {@code n} lines; returns true when the file is new. */
    public boolean append(String path, long n) {
        Long before = lines.get(path);
        lines.put(path, (before == null ? 0 : before) + n);
        return before == null;
    }

    /** Lines in every file under a directory (the directory itself as prefix), in path order. */
    public Map<String, Long> linesUnder(String dir) {
        Map<String, Long> out = new TreeMap<>();
        String prefix = dir.endsWith("/") ? dir : dir + "/";
        for (Map.Entry<String, Long> e : lines.entrySet()) {
            if (e.getKey().startsWith(prefix) || e.getKey().equals(dir)) out.put(e.getKey(), e.getValue());
        }
        return out;
    }
}
