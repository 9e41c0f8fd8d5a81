package io.boundarylab.app.save;

import io.boundarylab.episodes.deck.Review;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The deck's review log, {@value #FILE}: one CSV row per graded answer, in the columns of the
 * revlogs the srs-benchmark (open-spaced-repetition) reads, so that FSRS parameters can be fitted
 * to one learner elsewhere. Only appended; each row is forced to disk; a row a crash cut short is
 * removed before the next one is written.
 */
public final class ReviewLog {
    static final String FILE = "deck-reviews.csv";
    static final String HEADER = "card_id,review_th,day_offset,delta_t,rating,elapsed_days,elapsed_seconds\n";

    private ReviewLog() {
    }

    /**
     * The row for the {@code reviewTh}-th review of the log: the card, its 1-based place in the
     * log, the UTC day, the whole days since the card's last review (0 for its first, as the
     * benchmark clamps it), the rating 1 to 4, and the elapsed days and seconds as Anki logs them
     * (−1 for a first review).
     */
    static String row(Review r, long reviewTh) {
        return csv(r.cardId()) + "," + reviewTh + "," + r.dayOffset() + "," + Math.max(0, r.elapsedDays()) + ","
                + r.rating().grade() + "," + r.elapsedDays() + "," + r.elapsedSeconds() + "\n";
    }

    static void append(Path file, Review r) throws IOException {
        DurableFiles.ensureFolder(file.toAbsolutePath().getParent());
        if (Files.exists(file) && !Files.isRegularFile(file)) throw new IOException(file + " is not a regular file; it was left as it is");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long size = ch.size();
            long whole = 0;
            long rows = 0;
            if (size > 0) {
                byte[] all = new byte[(int) Math.min(size, Integer.MAX_VALUE)];
                ByteBuffer b = ByteBuffer.wrap(all);
                while (b.hasRemaining() && ch.read(b, b.position()) > 0) {
                    // read until full
                }
                for (int i = 0; i < b.position(); i++) {
                    if (all[i] == '\n') {
                        whole = i + 1;
                        rows++;
                    }
                }
            }
            // A row cut short by a crash is dropped; the header counts as the first line.
            ch.truncate(whole);
            String text = (whole == 0 ? HEADER : "") + row(r, whole == 0 ? 1 : rows);
            ByteBuffer out = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            long at = whole;
            while (out.hasRemaining()) at += ch.write(out, at);
            ch.force(true);
        }
        DurableFiles.forceFolder(file.toAbsolutePath().getParent());
    }

    /** One row of the log as read back: the card and its rating, 1 (again) to 4 (easy). */
    public record Logged(String cardId, int grade) {
    }

    /**
     * Every whole row of the log, in the order answered; none when there is no log. A row that
     * cannot be read (cut short by a crash, edited by hand) is skipped: the log is a record, not a
     * source of truth.
     */
    static java.util.List<Logged> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) return java.util.List.of();
        java.util.List<Logged> out = new java.util.ArrayList<>();
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n');
        if (end < 0) return out;
        String[] lines = text.substring(0, end).split("\n");
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            String card;
            String rest;
            if (line.startsWith("\"")) {
                int close = line.indexOf("\",", 1);
                while (close > 0 && countQuotes(line.substring(0, close + 1)) % 2 != 0) close = line.indexOf("\",", close + 1);
                if (close < 0) continue;
                card = line.substring(1, close).replace("\"\"", "\"");
                rest = line.substring(close + 2);
            } else {
                int comma = line.indexOf(',');
                if (comma < 0) continue;
                card = line.substring(0, comma);
                rest = line.substring(comma + 1);
            }
            String[] f = rest.split(",");
            // review_th, day_offset, delta_t, rating, ...
            if (f.length < 4) continue;
            try {
                int grade = Integer.parseInt(f[3]);
                if (grade >= 1 && grade <= 4) out.add(new Logged(card, grade));
            } catch (NumberFormatException e) {
                // skipped, as above
            }
        }
        return out;
    }

    private static long countQuotes(String s) {
        return s.chars().filter(c -> c == '"').count();
    }

    private static String csv(String s) {
        return s.matches("[A-Za-z0-9._/-]*") ? s : "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
