package io.boundarylab.episodes.content;

import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.PodSpec;
import io.boundarylab.engine.scenario.Resources;
import io.boundarylab.engine.scenario.Scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The resource limits a card states, and those its experiment sets, so that what the card says its
 * experiment does is what it does. A stated limit is an amount of memory or CPU with a unit ("64 MiB",
 * "64Mi", "1 GiB", "200m", "0.5 cores") that a limit word ({@link #LIMIT_WORDS}: limit, limited,
 * ceiling, cap, límite, limitado, techo, tope ...) stands next to: at most two words before it
 * ("limited to 64 MiB", «techo de 96 MiB») or two words after it ("its own 96 MiB ceiling", "a
 * 200m CPU limit"). An amount with no limit word beside it ("the host's 16 GiB") is a figure of the
 * machine, not of the experiment, and is not read.
 */
public final class StatedLimits {

    /** The words that make an amount beside them a limit, English and Spanish, matched whole and without case. */
    public static final List<String> LIMIT_WORDS = List.of("limit", "limits", "limited", "ceiling", "ceilings", "cap", "capped",
            "límite", "límites", "limitado", "limitada", "limitados", "limitadas", "techo", "techos", "tope", "topes");

    private static final String AMOUNT = "(\\d+(?:[.,]\\d+)?)\\s*(MiB|Mi|GiB|Gi|MB|GB|millicores?|m|cores?|núcleos?)(?![\\p{L}\\p{N}])";
    private static final String WORD = "[\\p{L}\\p{N}'’/-]+";
    private static final String LIMIT = "(?:" + String.join("|", LIMIT_WORDS) + ")";
    private static final Pattern BEFORE = Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])" + LIMIT + "(?:\\s+" + WORD + "){0,2}\\s+" + AMOUNT);
    private static final Pattern AFTER = Pattern.compile("(?iu)" + AMOUNT + "(?:\\s+" + WORD + "){0,2}?\\s+" + LIMIT + "(?![\\p{L}\\p{N}])");
    private static final long MIB = 1024L * 1024;

    /** Memory or CPU. */
    public enum Kind { MEMORY, CPU }

    /**
     * One limit a text states.
     *
     * @param kind   memory or CPU
     * @param amount bytes for memory, millicores for CPU
     * @param said   the amount as written ("64 MiB")
     */
    public record Limit(Kind kind, long amount, String said) {
    }

    private StatedLimits() {
    }

    /** The limits {@code text} states, in the order written, each once. */
    public static List<Limit> in(String text) {
        List<Limit> out = new ArrayList<>();
        if (text == null) return out;
        for (Pattern p : List.of(BEFORE, AFTER)) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                Limit l = limit(m.group(1), m.group(2));
                if (!out.contains(l)) out.add(l);
            }
        }
        return out;
    }

    /** The memory limits, in bytes, the containers of a scenario's pods set. */
    public static Set<Long> memoryOf(Scenario scenario) {
        Set<Long> out = new TreeSet<>();
        for (PodSpec pod : scenario.pods())
            for (ContainerSpec c : pod.allContainers())
                if (c.limits() != null && c.limits().memoryBytes() != null) out.add(c.limits().memoryBytes());
        return out;
    }

    /** The CPU limits, in millicores, the containers of a scenario's pods set. */
    public static Set<Long> cpuOf(Scenario scenario) {
        Set<Long> out = new TreeSet<>();
        for (PodSpec pod : scenario.pods())
            for (ContainerSpec c : pod.allContainers())
                if (c.limits() != null && c.limits().cpuMilli() != null) out.add(c.limits().cpuMilli());
        return out;
    }

    /** The amounts of one kind a set of ceilings holds (a kernel experiment's, see {@link Deck#KERNEL_EXPERIMENTS}). */
    public static Set<Long> of(Kind kind, List<Resources> ceilings) {
        Set<Long> out = new TreeSet<>();
        for (Resources r : ceilings) {
            Long v = kind == Kind.MEMORY ? r.memoryBytes() : r.cpuMilli();
            if (v != null) out.add(v);
        }
        return out;
    }

    /** An amount in a card's words: MiB for memory, millicores as "200m". */
    public static String words(Kind kind, long amount) {
        if (kind == Kind.CPU) return amount + "m";
        return amount % MIB == 0 ? (amount / MIB) + " MiB" : amount + " bytes";
    }

    private static Limit limit(String number, String unit) {
        double n = Double.parseDouble(number.replace(',', '.'));
        String u = unit.toLowerCase(Locale.ROOT);
        String said = number + (u.startsWith("m") && u.length() == 1 ? "" : " ") + unit;
        return switch (u) {
            case "mib", "mi" -> new Limit(Kind.MEMORY, Math.round(n * MIB), said);
            case "gib", "gi" -> new Limit(Kind.MEMORY, Math.round(n * 1024 * MIB), said);
            case "mb" -> new Limit(Kind.MEMORY, Math.round(n * 1_000_000), said);
            case "gb" -> new Limit(Kind.MEMORY, Math.round(n * 1_000_000_000), said);
            case "m", "millicore", "millicores" -> new Limit(Kind.CPU, Math.round(n), said);
            default -> new Limit(Kind.CPU, Math.round(n * 1000), said);
        };
    }
}
