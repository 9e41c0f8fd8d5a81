package io.boundarylab.episodes.narration;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The forms of the engine's English event messages that a learner reads as status (the Service's
 * endpoints, a Deployment's scaling), each under a key: a language retells a message that has one of
 * these forms in its own words ({@code messages:} of {@code narration.yaml}, keyed the same), and the
 * trace keeps the English (docs/decisions/0002). A {@code {placeholder}} stands for one word, except
 * at the end of a form, where it takes the rest of the text.
 */
public final class EngineMessages {

    /** Key to the engine's form, as {@code ServiceController} and {@code DeploymentController} write it. */
    public static final Map<String, String> FORMS = forms();

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
                re.append(p.end() == form.length() ? "(?<" + p.group(1) + ">.+)" : "(?<" + p.group(1) + ">\\S+?)");
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
        if (text == null || words.isEmpty()) return text;
        for (Map.Entry<String, Pattern> f : PATTERNS.entrySet()) {
            String target = words.get(f.getKey());
            if (target == null) continue;
            Matcher m = f.getValue().matcher(text);
            if (!m.lookingAt()) continue;
            String out = target;
            for (String name : placeholders(FORMS.get(f.getKey()))) out = out.replace("{" + name + "}", m.group(name));
            return out + text.substring(m.end());
        }
        return text;
    }
}
