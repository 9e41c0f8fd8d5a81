package io.boundarylab.app.export;

import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.trace.TraceEvent;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Files the learner can take away: the trace as JSON lines, any text file written safely. */
public final class Exports {

    private Exports() {
    }

    /** One event per line in the engine's trace format, the same bytes the command line writes. */
    public static String traceLines(List<TraceEvent> events) {
        return TraceJson.lines(events);
    }

    /** Writes the text as {@link OutputFile} does: atomically to a regular file, streamed to a device, never over a folder. */
    public static void writeText(Path file, String text) throws IOException {
        OutputFile.write(file, text, new java.io.PrintWriter(System.out, true));
    }
}
