package io.boundarylab.app.export;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.TraceEvent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** Files the learner can take away: the trace as JSON lines, any text file written atomically. */
public final class Exports {

    private Exports() {
    }

    /** One event per line in the engine's trace format, the same bytes the command line writes. */
    public static String traceLines(List<TraceEvent> events) {
        return TraceJson.lines(events);
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
