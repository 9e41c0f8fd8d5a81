package io.boundarylab.app.playground;

import static io.boundarylab.app.playground.FormValues.MAX_REPLICAS;
import static io.boundarylab.app.playground.FormValues.MAX_SECONDS;
import static io.boundarylab.app.playground.FormValues.number;
import static io.boundarylab.app.playground.FormValues.requireName;
import static io.boundarylab.app.playground.FormValues.requireRange;

import io.boundarylab.app.playground.EditRefused.Field;
import io.boundarylab.app.playground.EditRefused.Reason;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.DeploymentSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/** The form's edits of the actions on cue (delete, crash, fail a node, scale, set an image …) and the targets it suggests. */
public final class ActionEdits {
    private ActionEdits() {
    }

    /**
     * An action at {@code atSeconds}, kept in time order (after the others at the same time). The
     * target is written as the format has it ({@code pod/P}, {@code pod/P/C}, {@code node/N},
     * {@code replicaset/N}, {@code deployment/N[/C]}); {@code pick} may be blank; {@code value} is
     * the kind's one field: a delete's grace period in seconds (blank for the pod's own), a
     * crash's exit code, a setImage's image, a scale's replicas; nothing for the other kinds.
     *
     * @throws EditRefused naming the field and why, for anything the action cannot be
     */
    public static Scenario addAction(Scenario s, long atSeconds, ActionSpec.Kind kind, String target, String pick, String value) {
        long at = requireRange(Field.AT, atSeconds, 0, MAX_SECONDS) * 1000;
        FaultTarget t = target(target == null ? "" : target.trim());
        String p = pick == null || pick.isBlank() ? null : pick.trim();
        String v = value == null ? "" : value.trim();
        Long grace = null;
        int exit = 0;
        String image = null;
        Integer replicas = null;
        switch (kind) {
            case delete -> grace = v.isEmpty() ? null : requireRange(Field.GRACE_PERIOD, number(Field.GRACE_PERIOD, v), 0, MAX_SECONDS) * 1000;
            case crash -> exit = (int) requireRange(Field.EXIT_CODE, number(Field.EXIT_CODE, v), ActionSpec.MIN_EXIT_CODE, ActionSpec.MAX_EXIT_CODE);
            case setImage -> image = requireName(Field.IMAGE, v);
            case scale -> replicas = (int) requireRange(Field.REPLICAS, number(Field.REPLICAS, v), 0, MAX_REPLICAS);
            default -> { }
        }
        ActionSpec a = new ActionSpec(at, kind, t, grace, exit, image, replicas, p);
        List<ActionSpec> actions = new ArrayList<>(s.actions());
        int k = 0;
        while (k < actions.size() && actions.get(k).atMs() <= at) k++;
        actions.add(k, a);
        return s.withActions(actions);
    }

    public static Scenario removeAction(Scenario s, int i) {
        List<ActionSpec> actions = new ArrayList<>(s.actions());
        actions.remove(i);
        return s.withActions(actions);
    }

    /** A target an action of that kind can take in this scenario, to start the form's field with. */
    public static String suggestedTarget(Scenario s, ActionSpec.Kind kind) {
        if (kind == ActionSpec.Kind.failNode || kind == ActionSpec.Kind.recoverNode) {
            return s.nodes().isEmpty() ? "node/node-1" : "node/" + s.nodes().get(0).name();
        }
        if (kind == ActionSpec.Kind.scale) {
            if (!s.workloads().deployments().isEmpty()) return "deployment/" + s.workloads().deployments().get(0).name();
            if (!s.workloads().replicaSets().isEmpty()) return "replicaset/" + s.workloads().replicaSets().get(0).name();
            return "deployment/NAME";
        }
        if (kind == ActionSpec.Kind.setImage && !s.workloads().deployments().isEmpty()) {
            DeploymentSpec d = s.workloads().deployments().get(0);
            return "deployment/" + d.name() + "/" + d.template().containers().get(0).name();
        }
        if (s.pods().isEmpty()) return "pod/NAME";
        PodSpec p = s.pods().get(0);
        boolean member = kind == ActionSpec.Kind.crash || kind == ActionSpec.Kind.setImage;
        return member ? "pod/" + p.name() + "/" + p.containers().get(0).name() : "pod/" + p.name();
    }

    private static FaultTarget target(String text) {
        try {
            return FaultTarget.parse(text);
        } catch (IllegalArgumentException e) {
            throw new EditRefused(Field.TARGET, Reason.TARGET_FORM, text);
        }
    }
}
