package io.boundarylab.engine.scenario;

import io.boundarylab.engine.input.InputProblem;

/**
 * A scenario that cannot be run, with where the problem is: the file, the line and column
 * (1-based, 0 when unknown) and the field's path (for example {@code pods[0].spec.containers[1].image}).
 * The message is one line: {@code file:line:column: field: problem}.
 */
public final class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final int line;
    private final int column;
    private final String field;
    private final String problem;

    public ScenarioException(String file, int line, int column, String field, String problem) {
        super(InputProblem.format(file, line, column, readable(field), readable(problem)));
        this.file = file;
        this.line = line;
        this.column = column;
        this.field = readable(field);
        this.problem = readable(problem);
    }

    private static final java.util.regex.Pattern LONG_QUOTE = java.util.regex.Pattern.compile("'([^']{61,})'");

    /**
     * One readable line whatever the file held: line breaks inside a quoted value become spaces,
     * and a quoted value longer than 60 characters (a file may hold a megabyte on one line) is cut.
     */
    static String readable(String text) {
        if (text == null) return null;
        String oneLine = text.replace('\n', ' ').replace('\r', ' ');
        java.util.regex.Matcher m = LONG_QUOTE.matcher(oneLine);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement("'" + m.group(1).substring(0, 57) + "...'"));
        m.appendTail(sb);
        String r = sb.toString();
        return r.length() <= 400 ? r : r.substring(0, 397) + "...";
    }

    public String file() { return file; }
    public int line() { return line; }
    public int column() { return column; }
    public String field() { return field; }
    /** The problem alone, without the location. */
    public String problem() { return problem; }
}
