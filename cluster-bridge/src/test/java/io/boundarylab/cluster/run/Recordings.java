package io.boundarylab.cluster.run;

import io.boundarylab.engine.trace.TraceEvent;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** The recorded event streams of src/test/resources/recorded, replayed into a trace. */
public final class Recordings {
    private Recordings() {
    }

    public static List<TraceEvent> replay(String name) throws IOException {
        try (InputStream in = Recordings.class.getResourceAsStream("/recorded/" + name)) {
            TraceRecorder r = new TraceRecorder();
            RecordedStream.replay(Arrays.asList(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")), r);
            return r.trace();
        }
    }
}
