package io.boundarylab.bridge.cli;

/** Output format of the bridge's commands. */
public enum Format {
    text, json
}
