package io.boundarylab.app.classroom;

import io.boundarylab.engine.input.InputProblem;

/** A results file that cannot be used, located as {@code file:line:column: field: problem}. */
public final class ResultsProblem extends Exception {
    private final String file;

    public ResultsProblem(String file, int line, int column, String field, String problem) {
        super(InputProblem.format(file, line, column, field, problem));
        this.file = file;
    }

    public String file() {
        return file;
    }
}
