package io.boundarylab.engine;

import io.boundarylab.engine.cluster.control.ControlRules;
import io.boundarylab.engine.cluster.service.ServiceRules;
import io.boundarylab.engine.cluster.state.Rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every rule the engine cites, each under a stable key. The trace keeps the English sentence
 * (docs/decisions/0002); a language's narration looks a cited sentence up here and tells the rule
 * in its own words ({@code rules:} in {@code content/<language>/narration.yaml}, keyed the same).
 * The list is written out, in the order of the rule classes, so that it reads the same in every
 * run; a test fails when a rule constant has no key here.
 */
public final class RuleBook {

    private static final Map<String, String> TEXT_BY_KEY = build();
    private static final Map<String, String> KEY_BY_TEXT = invert(TEXT_BY_KEY);

    private RuleBook() {
    }

    private static Map<String, String> build() {
        Map<String, String> m = new LinkedHashMap<>();
        put(m, "atomic-placement", Rules.ATOMIC_PLACEMENT);
        put(m, "separate-placement", Rules.SEPARATE_PLACEMENT);
        put(m, "scheduler-filter", Rules.FILTER_FIT);
        put(m, "scheduler-score", Rules.SCORE);
        put(m, "node-name", Rules.PRE_BOUND);
        put(m, "init-order", Rules.INIT_ORDER);
        put(m, "apps-after-init", Rules.APPS_AFTER_INIT);
        put(m, "sidecar-start", Rules.SIDECAR_START);
        put(m, "unordered-start", Rules.UNORDERED_START);
        put(m, "restart-policy", Rules.RESTART_POLICY);
        put(m, "init-failed-never", Rules.INIT_FAILED_NEVER);
        put(m, "crash-loop-back-off", Rules.BACKOFF);
        put(m, "process", Rules.PROCESS);
        put(m, "process-exit", Rules.PROCESS_EXIT);
        put(m, "shared-identity", Rules.SHARED_IDENTITY);
        put(m, "separate-identity", Rules.SEPARATE_IDENTITY);
        put(m, "shared-storage", Rules.SHARED_STORAGE);
        put(m, "separate-storage", Rules.SEPARATE_STORAGE);
        put(m, "writable-layer", Rules.WRITABLE_LAYER);
        put(m, "port-space", Rules.PORT_SPACE);
        put(m, "localhost", Rules.LOCALHOST);
        put(m, "memory-limit", Rules.OOM);
        put(m, "cpu-limit", Rules.THROTTLE);
        put(m, "pod-eviction", Rules.POD_EVICTION);
        put(m, "container-eviction", Rules.CONTAINER_EVICTION);
        put(m, "node-pressure", Rules.PRESSURE);
        put(m, "graceful-termination", Rules.GRACEFUL);
        put(m, "pod-deletion", Rules.POD_DELETE);
        put(m, "sigkill", Rules.SIGKILL);
        put(m, "container-deletion", Rules.CONTAINER_DELETE);
        put(m, "crash", Rules.CRASH);
        put(m, "node-failed", Rules.NODE_FAILED);
        put(m, "pod-phase", Rules.PHASE);
        put(m, "image-change", Rules.IMAGE_CHANGE);
        put(m, "active-deadline", Rules.DEADLINE);
        put(m, "pod-ready", Rules.READY);
        put(m, "post-start", Rules.POST_START);
        put(m, "pre-stop", Rules.PRE_STOP);
        put(m, "probe-kill", Rules.PROBE_KILL);
        put(m, "sidecars-last", Rules.SIDECARS_LAST);
        put(m, "kubelet-admission", Rules.ADMISSION);
        put(m, "image-pull", Rules.IMAGE_PULL);
        put(m, "reship", Rules.RESHIP);
        put(m, "pod-sandbox", Rules.SANDBOX);
        put(m, "pod-sandbox-never", Rules.SANDBOX_NEVER);
        put(m, "ship", Rules.SHIP);
        put(m, "startup-probe", Rules.STARTUP_PROBE);
        put(m, "liveness-probe", Rules.LIVENESS_PROBE);
        put(m, "readiness-probe", Rules.READINESS_PROBE);
        put(m, "host-path", Rules.HOST_PATH);
        put(m, "node-monitor", ControlRules.NODE_MONITOR);
        put(m, "node-back", ControlRules.NODE_BACK);
        put(m, "taint-eviction", ControlRules.TAINT_EVICTION);
        put(m, "replicaset-create", ControlRules.RS_CREATE);
        put(m, "replicaset-delete", ControlRules.RS_DELETE);
        put(m, "rolling-update", ControlRules.ROLLING);
        put(m, "recreate", ControlRules.RECREATE);
        put(m, "deployment-scaling", ControlRules.SCALE);
        put(m, "action-not-found", ControlRules.NOT_FOUND);
        put(m, "pod-gc", ControlRules.POD_GC);
        put(m, "endpoints", ServiceRules.ENDPOINTS);
        put(m, "service-route", ServiceRules.ROUTE);
        put(m, "unreachable-node", ServiceRules.UNREACHABLE);
        put(m, "pod-address", ServiceRules.DIRECT);
        put(m, "sampled-requests", ServiceRules.SAMPLED);
        return Collections.unmodifiableMap(m);
    }

    private static void put(Map<String, String> m, String key, String text) {
        if (m.containsKey(key)) throw new IllegalStateException("rule key used twice: " + key);
        if (m.containsValue(text)) throw new IllegalStateException("rule listed twice: " + text);
        m.put(key, text);
    }

    private static Map<String, String> invert(Map<String, String> m) {
        Map<String, String> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(v, k));
        return Collections.unmodifiableMap(out);
    }

    /** Every rule, key to the English sentence the trace cites, in the order of the rule classes. */
    public static Map<String, String> all() {
        return TEXT_BY_KEY;
    }

    /** The key of a rule sentence as the trace cites it, or null when the engine has no such rule. */
    public static String key(String text) {
        return text == null ? null : KEY_BY_TEXT.get(text);
    }

    /** The English sentence of a key, or null. */
    public static String text(String key) {
        return TEXT_BY_KEY.get(key);
    }

    /**
     * The keys of a rule field as a trace read back from text holds it: the sentences joined by
     * {@code "; "}, which a sentence may itself contain, so the split is the one that leaves only
     * known sentences. Null when no such split exists.
     */
    public static List<String> keysOfJoined(String joined) {
        if (joined == null) return null;
        String k = key(joined);
        if (k != null) return List.of(k);
        int at = joined.indexOf("; ");
        while (at >= 0) {
            String head = key(joined.substring(0, at));
            if (head != null) {
                List<String> rest = keysOfJoined(joined.substring(at + 2));
                if (rest != null) {
                    List<String> out = new ArrayList<>();
                    out.add(head);
                    out.addAll(rest);
                    return out;
                }
            }
            at = joined.indexOf("; ", at + 1);
        }
        return null;
    }
}
