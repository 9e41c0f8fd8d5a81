package io.boundarylab.app.save;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

/** Why a saved file does not read, in a few words a learner can read: the parser's own words and where, without its internals. */
final class ReadProblems {
    /** The token in the parser's "Unexpected character ('x' (code 120))" and "Unrecognized token 'nope': was expecting …". */
    private static final String TOKEN = "(?s)^(?:Unexpected character \\('|Unrecognized token ')(.*?)'(?::| \\(code).*$";

    private ReadProblems() {
    }

    /** A short reason a learner can read: the parser's own words and where, without its internals. */
    static String describe(Exception e) {
        if (e instanceof JsonProcessingException j) {
            String m = String.valueOf(j.getOriginalMessage());
            // The parser's wording names its own internals ("close marker for Array"): say what a reader sees.
            String what = j instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException
                    ? "a value too long or too deeply nested to read"
                    : m.startsWith("Unexpected end-of-input") ? "the file ends too early"
                    : m.startsWith("Unexpected character ('") || m.startsWith("Unrecognized token '")
                    ? "unexpected '" + shorten(m.replaceAll(TOKEN, "$1")) + "'"
                    : "not valid JSON";
            JsonLocation at = j.getLocation();
            return at == null || at.getLineNr() < 1 ? what : what + " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return firstLine(e.getMessage());
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
