package io.boundarylab.testsupport;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Java source file read as far as {@link BackgroundStarters} and {@link BackgroundReads} need: its
 * code with comments and the insides of string literals blanked (so a brace or a call in them is not
 * taken for code), the literals kept aside, and its statements in their blocks; and the reading of
 * code they share (a call, a call's arguments, a receiver, a bracket's match). Not a parser of the
 * language: lambda bodies, anonymous classes and array initialisers are read as part of the statement
 * that holds them; only the blocks of classes, methods and statements ({@code if}, {@code for},
 * {@code try} …) hold statements of their own.
 */
final class JavaSource {

    /** A string literal: where it starts in the code (its opening quote) and what it says. */
    record Literal(int at, String text) {
    }

    enum Kind { CLASS, METHOD, LOOP, OTHER }

    /**
     * A block of statements: a class's or method's body, or a statement's ({@code for}, {@code if} …);
     * its header is the code before its brace ("class A extends B", "void run()", "for (…)").
     */
    record Block(Kind kind, String name, String header, int open, int close, List<Statement> statements) {
    }

    /** One statement, from its first character to its end ({@code ;} or its last block's {@code }}). */
    record Statement(int start, int end, List<Block> blocks) {
    }

    final String code;
    /** The file as written, comments and all. */
    final String text;
    final List<Literal> literals = new ArrayList<>();
    final List<Statement> statements;
    /** The types each name is declared with anywhere in the file (fields, parameters, locals): a name may have several. */
    final Map<String, Set<String>> declaredTypes = new HashMap<>();
    private final int[] lineStarts;

    JavaSource(String text) {
        this.text = text;
        this.code = blank(text);
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') starts.add(i + 1);
        }
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        statements = statements(0, code.length());
        Matcher d = DECLARATION.matcher(code);
        while (d.find()) declaredTypes.computeIfAbsent(d.group(2), k -> new HashSet<>()).add(d.group(1));
    }

    /** A declaration with its type: "CompareViewModel cvm =", "SeedSweepViewModel vm)", "List<Node> strips;". */
    static final Pattern DECLARATION = Pattern.compile("\\b([A-Z]\\w*)(?:<[^<>()]*(?:<[^<>()]*>[^<>()]*)*>)?\\s+(\\w+)\\s*(?=[=;,)])");
    /** A call: ".name(" (group 1), "::name" (group 2), or a plain "name(" (group 3). */
    static final Pattern CALL = Pattern.compile("\\.\\s*(\\w+)\\s*(?=\\()|::\\s*(\\w+)|(?<![\\w.$:])(\\w+)\\s*(?=\\()");
    /** Words a plain call's pattern takes for a name that call no method: "if (…)", "return (…)", "this(…)" … */
    static final Set<String> KEYWORDS = Set.of("if", "for", "while", "switch", "catch", "synchronized", "return", "new", "super",
            "this", "throw", "assert");
    /** A constructor's call, its class's simple name in group 1: "new Worker(", "new a.b.Task<>(". */
    static final Pattern NEW = Pattern.compile("\\bnew\\s+(?:[\\w.]+\\.)?([A-Z]\\w*)\\s*(?:<[^()]*>)?\\s*\\(");

    /** The 1-based line of an offset. */
    int lineOf(int offset) {
        int lo = 0;
        int hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) lo = mid; else hi = mid - 1;
        }
        return lo + 1;
    }

    /** A statement's code. */
    String code(Statement s) {
        return code.substring(s.start(), s.end());
    }

    /** The lines of the file as written from one line to another (1-based, both included). */
    String lines(int from, int to) {
        int start = lineStarts[Math.max(0, from - 1)];
        int end = to < lineStarts.length ? lineStarts[to] : text.length();
        return text.substring(start, end);
    }

    /** The literals inside a range of the code. */
    List<String> literalsIn(int from, int to) {
        return literals.stream().filter(l -> l.at() >= from && l.at() < to).map(Literal::text).toList();
    }

    /** A statement's code without the blocks of statements it holds (an if's header, not its branches). */
    String ownText(Statement s) {
        StringBuilder b = new StringBuilder(code(s));
        for (Block block : s.blocks()) {
            for (int i = block.open() - s.start(); i <= block.close() - s.start() && i < b.length(); i++) {
                if (b.charAt(i) != '\n') b.setCharAt(i, ' ');
            }
        }
        return b.toString();
    }

    /**
     * The receiver before the dot at {@code dot}, as names and no-argument getters ("app", "vm";
     * "view", "viewModel()"), or null when it is anything else (a call with arguments, a cast, a literal).
     */
    List<String> receiverPath(int dot) {
        List<String> path = new ArrayList<>();
        int i = back(dot - 1);
        while (true) {
            boolean getter = false;
            if (i >= 0 && code.charAt(i) == ')') {
                int open = back(i - 1);
                if (open < 0 || code.charAt(open) != '(') return null;
                i = back(open - 1);
                getter = true;
            }
            int end = i + 1;
            while (i >= 0 && Character.isJavaIdentifierPart(code.charAt(i))) i--;
            if (end == i + 1 || Character.isDigit(code.charAt(i + 1))) return null;
            path.add(0, code.substring(i + 1, end) + (getter ? "()" : ""));
            i = back(i);
            if (i < 0 || code.charAt(i) != '.') return path;
            i = back(i - 1);
        }
    }

    private int back(int i) {
        while (i >= 0 && Character.isWhitespace(code.charAt(i))) i--;
        return i;
    }

    /** The arguments of the call whose parenthesis opens at {@code open}, split at its own commas. */
    static List<String> arguments(String code, int open) {
        List<String> args = new ArrayList<>();
        int depth = 0;
        int from = open + 1;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '(' || c == '{' || c == '[') depth++;
            else if (c == ')' || c == '}' || c == ']') {
                if (--depth == 0) {
                    args.add(code.substring(from, i));
                    return args;
                }
            } else if (c == ',' && depth == 1) {
                args.add(code.substring(from, i));
                from = i + 1;
            }
        }
        return args;
    }

    /** The offset of the parenthesis that closes the one at {@code open}, or the code's length. */
    static int closingParen(String code, int open) {
        return closing(code, open, '(', ')');
    }

    /** The offset of the bracket that closes the one at {@code open}, or the code's length. */
    static int closing(String code, int open, char opens, char closes) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == opens) depth++;
            else if (c == closes && --depth == 0) return i;
        }
        return code.length();
    }

    /** Comments blanked to spaces, the insides of string and character literals too (newlines kept). */
    private String blank(String text) {
        StringBuilder out = new StringBuilder(text);
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                int end = text.indexOf('\n', i);
                end = end < 0 ? n : end;
                spaces(out, i, end);
                i = end;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                spaces(out, i, end);
                i = end;
            } else if (text.startsWith("\"\"\"", i)) {
                int end = text.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end;
                literals.add(new Literal(i, text.substring(i + 3, end)));
                spaces(out, i + 3, end);
                i = Math.min(n, end + 3);
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && text.charAt(j) != c && text.charAt(j) != '\n') {
                    j += text.charAt(j) == '\\' ? 2 : 1;
                }
                j = Math.min(j, n);
                if (c == '"') literals.add(new Literal(i, text.substring(i + 1, j)));
                spaces(out, i + 1, j);
                i = j + 1;
            } else {
                i++;
            }
        }
        return out.toString();
    }

    private static void spaces(StringBuilder out, int from, int to) {
        for (int k = from; k < to; k++) {
            if (out.charAt(k) != '\n') out.setCharAt(k, ' ');
        }
    }

    /** The statements between two offsets (a block's inside). */
    private List<Statement> statements(int from, int to) {
        List<Statement> found = new ArrayList<>();
        int i = skipSpace(from, to);
        while (i < to) {
            int start = i;
            int depth = 0;
            int headerFrom = start;
            List<Block> blocks = new ArrayList<>();
            int end = to;
            while (i < to) {
                char c = code.charAt(i);
                if (c == '(') depth++;
                else if (c == ')') depth--;
                else if (c == ';' && depth == 0) {
                    end = i + 1;
                    break;
                } else if (c == '{') {
                    int close = matching(i);
                    if (depth > 0 || isExpressionBlock(i)) {
                        i = close + 1;
                        continue;
                    }
                    String header = code.substring(headerFrom, i);
                    blocks.add(new Block(kindOf(header), nameOf(header), header, i, close, statements(i + 1, close)));
                    i = close + 1;
                    headerFrom = i;
                    int next = skipSpace(i, to);
                    // The statement goes on after this block only for else, catch, finally and do's while.
                    if (!startsWord(next, "else") && !startsWord(next, "catch") && !startsWord(next, "finally")
                            && !(startsWord(next, "while") && header.strip().endsWith("do"))) {
                        end = i;
                        break;
                    }
                    continue;
                } else if (c == '}') {
                    end = i;
                    break;
                }
                i++;
            }
            if (end > start) found.add(new Statement(start, end, blocks));
            i = skipSpace(Math.max(end, start + 1), to);
        }
        return found;
    }

    private int skipSpace(int i, int to) {
        while (i < to && (Character.isWhitespace(code.charAt(i)) || code.charAt(i) == ';')) i++;
        return i;
    }

    private boolean startsWord(int i, String word) {
        return code.startsWith(word, i) && (i + word.length() >= code.length() || !Character.isJavaIdentifierPart(code.charAt(i + word.length())));
    }

    /** The offset of the brace that closes the one at {@code open}. */
    int matching(int open) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '{') depth++;
            else if (c == '}' && --depth == 0) return i;
        }
        return code.length() - 1;
    }

    /** A lambda's body, an anonymous class or an array initialiser: part of an expression, not a block of statements. */
    private boolean isExpressionBlock(int brace) {
        int i = brace - 1;
        while (i >= 0 && Character.isWhitespace(code.charAt(i))) i--;
        if (i < 0) return false;
        char c = code.charAt(i);
        if (c == '>' && i > 0 && code.charAt(i - 1) == '-') return true;
        if (c == '=' || c == ']' || c == ',' || c == '(') return true;
        if (c != ')') return false;
        // "new Type(...) {" opens an anonymous class.
        int depth = 0;
        for (int k = i; k >= 0; k--) {
            char p = code.charAt(k);
            if (p == ')') depth++;
            else if (p == '(' && --depth == 0) {
                return NEW_TYPE_BEFORE.matcher(code.substring(Math.max(0, k - 200), k)).find();
            }
        }
        return false;
    }

    private static final Pattern NEW_TYPE_BEFORE = Pattern.compile("\\bnew\\s+[\\w.]+\\s*(?:<[^()]*>)?\\s*$");
    private static final Pattern CLASS_HEADER = Pattern.compile("\\b(?:class|interface|enum|record)\\s+(\\w+)");
    private static final Pattern LOOP_HEADER = Pattern.compile("^\\s*(?:for|while|do)\\b");
    private static final Pattern METHOD_HEADER = Pattern.compile("\\b(\\w+)\\s*\\([^;{}]*\\)\\s*(?:throws\\s+[\\w.,\\s]+)?$", Pattern.DOTALL);
    private static final List<String> NOT_METHODS = List.of("if", "for", "while", "switch", "catch", "synchronized", "try", "return", "new");

    private static final Pattern ANNOTATION = Pattern.compile("@[\\w.]+(?:\\s*\\([^()]*\\))?");

    private static Kind kindOf(String header) {
        String h = ANNOTATION.matcher(header).replaceAll(" ").strip();
        Matcher c = CLASS_HEADER.matcher(h);
        int paren = h.indexOf('(');
        if (c.find() && (paren < 0 || c.start() < paren)) return Kind.CLASS;
        if (LOOP_HEADER.matcher(h).find()) return Kind.LOOP;
        Matcher m = METHOD_HEADER.matcher(h);
        if (m.find() && !NOT_METHODS.contains(m.group(1)) && !h.contains("=") && !h.contains("->")) return Kind.METHOD;
        return Kind.OTHER;
    }

    /** A class's or method's name, from its header; empty for other blocks. */
    private static String nameOf(String header) {
        String h = ANNOTATION.matcher(header).replaceAll(" ").strip();
        Kind k = kindOf(header);
        Matcher m = (k == Kind.CLASS ? CLASS_HEADER : METHOD_HEADER).matcher(h);
        return k != Kind.OTHER && k != Kind.LOOP && m.find() ? m.group(1) : "";
    }
}
