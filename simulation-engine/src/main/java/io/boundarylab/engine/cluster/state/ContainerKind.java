package io.boundarylab.engine.cluster.state;


/** What role a container plays in its pod, with its format name. */
public enum ContainerKind {
    /** An init container: runs to completion before the app containers (under ordering). */
    INIT("init"),
    /** A native sidecar: an init container with restartPolicy Always, running beside the app. */
    SIDECAR("sidecar"),
    /** An app container. */
    APP("app");

    private final String key;

    ContainerKind(String key) { this.key = key; }

    public String key() { return key; }
}
