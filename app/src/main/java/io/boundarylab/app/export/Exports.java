package io.boundarylab.app.export;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boundarylab.engine.trace.TraceEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** Files the learner can take away: the trace as JSON lines, any text file written atomically. */
public final class Exports {
    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private Exports() {
    }

    /** One event per line in the trace format of the spec (null fields left out). */
    public static String traceLines(List<TraceEvent> events) {
        StringBuilder b = new StringBuilder();
        for (TraceEvent e : events) {
            try {
                b.append(JSON.writeValueAsString(e)).append('\n');
            } catch (JsonProcessingException ex) {
                throw new UncheckedIOException(ex);
            }
        }
        return b.toString();
    }

    public static void writeText(Path file, String text) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path tmp = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
