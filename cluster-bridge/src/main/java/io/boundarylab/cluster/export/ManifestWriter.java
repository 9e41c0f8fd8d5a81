package io.boundarylab.cluster.export;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.utils.Serialization;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes {@link Manifests} as files {@code kubectl apply -f DIR} takes: one YAML document per
 * object, named {@code NN-kind-name.yaml} so that a directory listing applies them in order, each
 * opening with the notes as comments; and {@code TIMELINE.txt}, which kubectl skips, with the
 * scenario's actions as commands.
 */
public final class ManifestWriter {
    /** The Kubernetes versions the manifests are written for (native sidecars are on by default from 1.29). */
    public static final String TARGET_VERSIONS = "1.29 to 1.34";

    private ManifestWriter() {
    }

    /** Writes the files and returns their paths, in order. */
    public static List<Path> write(Manifests m, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        String header = header(m);
        int n = 1;
        for (HasMetadata o : m.objects()) {
            Path f = dir.resolve(String.format(Locale.ROOT, "%02d-%s-%s.yaml", n++, o.getKind().toLowerCase(Locale.ROOT), o.getMetadata().getName()));
            Files.writeString(f, header + Serialization.asYaml(o));
            written.add(f);
        }
        Path timeline = dir.resolve("TIMELINE.txt");
        Files.writeString(timeline, timeline(m));
        written.add(timeline);
        return written;
    }

    static String header(Manifests m) {
        StringBuilder b = new StringBuilder("# Boundary Lab: scenario ").append(m.scenario()).append(", for Kubernetes ").append(TARGET_VERSIONS)
                .append(".\n# Apply with: kubectl apply -f THIS_FOLDER (in a namespace of its own); the actions are in TIMELINE.txt.\n");
        for (String note : m.notes()) b.append("# note: ").append(note).append('\n');
        return b.toString();
    }

    static String timeline(Manifests m) {
        StringBuilder b = new StringBuilder("Boundary Lab: the timeline of scenario ").append(m.scenario())
                .append(", in seconds from the moment the manifests are applied (horizon ").append(m.untilMs() / 1000.0).append(" s).\n");
        if (m.timeline().isEmpty()) b.append("No actions: watch the Pods until the horizon.\n");
        for (Manifests.TimedAction a : m.timeline()) {
            b.append(String.format(Locale.ROOT, "at %6.1f s  %s %s%n          %s%n", a.action().atMs() / 1000.0, a.action().kind(),
                    a.action().target().text(), a.kubectl()));
        }
        return b.toString();
    }
}
