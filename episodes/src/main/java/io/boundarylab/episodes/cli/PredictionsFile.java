package io.boundarylab.episodes.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Quantity;
import io.boundarylab.episodes.prediction.Prediction;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a predictions file ({@code synthesis --predictions FILE}) as strictly as a scenario:
 * {@code {"predictions": [{"episode", "choice", "reason", "confidence", "quantity"}]}} or the list
 * alone. Types, ranges, unknown and repeated fields and text after the end are all refused, each
 * with one line {@code file:line:column: field: problem} in plain words. The file is read through
 * a size limit first, so {@code /dev/zero} is refused rather than read for ever.
 *
 * <p>A {@code null} counts as an absent field: {@code confidence} is then
 * {@value #DEFAULT_CONFIDENCE} (the app's starting value), {@code reason} and {@code quantity} none.
 */
final class PredictionsFile {
    /** The largest predictions file read; four predictions take a few hundred bytes. */
    static final int MAX_BYTES = 1024 * 1024;
    static final int DEFAULT_CONFIDENCE = 50;
    private static final List<String> FIELDS = List.of("episode", "choice", "reason", "confidence", "quantity");
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    private final Path file;
    private final Investigation inv;

    private PredictionsFile(Path file, Investigation inv) {
        this.file = file;
        this.inv = inv;
    }

    /** @throws IllegalArgumentException with the one-line message to print */
    static List<Prediction> read(Path file, Investigation inv) {
        return new PredictionsFile(file, inv).read();
    }

    private List<Prediction> read() {
        byte[] bytes = bytes();
        try (JsonParser p = JSON.createParser(bytes)) {
            try {
                return top(p);
            } catch (JsonProcessingException e) {
                // Some of the parser's limits report no place: the parser still knows where it is.
                JsonLocation at = e.getLocation() != null && e.getLocation().getLineNr() > 0 ? e.getLocation() : p.currentLocation();
                throw located(at, where(p), plain(e));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(CliSupport.msg("predictions.cannotRead", file, e.getMessage()));
        }
    }

    /** The whole file: the object holding "predictions", or the list alone, then nothing more. */
    private List<Prediction> top(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == null) {
            throw located(p.currentLocation(), "predictions", CliSupport.msg("predictions.empty"));
        }
        List<Prediction> out;
        if (t == JsonToken.START_OBJECT) {
            out = null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                if (!p.currentName().equals("predictions")) {
                    throw located(p.currentTokenLocation(), p.currentName(), CliSupport.msg("predictions.unknownTop"));
                }
                p.nextToken();
                out = list(p);
            }
            if (out == null) {
                throw located(p.currentTokenLocation(), "predictions", CliSupport.msg("predictions.missing", "predictions"));
            }
        } else if (t == JsonToken.START_ARRAY) {
            out = list(p);
        } else {
            throw located(p.currentTokenLocation(), "predictions", CliSupport.msg("predictions.shape"));
        }
        if (p.nextToken() != null) {
            throw located(p.currentTokenLocation(), "predictions", CliSupport.msg("predictions.trailing"));
        }
        return out;
    }

    /** The file's bytes, read no further than the limit (a device or pipe has no size to check first). */
    private byte[] bytes() {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new IllegalArgumentException(CliSupport.msg("predictions.tooLarge", file, MAX_BYTES));
            }
            return bytes;
        } catch (IOException e) {
            String why = e instanceof java.nio.file.NoSuchFileException ? CliSupport.msg("predictions.noFile")
                    : Files.isDirectory(file) ? CliSupport.msg("predictions.folder") : String.valueOf(e.getMessage());
            throw new IllegalArgumentException(CliSupport.msg("predictions.cannotRead", file, why));
        }
    }

    private List<Prediction> list(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            throw located(p.currentTokenLocation(), "predictions", CliSupport.msg("predictions.notList"));
        }
        List<Prediction> out = new ArrayList<>();
        for (int i = 0; p.nextToken() != JsonToken.END_ARRAY; i++) {
            out.add(prediction(p, "predictions[" + i + "]"));
        }
        return out;
    }

    private Prediction prediction(JsonParser p, String where) throws IOException {
        JsonLocation start = p.currentTokenLocation();
        if (p.currentToken() != JsonToken.START_OBJECT) {
            throw located(start, where, CliSupport.msg("predictions.notObject"));
        }
        String episode = null;
        String choice = null;
        String reason = null;
        int confidence = DEFAULT_CONFIDENCE;
        Double quantity = null;
        JsonLocation episodeAt = start;
        JsonLocation choiceAt = start;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonLocation nameAt = p.currentTokenLocation();
            JsonToken v = p.nextToken();
            JsonLocation at = p.currentTokenLocation();
            String field = where + "." + name;
            switch (name) {
                case "episode" -> { episode = text(p, field); episodeAt = at; }
                case "choice" -> { choice = text(p, field); choiceAt = at; }
                case "reason" -> reason = text(p, field);
                case "confidence" -> confidence = v == JsonToken.VALUE_NULL ? DEFAULT_CONFIDENCE : confidence(p, field);
                case "quantity" -> quantity = v == JsonToken.VALUE_NULL ? null : quantity(p, field);
                default -> throw located(nameAt, field,
                        CliSupport.msg("predictions.unknownField", name, String.join(", ", FIELDS)));
            }
        }
        if (episode == null) {
            throw located(start, where, CliSupport.msg("predictions.missing", "episode"));
        }
        if (choice == null) {
            throw located(start, where, CliSupport.msg("predictions.missing", "choice"));
        }
        Episode e = inv.episode(episode).orElse(null);
        if (e == null) {
            throw located(episodeAt, where + ".episode", CliSupport.msg("predictions.noEpisode", episode,
                    String.join(", ", inv.episodes().stream().map(Episode::id).toList())));
        }
        if (e.prediction().choice(choice).isEmpty()) {
            throw located(choiceAt, where + ".choice", CliSupport.msg("predictions.noChoice", choice, episode,
                    String.join(", ", e.prediction().choices().stream().map(Choice::id).toList())));
        }
        return new Prediction(episode, choice, reason, confidence, quantity);
    }

    /** Text, or null for a {@code null}. */
    private String text(JsonParser p, String field) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_NULL) {
            return null;
        }
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            throw located(p.currentTokenLocation(), field, CliSupport.msg("predictions.notText", shown(p)));
        }
        return p.getText();
    }

    private int confidence(JsonParser p, String field) throws IOException {
        // The text's length is checked before the number is parsed: a thousand digits are simply out of range.
        if (p.currentToken() != JsonToken.VALUE_NUMBER_INT || p.getTextLength() > 3 || p.getIntValue() < 0 || p.getIntValue() > 100) {
            throw located(p.currentTokenLocation(), field, CliSupport.msg("predictions.confidence", shown(p)));
        }
        return p.getIntValue();
    }

    private Double quantity(JsonParser p, String field) throws IOException {
        boolean number = p.currentToken() == JsonToken.VALUE_NUMBER_INT || p.currentToken() == JsonToken.VALUE_NUMBER_FLOAT;
        double q = number && p.getTextLength() <= 32 ? p.getDoubleValue() : Double.NaN;
        if (!(q >= 0 && q <= Quantity.MAX)) {
            throw located(p.currentTokenLocation(), field, CliSupport.msg("predictions.quantity", shown(p), (long) Quantity.MAX));
        }
        return q;
    }

    /** The value as the learner wrote it, shortened: {@code "very"}, {@code true}, {@code 0.6}, {@code a list}. */
    private static String shown(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_ARRAY) {
            return CliSupport.msg("predictions.aList");
        }
        if (t == JsonToken.START_OBJECT) {
            return CliSupport.msg("predictions.anObject");
        }
        String s = t == JsonToken.VALUE_STRING ? "\"" + p.getText() + "\"" : p.getText();
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }

    /** Where the parser is, as a field name: {@code predictions[1].episode}. */
    private static String where(JsonParser p) {
        StringBuilder b = new StringBuilder();
        for (JsonStreamContext c = p.getParsingContext(); c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                b.insert(0, "[" + Math.max(0, c.getCurrentIndex()) + "]");
            } else if (c.getCurrentName() != null) {
                b.insert(0, "." + c.getCurrentName());
            }
        }
        String path = b.toString();
        return path.isEmpty() ? "predictions" : path.startsWith("[") ? "predictions" + path : path.substring(1);
    }

    private IllegalArgumentException located(JsonLocation at, String field, String message) {
        long line = at == null ? 0 : Math.max(1, at.getLineNr());
        long column = at == null ? 0 : Math.max(1, at.getColumnNr());
        return new IllegalArgumentException(CliSupport.msg("predictions.located", file, line, column, field, message));
    }

    /** Jackson's complaint in plain words, without its class names or its second line. */
    private static String plain(JsonProcessingException e) {
        if (e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
            return CliSupport.msg("predictions.tooLong");
        }
        if (e instanceof JsonEOFException || String.valueOf(e.getOriginalMessage()).startsWith("Unexpected end-of-input")) {
            return CliSupport.msg("predictions.endsEarly");
        }
        if (e.getCause() instanceof CharConversionException || String.valueOf(e.getOriginalMessage()).startsWith("Invalid UTF-8")) {
            return CliSupport.msg("predictions.notUtf8");
        }
        String m = String.valueOf(e.getOriginalMessage());
        if (m.startsWith("Duplicate field")) {
            return CliSupport.msg("predictions.duplicate", m.replaceAll("(?s)^Duplicate field '(.*?)'.*$", "$1"));
        }
        if (e instanceof StreamReadException && (m.startsWith("Unexpected character ('") || m.startsWith("Unrecognized token '"))) {
            String what = m.replaceAll("(?s)^(?:Unexpected character \\('|Unrecognized token ')(.*?)'(?::| \\(code).*$", "$1");
            return CliSupport.msg("predictions.unexpected", what.length() <= 40 ? what : what.substring(0, 40) + "…");
        }
        return CliSupport.msg("predictions.notJson");
    }
}
