package io.boundarylab.engine.cluster.storage;

import java.util.Map;
import java.util.TreeMap;

/**
 * A place files live: a pod volume instance (emptyDir), a node's host path tree, or a container's
 * writable layer. A file is counted in lines, which is all the episodes observe.
 */
public final class FileStore {
    private String id;
    // A writable layer's name is made only when something asks for it: a large run starts hundreds
    // of thousands of containers, and most layers are never named or written.
    private final String pod, container;
    private final int layer;
    /** Lines per file; made at the first write (most stores are never written). */
    private Map<String, Long> lines;

    public FileStore(String id) {
        this(id, null, null, 0);
    }

    private FileStore(String id, String pod, String container, int layer) {
        this.id = id;
        this.pod = pod;
        this.container = container;
        this.layer = layer;
    }

    /** The writable layer of a container's n-th start: named {@code POD/CONTAINER~layerN}. */
    public static FileStore writableLayer(String pod, String container, int n) {
        return new FileStore(null, pod, container, n);
    }

    /** Stable name, for example {@code web-app/logs@node-1} (shared) or {@code web-app/logs#web} (private). */
    public String id() {
        if (id == null) id = pod + "/" + container + "~layer" + layer;
        return id;
    }

    public boolean exists(String path) {
        return lines != null && lines.containsKey(path);
    }

    /** Creates the file if needed and appends {@code n} lines; returns true when the file is new. */
    public boolean append(String path, long n) {
        if (lines == null) lines = new TreeMap<>();
        Long before = lines.get(path);
        lines.put(path, (before == null ? 0 : before) + n);
        return before == null;
    }

    /** Lines in every file under a directory (the directory itself as prefix), in path order. */
    public Map<String, Long> linesUnder(String dir) {
        Map<String, Long> out = new TreeMap<>();
        if (lines == null) return out;
        String prefix = dir.endsWith("/") ? dir : dir + "/";
        for (Map.Entry<String, Long> e : lines.entrySet()) {
            if (e.getKey().startsWith(prefix) || e.getKey().equals(dir)) out.put(e.getKey(), e.getValue());
        }
        return out;
    }
}
