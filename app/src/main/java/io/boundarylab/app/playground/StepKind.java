package io.boundarylab.app.playground;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.scenario.Step;
import java.util.List;
import java.util.Locale;

/**
 * The steps palette: each kind of step the form offers, with the fields it asks for (a text, and up
 * to two numbers). "Crash at T with code" is two steps of the format: sleep T, then exit with the code.
 */
public enum StepKind {
    LISTEN("port", null, null),
    SERVE("port", null, null),
    WRITE("every", null, "path"),
    SHIP(null, null, "from"),
    CONNECT("port", null, "host"),
    REQUEST("port", "every", "host"),
    CRASH("at", "code", null),
    EXIT("code", null, null),
    SLEEP("seconds", null, null),
    RUN_FOREVER(null, null, null);

    private final String first;
    private final String second;
    private final String text;

    StepKind(String first, String second, String text) {
        this.first = first;
        this.second = second;
        this.text = text;
    }

    /** The message key of the first number's label, or null when the step has no number. */
    public String firstField() { return first == null ? null : "playground.field." + first; }
    public String secondField() { return second == null ? null : "playground.field." + second; }
    public String textField() { return text == null ? null : "playground.field." + text; }

    public String label(Messages m) {
        return m.get("playground.step." + name().toLowerCase(Locale.ROOT));
    }

    /** The first number, the second and the text as this kind's fields start (the form's defaults). */
    public String[] defaults() {
        return switch (this) {
            case LISTEN, SERVE -> new String[] {"8080", "", ""};
            case WRITE -> new String[] {"1", "", "/logs/app.log"};
            case SHIP -> new String[] {"", "", "/logs"};
            case CONNECT -> new String[] {"8080", "", "localhost"};
            case REQUEST -> new String[] {"8080", "1", "localhost"};
            case CRASH -> new String[] {"10", "1", ""};
            case EXIT -> new String[] {"0", "", ""};
            case SLEEP -> new String[] {"5", "", ""};
            case RUN_FOREVER -> new String[] {"", "", ""};
        };
    }

    /**
     * The steps this kind makes from the form's fields (seconds for times).
     *
     * @throws NumberFormatException when a number field does not hold a whole number
     */
    public List<Step> build(String firstNumber, String secondNumber, String text) {
        return switch (this) {
            case LISTEN -> List.of(new Step.Listen(Integer.parseInt(firstNumber.trim())));
            case SERVE -> List.of(new Step.Serve(Integer.parseInt(firstNumber.trim()), null));
            case WRITE -> List.of(new Step.Write(text.trim(), seconds(firstNumber)));
            case SHIP -> List.of(new Step.Ship(text.trim()));
            case CONNECT -> List.of(new Step.Connect(text.trim(), Integer.parseInt(firstNumber.trim()), false));
            case REQUEST -> List.of(new Step.Request(text.trim(), Integer.parseInt(firstNumber.trim()), seconds(secondNumber)));
            case CRASH -> List.of(new Step.Sleep(seconds(firstNumber)), new Step.Exit(Integer.parseInt(secondNumber.trim())));
            case EXIT -> List.of(new Step.Exit(Integer.parseInt(firstNumber.trim())));
            case SLEEP -> List.of(new Step.Sleep(seconds(firstNumber)));
            case RUN_FOREVER -> List.of(new Step.Run(null));
        };
    }

    private static long seconds(String n) {
        long s = Long.parseLong(n.trim());
        if (s < 0) {
            throw new NumberFormatException(n);
        }
        return s * 1000;
    }

    /** One line for a step in the form's list, in the learner's language. */
    public static String describe(Step step, Messages m) {
        if (step instanceof Step.Listen l) return m.get("playground.describe.listen", l.port());
        if (step instanceof Step.Serve s) return m.get("playground.describe.serve", s.port());
        if (step instanceof Step.Write w) return w.everyMs() == null ? m.get("playground.describe.writeOnce", w.path())
                : m.get("playground.describe.write", w.path(), m.seconds(w.everyMs()));
        if (step instanceof Step.Ship s) return m.get("playground.describe.ship", s.from());
        if (step instanceof Step.Connect c) return m.get("playground.describe.connect", c.host(), c.port());
        if (step instanceof Step.Request r) return m.get("playground.describe.request", r.host(), r.port(), m.seconds(r.everyMs()));
        if (step instanceof Step.Exit e) return m.get("playground.describe.exit", e.code());
        if (step instanceof Step.Sleep s) return m.get("playground.describe.sleep", m.seconds(s.ms()));
        if (step instanceof Step.Run r) return r.ms() == null ? m.get("playground.describe.runForever") : m.get("playground.describe.run", m.seconds(r.ms()));
        if (step instanceof Step.Require r) return m.get("playground.describe.require", r.path());
        if (step instanceof Step.Touch t) return m.get("playground.describe.touch", t.path());
        if (step instanceof Step.Allocate a) return m.get("playground.describe.allocate", a.bytes());
        if (step instanceof Step.BurnCpu b) return m.get("playground.describe.burnCpu", b.milliCores(), m.seconds(b.forMs()));
        return step.toString();
    }
}
