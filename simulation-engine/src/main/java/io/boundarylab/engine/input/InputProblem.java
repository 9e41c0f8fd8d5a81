package io.boundarylab.engine.input;

/**
 * A file that cannot be read as text or parsed, with where: file, 1-based line and column (0 when
 * the problem concerns the whole file), the field's path when known, and the problem in one line
 * of plain words (never a library's class name). The message is {@code file:line:column: field: problem}.
 */
public final class InputProblem extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final int line;
    private final int column;
    private final String field;
    private final String problem;

    public InputProblem(String file, int line, int column, String field, String problem) {
        super(format(file, line, column, field, problem));
        this.file = file;
        this.line = line;
        this.column = column;
        this.field = field == null ? "" : field;
        this.problem = problem;
    }

    /**
     * The one form of a located problem, {@code file:line:column: field: problem}, that editors and
     * the command line understand: without line and column when the problem is the whole file's
     * (line 0), without the field when there is none. Scenario, content and results problems use it too.
     */
    public static String format(String file, int line, int column, String field, String problem) {
        StringBuilder sb = new StringBuilder(file == null ? "<input>" : file);
        if (line > 0) sb.append(':').append(line).append(':').append(Math.max(column, 1));
        sb.append(": ");
        if (field != null && !field.isEmpty()) sb.append(field).append(": ");
        return sb.append(problem).toString();
    }

    public String file() { return file; }
    public int line() { return line; }
    public int column() { return column; }
    /** The field's path ({@code pods[0].spec}), empty when the problem is in the text itself. */
    public String field() { return field; }
    /** The problem alone, without the location. */
    public String problem() { return problem; }
}
