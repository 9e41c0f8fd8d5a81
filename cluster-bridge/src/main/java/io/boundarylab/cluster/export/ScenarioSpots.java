package io.boundarylab.cluster.export;

import io.boundarylab.engine.input.InputProblem;
import io.boundarylab.engine.input.Located;
import io.boundarylab.engine.input.StructuredText;

import java.util.List;

/**
 * Finds a refusal's {@link NotExportable.Spot} in the scenario's text, read again through the
 * engine's input layer (decision 0006), so that a refusal names {@code file:line:column} as every
 * other problem with a scenario does. It goes as deep as the text allows: the step if it is there,
 * else its container, its pod, or the action.
 */
public final class ScenarioSpots {
    private ScenarioSpots() {
    }

    /** {@code file:line:column} of the spot, or null when the text does not read or has nothing of it. */
    public static String locate(String file, String text, NotExportable.Spot spot) {
        if (spot == null || text == null) return null;
        Located root;
        try {
            root = StructuredText.parse(text, file);
        } catch (InputProblem e) {
            return null;
        }
        Located at = find(root, spot);
        return at == null ? null : file + ":" + at.line() + ":" + at.column();
    }

    private static Located find(Located root, NotExportable.Spot spot) {
        if (spot.action() != null) {
            Located action = item(get(root, "actions"), spot.action());
            return deepest(action, spot.field());
        }
        if (spot.pod() == null) return deepest(root, spot.field());
        Located pod = named(get(root, "pods"), spot.pod());
        if (pod == null) {
            for (String kind : List.of("replicaSets", "deployments")) {
                Located w = named(get(root, kind), spot.pod());
                if (w != null) pod = get(get(w, "spec"), "template");
                if (pod != null) break;
            }
        }
        if (pod == null) return null;
        Located spec = get(pod, "spec");
        if (spot.container() == null) {
            Located f = path(spec, spot.field());
            return f != null ? f : deepest(pod, spot.field());
        }
        Located c = named(get(spec, "containers"), spot.container());
        if (c == null) c = named(get(spec, "initContainers"), spot.container());
        if (c == null) return pod;
        if (spot.step() != null) {
            Located step = item(get(get(c, "x-sim"), "steps"), spot.step());
            return step != null ? step : c;
        }
        return deepest(c, spot.field());
    }

    /** The field under {@code from} if it is written there, else {@code from} itself. */
    private static Located deepest(Located from, String field) {
        Located f = path(from, field);
        return f != null ? f : from;
    }

    private static Located path(Located from, String field) {
        if (from == null || field == null) return null;
        Located at = from;
        for (String key : field.split("\\.")) {
            at = get(at, key);
            if (at == null) return null;
        }
        return at;
    }

    /** The value of a key, or null. */
    private static Located get(Located map, String key) {
        if (!(map instanceof Located.MapValue m)) return null;
        for (Located.Entry e : m.entries()) if (e.key().equals(key)) return e.value();
        return null;
    }

    private static Located item(Located list, int index) {
        if (!(list instanceof Located.ListValue l) || index < 0 || index >= l.items().size()) return null;
        return l.items().get(index);
    }

    /** The item of a list whose {@code metadata.name} (or {@code name}, for a container) is {@code name}. */
    private static Located named(Located list, String name) {
        if (!(list instanceof Located.ListValue l)) return null;
        for (Located item : l.items()) {
            Located n = get(get(item, "metadata"), "name");
            if (n == null) n = get(item, "name");
            if (n instanceof Located.Scalar s && name.equals(s.text())) return item;
        }
        return null;
    }
}
