package io.boundarylab.episodes.engine;

/** The engine refused a scenario; where and why. */
public final class ScenarioProblem extends Exception {

    private final String file;
    private final int line;
    private final int column;

    public ScenarioProblem(String file, int line, int column, String message) {
        super(message);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    public String file() { return file; }

    public int line() { return line; }

    public int column() { return column; }
}
