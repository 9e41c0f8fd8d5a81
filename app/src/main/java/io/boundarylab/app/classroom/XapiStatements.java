package io.boundarylab.app.classroom;

import io.boundarylab.episodes.prediction.Verdict;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boundarylab.episodes.content.Episode;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * The class's results as xAPI 1.0.3 statements, a JSON array a learning record store accepts:
 * one "answered" statement per prediction and per card answer, and one "completed" statement per
 * learner who committed a prediction in every episode. Actors are accounts on
 * {@link #HOME_PAGE} named as on the dashboard (anonymous labels unless names are shown).
 * Statement ids are name-based UUIDs of the class code, learner and item, so exporting twice
 * gives the same ids and a record store can drop the repeats. There are no timestamps: results
 * files do not record when each answer was given, and the record store stamps what it stores.
 */
public final class XapiStatements {
    public static final String VERSION = "1.0.3";
    public static final String HOME_PAGE = "https://boundarylab.io/learners";
    public static final String ACTIVITIES = "https://boundarylab.io/xapi/";
    public static final String ANSWERED = "http://adlnet.gov/expapi/verbs/answered";
    public static final String COMPLETED = "http://adlnet.gov/expapi/verbs/completed";
    static final String INTERACTION = "http://adlnet.gov/expapi/activities/cmi.interaction";
    static final String ASSESSMENT = "http://adlnet.gov/expapi/activities/assessment";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private XapiStatements() {
    }

    public static ArrayNode of(List<Results> results, List<Episode> episodes, boolean names) {
        ArrayNode out = JSON.createArrayNode();
        for (int i = 0; i < results.size(); i++) {
            Results r = results.get(i);
            String who = ClassReport.who(r, i, names);
            String investigation = ACTIVITIES + "investigations/" + r.investigation();
            for (Results.Prediction p : r.predictions()) {
                ObjectNode s = statement(out, r, who, ANSWERED, "answered", investigation + "/predictions/" + p.key(), INTERACTION, "prediction " + p.key());
                ((ObjectNode) s.get("object").get("definition")).put("interactionType", "choice");
                ObjectNode result = s.putObject("result");
                result.put("response", p.choice());
                if (p.verdict() != null) {
                    result.put("success", p.verdict() == Verdict.RIGHT);
                    // Partly right earns half: scaled in [-1, 1] as xAPI requires.
                    result.putObject("score").put("scaled", p.verdict() == Verdict.RIGHT ? 1.0 : p.verdict() == Verdict.PARTLY ? 0.5 : 0.0);
                }
                if (p.timeTakenMs() != null) result.put("duration", duration(p.timeTakenMs()));
                ObjectNode ext = result.putObject("extensions");
                if (p.confidencePercent() != null) ext.put(ACTIVITIES + "extensions/confidence-percent", p.confidencePercent());
                if (p.quantity() != null) ext.put(ACTIVITIES + "extensions/quantity", p.quantity());
                if (p.explanation() != null) ext.put(ACTIVITIES + "extensions/explanation", p.explanation());
                parent(s, investigation);
            }
            for (Results.DeckAnswer a : r.deck()) {
                ObjectNode s = statement(out, r, who, ANSWERED, "answered", investigation + "/deck/" + a.set() + "/" + a.card(), INTERACTION,
                        "card " + a.card() + " (" + a.set() + ")");
                ((ObjectNode) s.get("object").get("definition")).put("interactionType", "choice");
                s.putObject("result").put("response", a.answer()).put("success", a.right());
                parent(s, investigation);
            }
            boolean everyEpisode = !episodes.isEmpty() && episodes.stream()
                    .allMatch(e -> r.predictions().stream().anyMatch(p -> e.id().equals(p.key())));
            if (everyEpisode) {
                statement(out, r, who, COMPLETED, "completed", investigation, ASSESSMENT, "investigation " + r.investigation())
                        .putObject("result").put("completion", true);
            }
        }
        return out;
    }

    public static byte[] bytes(ArrayNode statements) {
        try {
            return (JSON.writeValueAsString(statements) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree always serialises", e);
        }
    }

    private static ObjectNode statement(ArrayNode out, Results r, String who, String verb, String verbName, String activity, String type, String name) {
        ObjectNode s = out.addObject();
        s.put("id", UUID.nameUUIDFromBytes((r.classCode() + "\n" + who + "\n" + verb + "\n" + activity).getBytes(StandardCharsets.UTF_8)).toString());
        ObjectNode actor = s.putObject("actor");
        actor.put("objectType", "Agent");
        actor.put("name", who);
        actor.putObject("account").put("homePage", HOME_PAGE).put("name", who);
        ObjectNode v = s.putObject("verb");
        v.put("id", verb);
        v.putObject("display").put("en-US", verbName);
        ObjectNode object = s.putObject("object");
        object.put("objectType", "Activity");
        object.put("id", activity);
        ObjectNode def = object.putObject("definition");
        def.putObject("name").put("en-US", name);
        def.put("type", type);
        s.put("version", VERSION);
        return s;
    }

    private static void parent(ObjectNode s, String investigation) {
        ObjectNode context = s.putObject("context");
        ObjectNode parent = context.putObject("contextActivities").putArray("parent").addObject();
        parent.put("objectType", "Activity");
        parent.put("id", investigation);
    }

    /** An ISO 8601 duration, as xAPI wants it: PT41.5S. */
    static String duration(long ms) {
        return String.format(Locale.ROOT, "PT%d.%02dS", ms / 1000, (ms % 1000) / 10);
    }
}
