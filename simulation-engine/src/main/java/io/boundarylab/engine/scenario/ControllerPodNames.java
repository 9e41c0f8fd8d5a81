package io.boundarylab.engine.scenario;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The names a ReplicaSet or Deployment of a scenario can give its pods, and the template hash a
 * Deployment's ReplicaSets are named by. A ReplicaSet's pod is {@code NAME-xxxxx}
 * (names.SimpleNameGenerator: the base {@code NAME-} cut to 58 characters, then five characters
 * of {@link #ALPHANUMS}); a Deployment's ReplicaSet is {@code NAME-HASH}, so its pods are
 * {@code NAME-HASH-xxxxx}, one hash per template the file's {@code setImage} actions lead to.
 * The reader asks this whether a {@code pod/NAME} target could ever name a pod of the file; the
 * controllers use the same rules to make the names.
 */
public final class ControllerPodNames {
    /** utilrand's alphabet: no vowels, no 0, 1 or 3, so that generated names spell nothing. */
    public static final String ALPHANUMS = "bcdfghjklmnpqrstvwxz2456789";
    /** How many random characters follow the base. */
    public static final int RANDOM_LENGTH = 5;
    /** names.SimpleNameGenerator's maxGeneratedNameLength less the random part: 63 - 5. */
    public static final int MAX_BASE = 58;

    /** Base of the pod names ({@code NAME-} cut) to the template the pods are made from. */
    private final Map<String, PodSpec> templates = new LinkedHashMap<>();

    private ControllerPodNames() {
    }

    /**
     * The names the workloads can make, given the file's actions: every Deployment's template
     * and each template its {@code setImage} actions lead to, in time order.
     */
    public static ControllerPodNames of(Workloads workloads, List<ActionSpec> actions) {
        ControllerPodNames names = new ControllerPodNames();
        for (ReplicaSetSpec r : workloads.replicaSets()) names.templates.putIfAbsent(base(r.name()), r.template());
        List<ActionSpec> byTime = new ArrayList<>(actions);
        byTime.sort(Comparator.comparingLong(ActionSpec::atMs)); // stable: same instant, file order, as the kernel runs them
        for (DeploymentSpec d : workloads.deployments()) {
            PodSpec t = d.template();
            names.templates.putIfAbsent(base(d.name() + "-" + templateHash(t)), t);
            for (ActionSpec a : byTime) {
                if (a.kind() == ActionSpec.Kind.setImage && a.target() instanceof FaultTarget.Workload w && w.name().equals(d.name())) {
                    t = t.withContainerImage(w.container(), a.image());
                    names.templates.putIfAbsent(base(d.name() + "-" + templateHash(t)), t);
                }
            }
        }
        return names;
    }

    /**
     * The template of the controller that could make a pod of this name, or null when none could.
     * The containers of every template of one workload have the same names.
     */
    public PodSpec templateOf(String podName) {
        if (podName.length() <= RANDOM_LENGTH) return null;
        String base = podName.substring(0, podName.length() - RANDOM_LENGTH);
        for (int i = base.length(); i < podName.length(); i++) {
            if (ALPHANUMS.indexOf(podName.charAt(i)) < 0) return null;
        }
        return templates.get(base);
    }

    /** The base of the names a controller called {@code owner} gives its pods: {@code owner-}, cut to 58 characters. */
    public static String base(String owner) {
        String base = owner + "-";
        return base.length() > MAX_BASE ? base.substring(0, MAX_BASE) : base;
    }

    /**
     * The pod-template-hash: FNV-32a of the template (controller.ComputeHash, over the template's
     * own text here rather than Go's deep-hash printer), written with rand.SafeEncodeString. It
     * depends on the template only, never on the seed.
     */
    public static String templateHash(PodSpec template) {
        int h = 0x811c9dc5;
        for (byte b : template.toString().getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x01000193;
        }
        String digits = Integer.toUnsignedString(h);
        StringBuilder sb = new StringBuilder();
        for (char c : digits.toCharArray()) sb.append(ALPHANUMS.charAt(c % ALPHANUMS.length()));
        return sb.toString();
    }
}
