package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import java.util.List;
import java.util.Objects;

/**
 * An edit of the form that cannot be made, and why: the field the learner filled in, the reason
 * and the values it names. The
 * edits stay free of any language; the view-model puts the reason in the learner's words.
 */
public final class EditRefused extends IllegalArgumentException {
    /** The fields of the form a reason can name, each with its words in the app's bundle ({@code playground.field.KEY}). */
    public enum Field {
        NAME("name"), REPLICAS("replicas"), SELECTOR("selector"), LABELS("labels"), TEMPLATE("template"),
        MIN_READY_SECONDS("minReadySeconds"), MAX_SURGE("maxSurge"), MAX_UNAVAILABLE("maxUnavailable"),
        SERVICE_NAME("serviceName"), PORT("port"), TARGET_PORT("targetPort"), PORTS("ports"),
        AT("at"), TARGET("target"), GRACE_PERIOD("gracePeriod"), EXIT_CODE("exitCode"), IMAGE("image"),
        INITIAL_DELAY("initialDelay"), PERIOD("period"), TIMEOUT("timeout"), SUCCESS_THRESHOLD("successThreshold"),
        FAILURE_THRESHOLD("failureThreshold"), PROBE_PORT("probePort"), PROBE_FILE("probeFile"), PASS_AFTER("passAfter"),
        FAIL_AFTER("failAfter"), PROBE_RESULTS("probeResults");

        private final String key;

        Field(String key) {
            this.key = key;
        }

        /** The key of the field's words in the app's bundle. */
        public String key() {
            return "playground.field." + key;
        }
    }

    /** Why a value cannot be one, each with its words in the app's bundle ({@code playground.refused.KEY}). */
    public enum Reason {
        RANGE("range"), NUMBER_NEEDED("numberNeeded"), NOT_WHOLE_NUMBER("notWholeNumber"), EMPTY("empty"),
        LABEL_PAIRS("labelPairs"), LABEL_TWICE("labelTwice"), NO_POD("noPod"), ABSOLUTE_PATH("absolutePath"),
        PASS_OR_FAIL("passOrFail"), SELECTOR_EMPTY("selectorEmpty"), AT_MOST_ALL("atMostAll"), ROLLOUT_STUCK("rolloutStuck"),
        PORT_TWICE("portTwice"), LAST_PORT("lastPort"), TARGET_FORM("targetForm"), SUCCESS_ONE("successOne");

        private final String key;

        Reason(String key) {
            this.key = key;
        }

        /** The key of the reason's words; their first argument is the field's words, the values follow. */
        public String key() {
            return "playground.refused." + key;
        }
    }

    private final Field field;
    private final Reason reason;
    private final List<Object> values;

    EditRefused(Field field, Reason reason, Object... values) {
        super(field + ": " + reason + " " + List.of(values));
        this.field = Objects.requireNonNull(field);
        this.reason = Objects.requireNonNull(reason);
        this.values = List.of(values);
    }

    public Field field() {
        return field;
    }

    public Reason reason() {
        return reason;
    }

    public List<Object> values() {
        return values;
    }

    /** The reason in the learner's words: the field, then why ("replicas: must be from 0 to 100, not -1"). */
    public String explain(Messages m) {
        Object[] args = new Object[values.size() + 1];
        args[0] = m.get(field.key());
        for (int i = 0; i < values.size(); i++) args[i + 1] = values.get(i);
        return m.get(reason.key(), args);
    }
}
