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
 * opening with the notes as comments; and {@code TIMELINE.txt}, which kubectl skips: a POSIX
 * {@code sh} script that carries out the scenario's actions at their moments, in the namespace
 * {@code $NS}.
 */
public final class ManifestWriter {
    /** The Kubernetes versions the manifests are written for (native sidecars are on by default from 1.29). */
    public static final String TARGET_VERSIONS = "1.29 to 1.34";
    /** The namespace the command's output, the manifests' header and TIMELINE.txt name, unless NS says another. */
    public static final String NAMESPACE = "boundary-lab-try";

    private ManifestWriter() {
    }

    /**
     * Checks the objects as the API server would, then writes them: what {@code cluster export} and
     * the app's "Export manifests…" both do. A refusal found here is a bug of the export, said as such.
     */
    public static List<Path> writeChecked(Manifests m, String label, Path dir) throws IOException {
        List<String> problems = ManifestChecks.problems(m.objects());
        if (!problems.isEmpty()) throw new IllegalStateException("the export of " + label + " would be refused: " + problems);
        return write(m, dir);
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
                .append(".\n# Apply with: ").append(applyCommand("THIS_FOLDER")).append("; then run the actions: ").append(timelineCommand("THIS_FOLDER"))
                .append('\n');
        for (String note : m.notes()) b.append("# note: ").append(note).append('\n');
        return b.toString();
    }

    /** How to apply the folder, in its own namespace. */
    public static String applyCommand(Object folder) {
        return "kubectl create namespace " + NAMESPACE + " && kubectl apply -n " + NAMESPACE + " -f " + folder;
    }

    /** How to run the timeline in the same namespace. */
    public static String timelineCommand(Object folder) {
        return "NS=" + NAMESPACE + " sh " + folder + "/TIMELINE.txt";
    }

    /**
     * TIMELINE.txt: plain POSIX sh (dash, busybox sh), the namespace set once, every action waiting for its moment from the
     * script's start, which is meant to be right after the apply. TIMELINE_NOW=1 runs every action at once.
     */
    static String timeline(Manifests m) {
        StringBuilder b = new StringBuilder("#!/bin/sh\n# Boundary Lab: the timeline of scenario ").append(m.scenario())
                .append(", in seconds from the moment the manifests are applied (horizon ").append(m.untilMs() / 1000.0).append(" s).\n")
                .append("# Run it right after the apply: ").append(timelineCommand("THIS_FOLDER"))
                .append(" (TIMELINE_NOW=1 runs every action at once).\n");
        for (String note : m.notes()) b.append("# note: ").append(note).append('\n');
        b.append("NS=\"${NS:-").append(NAMESPACE).append("}\"\n");
        if (m.timeline().isEmpty()) {
            b.append("# No actions: watch the Pods until the horizon.\necho \"no actions: watch the Pods in namespace $NS until the horizon\"\n");
            return b.toString();
        }
        b.append("bl_start=$(date +%s)\n")
                .append("bl_at() { [ -n \"$TIMELINE_NOW\" ] && return 0; bl_left=$(( $1 - ($(date +%s) - bl_start) )); ")
                .append("if [ \"$bl_left\" -gt 0 ]; then sleep \"$bl_left\"; fi; }\n");
        for (Manifests.TimedAction a : m.timeline()) {
            b.append(String.format(Locale.ROOT, "# at %.1f s: %s %s%n", a.action().atMs() / 1000.0, a.action().kind(), a.action().target().text()));
            // Whole seconds, rounded up, so that no action runs before its moment.
            b.append("bl_at ").append((a.action().atMs() + 999) / 1000).append('\n');
            b.append(a.kubectl()).append('\n');
        }
        return b.toString();
    }
}
