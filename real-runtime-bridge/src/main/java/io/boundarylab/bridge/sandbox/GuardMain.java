package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.host.RunId;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The guard of one run: a separate process that holds the read end of a pipe from the bridge's
 * JVM. When the pipe closes without the word {@code done} (the JVM ended or was killed with
 * SIGKILL), it removes everything the run made. Usage: {@code GuardMain STATE_DIR RUN_ID}.
 */
public final class GuardMain {

    private GuardMain() {
    }

    public static void main(String[] args) throws IOException {
        Path stateDir = Path.of(args[0]);
        RunId run = new RunId(args[1]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        System.out.println("guarding " + run);
        System.out.flush();
        String line;
        boolean done = false;
        while ((line = in.readLine()) != null) {
            if (line.equals("done")) done = true;
        }
        if (!done) new RunCleaner(Host.detect(stateDir)).clean(run);
        System.exit(0);
    }
}
