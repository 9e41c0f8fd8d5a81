package io.boundarylab.bridge.host;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs a host tool to completion. Commands are argument arrays, never shell strings, so no
 * name or path the bridge passes can be reinterpreted by a shell.
 */
public final class Exec {

    private Exec() {
    }

    /** What a finished tool reported. */
    public record Result(List<String> command, int exitCode, String stdout, String stderr) {
        public boolean ok() {
            return exitCode == 0;
        }

        /** One line for a diagnostic: the command, its exit code and the first line of stderr. */
        public String describe() {
            String err = stderr.strip();
            int nl = err.indexOf('\n');
            if (nl >= 0) err = err.substring(0, nl);
            return String.join(" ", command) + " -> exit " + exitCode + (err.isEmpty() ? "" : ": " + err);
        }
    }

    /** Runs the command and waits at most {@code timeoutMs}; a tool that overruns is killed (exit -1). */
    public static Result run(List<String> command, long timeoutMs) {
        ProcessBuilder pb = new ProcessBuilder(List.copyOf(command));
        pb.redirectInput(ProcessBuilder.Redirect.PIPE);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return new Result(List.copyOf(command), 127, "", e.getMessage());
        }
        try {
            p.getOutputStream().close();
            CompletableFuture<String> out = drain(p.getInputStream());
            CompletableFuture<String> err = drain(p.getErrorStream());
            boolean done = p.waitFor(timeoutMs, TimeUnit.MILLISECONDS);
            if (!done) {
                p.destroyForcibly();
                p.waitFor(1, TimeUnit.SECONDS);
                return new Result(List.copyOf(command), -1, out.getNow(""), "timed out after " + timeoutMs + " ms");
            }
            return new Result(List.copyOf(command), p.exitValue(), out.join(), err.join());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            return new Result(List.copyOf(command), -1, "", "interrupted");
        }
    }

    private static CompletableFuture<String> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (in) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        });
    }
}
