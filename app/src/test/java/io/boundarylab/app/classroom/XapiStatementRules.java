package io.boundarylab.app.classroom;

import com.fasterxml.jackson.databind.JsonNode;

import java.net.URI;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The statement structure of the xAPI specification, version 1.0.3, Part Two ("Experience API
 * Data"), section 2.4 (Statement properties), as checks: what is required, what is allowed, and the
 * form of each value. Returns every breach as "path: problem"; an empty list is a valid statement.
 * Written from the specification's tables, not from the exporter, so it can disagree with it.
 */
final class XapiStatementRules {
    static final Set<String> STATEMENT = Set.of("id", "actor", "verb", "object", "result", "context", "timestamp", "stored", "authority",
            "version", "attachments");
    static final Set<String> AGENT = Set.of("objectType", "name", "mbox", "mbox_sha1sum", "openid", "account");
    static final Set<String> IFIS = Set.of("mbox", "mbox_sha1sum", "openid", "account");
    static final Set<String> VERB = Set.of("id", "display");
    static final Set<String> ACTIVITY = Set.of("objectType", "id", "definition");
    static final Set<String> DEFINITION = Set.of("name", "description", "type", "moreInfo", "extensions", "interactionType",
            "correctResponsesPattern", "choices", "scale", "source", "target", "steps");
    static final Set<String> INTERACTION_TYPES = Set.of("true-false", "choice", "fill-in", "long-fill-in", "matching", "performance",
            "sequencing", "likert", "numeric", "other");
    static final Set<String> RESULT = Set.of("score", "success", "completion", "response", "duration", "extensions");
    static final Set<String> SCORE = Set.of("scaled", "raw", "min", "max");
    static final Set<String> CONTEXT = Set.of("registration", "instructor", "team", "contextActivities", "revision", "platform", "language",
            "statement", "extensions");
    static final Set<String> CONTEXT_ACTIVITIES = Set.of("parent", "grouping", "category", "other");
    static final Pattern UUID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
    // ISO 8601 duration, as the spec's examples and conformance tests use it (PnYnMnDTnHnMnS, seconds may have a fraction).
    static final Pattern DURATION = Pattern.compile("P(?=\\d|T\\d)(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?");
    static final Pattern LANGUAGE_TAG = Pattern.compile("[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*");

    private XapiStatementRules() {
    }

    static List<String> check(JsonNode s) {
        List<String> p = new ArrayList<>();
        object(s, "statement", STATEMENT, Set.of("actor", "verb", "object"), p);
        if (s.has("id") && !UUID.matcher(s.get("id").asText()).matches()) p.add("id: not a UUID");
        agent(s.path("actor"), "actor", p);
        object(s.path("verb"), "verb", VERB, Set.of("id"), p);
        iri(s.path("verb").path("id"), "verb.id", p);
        if (s.path("verb").has("display")) languageMap(s.path("verb").path("display"), "verb.display", p);
        activity(s.path("object"), "object", p);
        if (s.has("result")) result(s.get("result"), p);
        if (s.has("context")) context(s.get("context"), p);
        if (s.has("version") && !s.get("version").asText().matches("1\\.0\\.\\d+")) p.add("version: must be 1.0.x");
        return p;
    }

    private static void agent(JsonNode a, String at, List<String> p) {
        object(a, at, AGENT, Set.of(), p);
        if (a.has("objectType") && !"Agent".equals(a.get("objectType").asText())) p.add(at + ".objectType: must be Agent");
        long ifis = IFIS.stream().filter(a::has).count();
        if (ifis != 1) p.add(at + ": must have exactly one inverse functional identifier, has " + ifis);
        if (a.has("account")) {
            object(a.get("account"), at + ".account", Set.of("homePage", "name"), Set.of("homePage", "name"), p);
            iri(a.get("account").path("homePage"), at + ".account.homePage", p);
        }
    }

    private static void activity(JsonNode o, String at, List<String> p) {
        object(o, at, ACTIVITY, Set.of("id"), p);
        if (o.has("objectType") && !"Activity".equals(o.get("objectType").asText())) p.add(at + ".objectType: expected Activity");
        iri(o.path("id"), at + ".id", p);
        JsonNode d = o.path("definition");
        if (d.isMissingNode()) return;
        object(d, at + ".definition", DEFINITION, Set.of(), p);
        if (d.has("name")) languageMap(d.get("name"), at + ".definition.name", p);
        if (d.has("type")) iri(d.get("type"), at + ".definition.type", p);
        if (d.has("interactionType") && !INTERACTION_TYPES.contains(d.get("interactionType").asText())) p.add(at + ".definition.interactionType: unknown");
    }

    private static void result(JsonNode r, List<String> p) {
        object(r, "result", RESULT, Set.of(), p);
        if (r.has("score")) {
            object(r.get("score"), "result.score", SCORE, Set.of(), p);
            JsonNode scaled = r.get("score").path("scaled");
            if (!scaled.isMissingNode() && (!scaled.isNumber() || scaled.asDouble() < -1 || scaled.asDouble() > 1)) p.add("result.score.scaled: must be -1 to 1");
        }
        for (String b : List.of("success", "completion")) if (r.has(b) && !r.get(b).isBoolean()) p.add("result." + b + ": must be a boolean");
        if (r.has("response") && !r.get("response").isTextual()) p.add("result.response: must be a string");
        if (r.has("duration") && !DURATION.matcher(r.get("duration").asText()).matches()) p.add("result.duration: not an ISO 8601 duration");
        if (r.has("extensions")) extensions(r.get("extensions"), "result.extensions", p);
    }

    private static void context(JsonNode c, List<String> p) {
        object(c, "context", CONTEXT, Set.of(), p);
        JsonNode ca = c.path("contextActivities");
        if (ca.isMissingNode()) return;
        object(ca, "context.contextActivities", CONTEXT_ACTIVITIES, Set.of(), p);
        for (Iterator<String> k = ca.fieldNames(); k.hasNext(); ) {
            String key = k.next();
            JsonNode list = ca.get(key);
            if (list.isArray()) {
                for (int i = 0; i < list.size(); i++) activity(list.get(i), "context.contextActivities." + key + "[" + i + "]", p);
            } else {
                activity(list, "context.contextActivities." + key, p);
            }
        }
    }

    private static void extensions(JsonNode e, String at, List<String> p) {
        if (!e.isObject()) {
            p.add(at + ": must be an object");
            return;
        }
        for (Iterator<String> k = e.fieldNames(); k.hasNext(); ) {
            String key = k.next();
            if (!absoluteIri(key)) p.add(at + ": key " + key + " is not an IRI");
        }
    }

    private static void languageMap(JsonNode m, String at, List<String> p) {
        if (!m.isObject() || m.isEmpty()) {
            p.add(at + ": must be a language map");
            return;
        }
        for (Iterator<String> k = m.fieldNames(); k.hasNext(); ) {
            String key = k.next();
            if (!LANGUAGE_TAG.matcher(key).matches()) p.add(at + ": " + key + " is not a language tag");
            if (!m.get(key).isTextual()) p.add(at + "." + key + ": must be a string");
        }
    }

    private static void object(JsonNode n, String at, Set<String> allowed, Set<String> required, List<String> p) {
        if (!n.isObject()) {
            p.add(at + ": must be an object");
            return;
        }
        for (Iterator<String> k = n.fieldNames(); k.hasNext(); ) {
            String key = k.next();
            if (!allowed.contains(key)) p.add(at + "." + key + ": not a property the specification allows here");
            if (n.get(key).isNull()) p.add(at + "." + key + ": null is not allowed");
        }
        for (String r : required) if (!n.has(r)) p.add(at + "." + r + ": required");
    }

    private static void iri(JsonNode n, String at, List<String> p) {
        if (!n.isTextual() || !absoluteIri(n.asText())) p.add(at + ": must be an absolute IRI");
    }

    private static boolean absoluteIri(String s) {
        try {
            URI u = new URI(s);
            return u.isAbsolute() && u.getScheme() != null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }
}
