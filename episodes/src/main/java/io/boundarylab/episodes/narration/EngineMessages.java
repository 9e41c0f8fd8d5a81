package io.boundarylab.episodes.narration;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The forms of the engine's English texts that a learner reads as status or verdict (the Service's
 * endpoints, a Deployment's scaling, the contract checker's summaries), each under a key: a language
 * retells a text that has one of these forms in its own words ({@code messages:} of
 * {@code narration.yaml}, keyed the same), and the trace keeps the English (docs/decisions/0002). A
 * {@code {placeholder}} takes as little text as it can, except at the end of a form, where it takes
 * the rest. Forms whose key starts with {@code item-} are the items of a placeholder's comma list
 * ("web on node-1, log-helper on node-2"), retold only there.
 */
public final class EngineMessages {

    /** Key to the engine's form, as {@code ServiceController} and {@code DeploymentController} write it. */
    public static final Map<String, String> FORMS = forms();

    private static final String ITEM = "item-";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z]+)}");
    private static final Map<String, Pattern> PATTERNS = patterns();

    private EngineMessages() {
    }

    private static Map<String, String> forms() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("endpoints-none", "Service {service} ({clusterIP}) has no ready endpoints");
        m.put("endpoints-ready", "Service {service} ({clusterIP}) sends traffic to {endpoints}");
        m.put("scaled-up", "Scaled up replica set {replicaSet} from {from} to {to}");
        m.put("scaled-down", "Scaled down replica set {replicaSet} from {from} to {to}");
        // The contract checker's summaries (ContractChecker), one per verdict of one pod.
        m.put("placed-together", "all members of {pod} bound to {node} by one decision");
        m.put("placed-none", "no member of {pod} was placed: none or all");
        m.put("placed-apart", "members of {pod} landed apart: {where}");
        m.put("never-started", "no app container of {pod} started: its init containers never all completed");
        m.put("started-after", "app containers of {pod} started only after {inits} exited 0");
        m.put("one-identity", "members of {pod} share one identity, {ip}");
        m.put("separate-identities", "members of {pod} have separate identities: {where}");
        m.put("different-copies", "members of {pod} see different copies of volume {volume}: {instances}");
        m.put("same-copy", "every member of {pod} that mounts {volume} sees the same {instance}");
        m.put("none-placed", "no pod with two or more members was placed");
        m.put("no-init", "no pod had an init container");
        m.put("none-running", "no pod had two or more members running");
        m.put("no-shared-volume", "no pod volume was mounted by two or more members");
        m.put("no-eviction", "no eviction or node failure stopped a member of a pod with two or more members");
        m.put("placed-separately", "{pod} placed by separate decisions: {where}");
        m.put("started-early", "{container} of {pod} started at {time} before {pending} had completed");
        m.put("evicted-together", "{pod} was evicted as one unit: every member stopped at {time}");
        m.put("evicted-alone", "{container} of {pod} was evicted alone; {running} kept running");
        m.put("item-on-node", "{member} on {node}");
        m.put("item-at-ip", "{member} at {ip}");
        m.put("item-unplaced", "{member} unplaced");
        return java.util.Collections.unmodifiableMap(m);
    }

    private static Map<String, Pattern> patterns() {
        Map<String, Pattern> m = new LinkedHashMap<>();
        FORMS.forEach((k, form) -> {
            StringBuilder re = new StringBuilder();
            Matcher p = PLACEHOLDER.matcher(form);
            int at = 0;
            while (p.find()) {
                re.append(Pattern.quote(form.substring(at, p.start())));
                re.append(p.end() == form.length() ? "(?<" + p.group(1) + ">.+)" : "(?<" + p.group(1) + ">.+?)");
                at = p.end();
            }
            re.append(Pattern.quote(form.substring(at)));
            m.put(k, Pattern.compile(re.toString()));
        });
        return m;
    }

    /** The placeholder names of a form, in order. */
    public static List<String> placeholders(String form) {
        return PLACEHOLDER.matcher(form).results().map(r -> r.group(1)).toList();
    }

    /**
     * {@code text} retold with {@code words} (key to the language's form) when it begins with one of
     * the engine's forms; what follows the form is kept. The text as it is when no form fits.
     */
    static String retell(String text, Map<String, String> words) {
        return retell(text, words, false);
    }

    private static String retell(String text, Map<String, String> words, boolean item) {
        if (text == null || words.isEmpty()) return text;
        for (Map.Entry<String, Pattern> f : PATTERNS.entrySet()) {
            String target = words.get(f.getKey());
            if (target == null || f.getKey().startsWith(ITEM) != item) continue;
            Matcher m = f.getValue().matcher(text);
            if (item ? !m.matches() : !m.lookingAt()) continue;
            String out = target;
            for (String name : placeholders(FORMS.get(f.getKey()))) out = out.replace("{" + name + "}", item ? m.group(name) : items(m.group(name), words));
            return out + text.substring(m.end());
        }
        return text;
    }

    /** A placeholder's value with each item of its comma list retold by the {@code item-} forms. */
    private static String items(String value, Map<String, String> words) {
        String[] parts = value.split(", ", -1);
        for (int i = 0; i < parts.length; i++) parts[i] = retell(parts[i], words, true);
        return String.join(", ", parts);
    }
}
