package io.boundarylab.episodes.content;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

/**
 * Which runs and answers a load gives, whatever the language: a SHA-256 over the language-neutral
 * facts of an investigation, so that its English and Spanish loads have the same class version and
 * a class can mix languages. Class codes and results files carry it; {@link ContentVersion} stays
 * the version of every file read, words included.
 *
 * <p>What goes in, in this order: the investigation's id; each scenario file the load read (the
 * episodes' variants and the costs' templates, which a translation reads from {@code en/}), sorted
 * by path relative to the language's folder, as path and text with line endings made LF; then per
 * episode, in the content's order, its id and number, what its runs differ in, each variant's id,
 * scenario file and guarantee, each observation's id and predicate, the many-seeds run, each
 * claim's id, variant and predicate, each choice's id and the claims it implies, in order, and the
 * quantity's variant, measurement and tolerance; last, each exercise prompt's id and episode. A
 * question's words, a choice's text and a unit do not count: changing only them keeps the version.
 *
 * @param sha256 64 lower-case hex digits
 */
public record ClassVersion(String sha256) {

    public ClassVersion {
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) throw new IllegalArgumentException("not a SHA-256 in hex: " + sha256);
    }

    /**
     * The class version of a load.
     *
     * @param scenarios the scenario files' texts, by path relative to the language's folder
     */
    static ClassVersion of(String investigationId, List<Episode> episodes, List<Block.ExercisePrompt> prompts,
                           SortedMap<String, String> scenarios) {
        Facts f = new Facts();
        f.line("investigation", investigationId);
        for (Map.Entry<String, String> s : scenarios.entrySet()) f.line("scenario", s.getKey(), ContentVersion.normalised(s.getValue()));
        for (Episode e : episodes) {
            f.line("episode", e.id(), Integer.toString(e.number()));
            Experiment x = e.experiment();
            f.line("experiment", x.guarantee() == null ? "" : x.guarantee().key(), x.differsIn());
            for (Variant v : x.variants()) f.line("variant", v.id(), v.scenarioFile(), v.guarantee() == null ? "" : v.guarantee().key());
            for (ObservationRule o : x.observations()) f.line("observation", o.id(), String.valueOf(o.when()));
            SeedSweep sweep = x.seedSweep();
            if (sweep != null) f.line("seedSweep", sweep.variantId(), Integer.toString(sweep.seeds()), String.valueOf(sweep.outcome()));
            PredictionQuestion q = e.prediction();
            for (Claim c : q.claims()) f.line("claim", c.id(), c.variantId(), String.valueOf(c.predicate()));
            for (Choice c : q.choices()) f.line("choice", c.id(), c.implies().toString());
            Quantity n = q.quantity();
            if (n != null) f.line("quantity", n.variantId(), String.valueOf(n.measurement()), String.format(Locale.ROOT, "%s", n.tolerance()));
        }
        for (Block.ExercisePrompt p : prompts) f.line("prompt", p.id(), p.episodeId());
        return new ClassVersion(HexFormat.of().formatHex(f.sha.digest()));
    }

    /** The first {@code bits} bits of the hash (at most 63), as a class code carries them. */
    public long prefixBits(int bits) {
        if (bits < 1 || bits > 63) throw new IllegalArgumentException("bits must be 1 to 63, not " + bits);
        long first = Long.parseUnsignedLong(sha256.substring(0, 16), 16);
        return first >>> (64 - bits);
    }

    /** Lines of NUL-separated fields; a null field is written as the empty string. */
    private static final class Facts {
        private final MessageDigest sha;

        Facts() {
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java runtime has SHA-256", e);
            }
        }

        void line(String kind, String... fields) {
            sha.update(kind.getBytes(StandardCharsets.UTF_8));
            for (String field : fields) {
                sha.update((byte) 0);
                sha.update((field == null ? "" : field).getBytes(StandardCharsets.UTF_8));
            }
            sha.update((byte) '\n');
        }
    }
}
