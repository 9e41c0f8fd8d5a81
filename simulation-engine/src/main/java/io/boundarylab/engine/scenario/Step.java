package io.boundarylab.engine.scenario;

/**
 * One step of a simulated process ({@code x-sim.steps}). Steps run in order; when they run out the
 * process exits 0.
 */
public sealed interface Step {
    /** Waits. */
    record Sleep(long ms) implements Step { }

    /** Binds a port in the container's network identity; a taken port makes the process exit 1. */
    record Listen(int port) implements Step { }

    /** Connects to host:port (localhost, a pod name, a pod IP, a Service name or ClusterIP). */
    record Connect(String host, int port, boolean required) implements Step { }

    /** Writes a file once, or appends a line every {@code everyMs} while the process lives. */
    record Write(String path, Long everyMs) implements Step { }

    /** Exits 1 (reason "config missing") if the file does not exist. */
    record Require(String path) implements Step { }

    /** Keeps reading new lines under a directory and counts them as shipped. */
    record Ship(String from) implements Step { }

    /** Creates an empty file. */
    record Touch(String path) implements Step { }

    /** Takes memory; over the container's limit the kernel kills it (OOMKilled, 137). */
    record Allocate(long bytes) implements Step { }

    /** Keeps {@code milliCores} busy for {@code forMs}; over the cpu limit it is throttled, never killed. */
    record BurnCpu(long milliCores, long forMs) implements Step { }

    /** Exits with a code. */
    record Exit(int code) implements Step { }

    /** Runs for a while, or forever when {@code ms} is null. */
    record Run(Long ms) implements Step { }

    /**
     * Sends one request to host:port now and one every {@code everyMs} while the process lives;
     * each is served, refused or timed out (see {@code io.boundarylab.engine.cluster.service}).
     */
    record Request(String host, int port, long everyMs) implements Step { }

    /** Listens on a port and answers requests with a data version: {@code data}, or the image's tag when null. */
    record Serve(int port, String data) implements Step {
        /**
         * The data version of an image: its tag ({@code web:v2} gives {@code v2}), its digest after
         * {@code @}, or {@code latest} when it names neither, as Kubernetes defaults the tag.
         */
        public static String tagOf(String image) {
            if (image == null) return "latest";
            int at = image.indexOf('@');
            if (at >= 0) return image.substring(at + 1);
            int colon = image.lastIndexOf(':');
            return colon > image.lastIndexOf('/') ? image.substring(colon + 1) : "latest";
        }
    }
}
