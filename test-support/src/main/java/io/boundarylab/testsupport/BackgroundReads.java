package io.boundarylab.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds UI tests that start work which ends later and go on without waiting for it. A test that
 * clicks Run and reads the result at once passes on a quiet machine and fails on a busy one.
 *
 * <p>The rule: in a UI test source (one that uses TestFX's {@code FxRobot}), a statement that
 * triggers background work must be followed, as the next statement to run, by a bounded wait for its
 * condition (a call named in {@code waits}, such as {@code Await.until}), or be such a wait itself;
 * and nothing may follow the trigger in its own statement ({@code interact(() -> { vm.run(); read(); })}
 * reads before any wait could). Where no result is read, a comment on the statement or the line
 * before it, starting {@code // no wait needed:}, says why.
 *
 * <p>What triggers background work is worked out from the main sources, so that it follows them:
 * <ul>
 * <li>a <em>start</em> hands work to another thread or to later: {@code new Thread}, an executor's
 * {@code execute}/{@code submit}, an {@code …Async} call, a background runner's {@code run} handed
 * what to do with the result (not a write whose end does nothing, {@code x -> { }}), a JavaFX
 * {@code Transition}'s or {@code Timeline}'s {@code play}, an animation timer's {@code start};</li>
 * <li>a <em>starter</em> is a method or constructor (field initialisers count as the constructor)
 * that holds a start, or calls a starter, where it runs when called: not inside an event handler,
 * a lambda, a method reference or an anonymous class, which run later;</li>
 * <li>a call is followed to its method by the type of its receiver: a type, {@code this}, a variable
 * or field declared in the file, a field or getter of a known class ({@code app.vm.load(…)},
 * {@code view.viewModel().load(…)}); a test's call whose receiver's type is not known is taken by
 * its name when every main method of that name is a starter;</li>
 * <li>a <em>trigger id</em> is the id of a control whose handler, or the statement that makes it,
 * holds a start or calls a starter: set with {@code setId("…")} in the same method, or written in
 * that statement (a hyphenated id, or one set somewhere with {@code setId}).</li>
 * </ul>
 * A test statement triggers when it names a trigger id ({@code "#id"}, {@code "#id …"} or
 * {@code "id"}) and acts (a click, key, {@code fire}, {@code interact} …), acts on a variable it
 * earlier looked up by such an id, or calls a starter.
 *
 * <p>What it leaves out, for a review to catch: {@code Platform.runLater} from the FX thread (each
 * TestFX action ends by running what the FX thread has queued, five rounds deep, so such a hand-off
 * is done before the next statement; one from another thread is counted by that thread's start);
 * work that only a layout pulse finishes (a changed text drawn, a node laid out, a list's cells made),
 * which no main code starts by name: a test lays the scene out itself or waits for what is drawn; a
 * file that a background write leaves, which a test that reads the file must wait for; a control
 * found by its text or a computed id, or reached by a key where the focus happens to be; a handler
 * set in another method than the control's id; a call whose receiver's type is not known and whose
 * name main also gives methods that start nothing; a test helper that starts work (it is checked
 * inside, not where it is called); {@code @Start} methods, which run on the FX thread and cannot
 * wait. It checks that a wait comes next, not that the wait is for the right condition. Within that,
 * it is sound: no statement runs between a trigger it sees and the wait that follows it.
 */
public final class BackgroundReads {

    /** A comment on a trigger's statement, or the line before it, that says why nothing waits for its work. */
    static final String NO_WAIT_NEEDED = "// no wait needed:";

    private static final Pattern START = Pattern.compile(String.join("|",
            "\\bnew\\s+Thread\\s*\\(",
            "\\bexecutor\\w*\\s*\\.\\s*(?:execute|submit)\\s*\\(",
            "\\b\\w+Async\\s*\\(",
            "\\b\\w*[rR]unner\\s*\\.\\s*run\\s*\\(",
            "\\b\\w*[tT]imer\\s*\\.\\s*start\\s*\\(\\s*\\)",
            "}\\s*\\.\\s*start\\s*\\(\\s*\\)"));
    private static final Pattern RUNNER_RUN = Pattern.compile("\\b\\w*[rR]unner\\s*\\.\\s*run\\s*\\(");
    /** A runner's "what to do when it is done" that does nothing: the work leaves nothing on screen to read. */
    private static final Pattern NOTHING_SHOWN = Pattern.compile("\\s*\\w+\\s*->\\s*\\{\\s*}\\s*");
    private static final Pattern ANIMATION_VARIABLE = Pattern.compile("\\b(?:[\\w.]*Transition|[\\w.]*Timeline)\\s+(\\w+)\\s*=");
    /** An executor's thread factory: the thread it makes runs only the work handed to the executor later. */
    private static final Pattern EXECUTORS = Pattern.compile("\\bExecutors\\s*\\.\\s*new\\w*\\s*\\(");
    /** A call whose lambda runs when an event comes, not now. */
    private static final Pattern HANDLER = Pattern.compile(
            "\\.\\s*(?:setOn\\w+|on[A-Z]\\w*|when[A-Z]\\w*|addListener|addEventHandler|addEventFilter)\\s*\\(");
    private static final Pattern LAMBDA_OR_REFERENCE = Pattern.compile("->|::");
    private static final Pattern ANONYMOUS_CLASS = Pattern.compile("\\bnew\\s+[\\w.]+\\s*(?:<[^()]*>)?\\s*\\([^()]*\\)\\s*\\{");
    /** A call: ".name(" (group 1), "::name" (group 2), or a plain "name(" (group 3). */
    private static final Pattern CALL = Pattern.compile("\\.\\s*(\\w+)\\s*(?=\\()|::\\s*(\\w+)|(?<![\\w.$:])(\\w+)\\s*(?=\\()");
    private static final Pattern NEW = Pattern.compile("\\bnew\\s+(?:[\\w.]+\\.)?([A-Z]\\w*)\\s*(?:<[^()]*>)?\\s*\\(");
    private static final Pattern NEW_THREAD = Pattern.compile("\\bnew\\s+Thread\\s*\\(");
    private static final Pattern SET_ID = Pattern.compile("\\b(\\w+)\\s*\\.\\s*setId\\s*\\(\\s*\"");
    private static final Pattern SET_ID_BEFORE = Pattern.compile("\\.\\s*setId\\s*\\(\\s*\"$");
    private static final Pattern HYPHENATED = Pattern.compile("[a-z][a-z0-9]*(?:-[a-z0-9]+)+");
    /** The control a statement makes or sets a handler on: "x = …", "X x = …", "x.setOnAction(…)". */
    private static final Pattern TARGET = Pattern.compile("^\\s*(?:[\\w.<>\\[\\], ?]+\\s+)?(\\w+)\\s*(?:=|\\.)");
    private static final Pattern ACTION = Pattern.compile("\\b(?:click|enter|clickOn|doubleClickOn|rightClickOn|press|type|write|push|fire|fireEvent"
            + "|interact|choose|key|shortcut|setSelected|setValue|select|selectToggle|setText)\\s*\\(");
    private static final Pattern DECLARED = Pattern.compile("^\\s*(?:final\\s+)?[\\w.<>\\[\\], ?]+\\s+(\\w+)\\s*=");
    private static final Pattern ONLY_CLOSERS = Pattern.compile("[\\s)\\]};]*");
    private static final Pattern EXTENDS = Pattern.compile("\\bextends\\s+([\\w.]+)");
    private static final Set<String> KEYWORDS = Set.of("if", "for", "while", "switch", "catch", "synchronized", "return", "new", "super",
            "this", "throw", "assert");

    private BackgroundReads() {
    }

    /** Fails, naming each place, when a UI test goes on after starting background work without waiting for it. */
    public static void assertNone(Path testSourceRoot, Path mainSourceRoot, List<String> waits) {
        List<String> found = find(testSourceRoot, mainSourceRoot, waits);
        if (!found.isEmpty()) {
            throw new AssertionError("UI tests go on after starting background work without waiting for it (make the next statement "
                    + "a bounded wait for its condition, " + String.join(" or ", waits) + "…, or say why none is needed with \""
                    + NO_WAIT_NEEDED + "\"): " + String.join(", ", found));
        }
    }

    /** Every trigger in the UI tests under {@code testSourceRoot} that no wait follows, as {@code path:line (trigger)}. */
    public static List<String> find(Path testSourceRoot, Path mainSourceRoot, List<String> waits) {
        return find(read(testSourceRoot), read(mainSourceRoot), waits);
    }

    static List<String> find(Map<String, String> tests, Map<String, String> main, List<String> waits) {
        Triggers t = triggers(main);
        Map<String, JavaSource> sources = new TreeMap<>();
        tests.forEach((file, text) -> {
            JavaSource src = new JavaSource(text);
            sources.put(file, src);
            t.types().read(src);
        });
        List<String> found = new ArrayList<>();
        sources.forEach((file, src) -> {
            for (Found f : in(src, t, waits)) found.add(file + ":" + f.line() + " (" + f.trigger() + ")");
        });
        return found;
    }

    // ---- the classes: what their fields are and their methods return, and what they extend ----

    /** Every class's members' types ({@code Type.member}: a field's type, or what a method returns) and superclass. */
    static final class Types {
        private final Map<String, String> members = new HashMap<>();
        private final Map<String, String> supers = new HashMap<>();

        void read(JavaSource src) {
            read(src, src.statements, "");
        }

        private void read(JavaSource src, List<JavaSource.Statement> members, String type) {
            for (JavaSource.Statement s : members) {
                if (s.blocks().isEmpty()) {
                    Matcher d = JavaSource.DECLARATION.matcher(src.code(s));
                    if (!type.isEmpty() && d.find()) this.members.put(type + "." + d.group(2), d.group(1));
                    continue;
                }
                JavaSource.Block first = s.blocks().get(0);
                if (first.kind() == JavaSource.Kind.CLASS) {
                    Matcher e = EXTENDS.matcher(first.header());
                    if (e.find()) supers.put(first.name(), simple(e.group(1)));
                    read(src, first.statements(), first.name());
                } else if (first.kind() == JavaSource.Kind.METHOD && !type.isEmpty()) {
                    Matcher r = Pattern.compile("\\b([A-Z]\\w*)(?:<[^()]*>)?\\s+" + first.name() + "\\s*\\(").matcher(first.header());
                    if (r.find()) this.members.put(type + "." + first.name(), r.group(1));
                } else if (!type.isEmpty()) {
                    Matcher d = JavaSource.DECLARATION.matcher(src.code(s));
                    if (d.find()) this.members.put(type + "." + d.group(2), d.group(1));
                }
            }
        }

        /** The type of a member of a class or of one it extends, or null. */
        String member(String type, String name) {
            for (String t = type; t != null; t = supers.get(t)) {
                String m = members.get(t + "." + name);
                if (m != null) return m;
            }
            return null;
        }

        /** The class and those it extends, nearest first. */
        List<String> lineage(String type) {
            List<String> all = new ArrayList<>();
            for (String t = type; t != null && !all.contains(t); t = supers.get(t)) all.add(t);
            return all;
        }

        private static String simple(String name) {
            return name.substring(name.lastIndexOf('.') + 1);
        }
    }

    /**
     * The types the receiver of the call whose dot (or name, for a plain call) is at {@code at} may
     * have; empty when they are not known.
     */
    private static Set<String> receiverTypes(JavaSource src, String self, int at, boolean plain, Types types) {
        if (plain) return Set.of(self);
        List<String> path = receiverPath(src.code, at);
        if (path == null) return Set.of();
        // A qualified type ("io.boundarylab.x.Investigation.load(") is the type itself.
        for (int k = 1; k < path.size(); k++) {
            if (Character.isUpperCase(path.get(k).charAt(0)) && path.subList(0, k).stream().allMatch(p -> Character.isLowerCase(p.charAt(0)) && !p.endsWith("()"))) {
                path = path.subList(k, path.size());
                break;
            }
        }
        Set<String> current = new LinkedHashSet<>();
        String first = path.get(0);
        if (first.equals("this")) current.add(self);
        else if (first.equals("super")) current.addAll(types.lineage(self).stream().skip(1).toList());
        else if (first.endsWith("()")) addIfKnown(current, types.member(self, first.substring(0, first.length() - 2)));
        else if (Character.isUpperCase(first.charAt(0))) current.add(first);
        else {
            current.addAll(src.declaredTypes.getOrDefault(first, Set.of()));
            addIfKnown(current, types.member(self, first));
        }
        for (String next : path.subList(1, path.size())) {
            Set<String> after = new LinkedHashSet<>();
            for (String t : current) addIfKnown(after, types.member(t, next.endsWith("()") ? next.substring(0, next.length() - 2) : next));
            current = after;
        }
        return current;
    }

    private static void addIfKnown(Set<String> to, String type) {
        if (type != null) to.add(type);
    }

    /**
     * The receiver before the dot at {@code dot}, as names and no-argument getters ("app", "vm";
     * "view", "viewModel()"), or null when it is anything else (a call with arguments, a cast, a literal).
     */
    private static List<String> receiverPath(String code, int dot) {
        List<String> path = new ArrayList<>();
        int i = back(code, dot - 1);
        while (true) {
            boolean getter = false;
            if (i >= 0 && code.charAt(i) == ')') {
                int open = back(code, i - 1);
                if (open < 0 || code.charAt(open) != '(') return null;
                i = back(code, open - 1);
                getter = true;
            }
            int end = i + 1;
            while (i >= 0 && Character.isJavaIdentifierPart(code.charAt(i))) i--;
            if (end == i + 1 || Character.isDigit(code.charAt(i + 1))) return null;
            path.add(0, code.substring(i + 1, end) + (getter ? "()" : ""));
            i = back(code, i);
            if (i < 0 || code.charAt(i) != '.') return path;
            i = back(code, i - 1);
        }
    }

    private static int back(String code, int i) {
        while (i >= 0 && Character.isWhitespace(code.charAt(i))) i--;
        return i;
    }

    // ---- what starts background work, from the main sources ----

    /** A method or constructor of main code (a class's field initialisers count as its constructor). */
    private record Method(String type, String name, JavaSource src, int from, int to) {
        String key() {
            return type + "." + name;
        }
    }

    /** What starts background work: control ids, calls ({@code Type.name}, {@code new Type}, or a name alone), and the classes. */
    record Triggers(Set<String> ids, Set<String> calls, Types types) {
    }

    /** The triggers in main sources given as file name to text. */
    static Triggers triggers(Map<String, String> mainSources) {
        Types types = new Types();
        List<Method> methods = new ArrayList<>();
        List<JavaSource> sources = new ArrayList<>();
        mainSources.values().forEach(text -> {
            JavaSource src = new JavaSource(text);
            sources.add(src);
            types.read(src);
            collectMethods(src, src.statements, "", methods);
        });
        Set<String> starters = new HashSet<>();
        for (Method m : methods) {
            if (startsNow(m)) starters.add(m.key());
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Method m : methods) {
                if (!starters.contains(m.key()) && callsStarter(m.src(), m.type(), m.from(), m.to(), starters, types, true)) {
                    starters.add(m.key());
                    grew = true;
                }
            }
        }
        Set<String> calls = new TreeSet<>(uniqueStarterNames(methods, starters));
        for (String s : starters) {
            String[] typeAndName = s.split("\\.", 2);
            calls.add(typeAndName[0].equals(typeAndName[1]) ? "new " + typeAndName[0] : s);
        }
        Set<String> knownIds = new HashSet<>();
        for (JavaSource src : sources) {
            for (JavaSource.Literal l : src.literals) {
                if (SET_ID_BEFORE.matcher(src.code.substring(Math.max(0, l.at() - 60), l.at() + 1)).find()) knownIds.add(l.text());
            }
        }
        Set<String> ids = new TreeSet<>();
        for (Method m : methods) {
            ids.addAll(triggerIds(m, starters, types, knownIds));
        }
        return new Triggers(ids, calls, types);
    }

    private static void collectMethods(JavaSource src, List<JavaSource.Statement> members, String type, List<Method> out) {
        for (JavaSource.Statement s : members) {
            JavaSource.Block first = s.blocks().isEmpty() ? null : s.blocks().get(0);
            if (first != null && first.kind() == JavaSource.Kind.CLASS) {
                collectMethods(src, first.statements(), first.name(), out);
            } else if (first != null && first.kind() == JavaSource.Kind.METHOD && !type.isEmpty()) {
                out.add(new Method(type, first.name(), src, first.open(), first.close() + 1));
            } else if (!type.isEmpty()) {
                out.add(new Method(type, type, src, s.start(), s.end()));
            }
        }
    }

    /** Whether the method holds a start that runs when it is called. */
    private static boolean startsNow(Method m) {
        List<int[]> later = laterRanges(m.src().code, m.from(), m.to());
        for (int at : starts(m.src().code, m.from(), m.to())) {
            if (!inside(later, at)) return true;
        }
        return false;
    }

    /** The offsets of starts between two offsets of the code. */
    private static List<Integer> starts(String code, int from, int to) {
        List<Integer> found = new ArrayList<>();
        List<int[]> factories = new ArrayList<>();
        Matcher f = EXECUTORS.matcher(code).region(from, to);
        while (f.find()) factories.add(new int[] {f.end() - 1, closingParen(code, f.end() - 1)});
        Matcher m = START.matcher(code).region(from, to);
        while (m.find()) {
            if (inside(factories, m.start())) continue;
            if (RUNNER_RUN.matcher(m.group()).lookingAt()) {
                // A background runner is handed what to do with the result, as lambdas or method references (the
                // engine's runner.run(episode, variant, options) is not).
                List<String> args = arguments(code, m.end() - 1);
                boolean handsBack = args.stream().anyMatch(a -> a.contains("->") || a.contains("::"));
                if (!handsBack || args.size() > 1 && NOTHING_SHOWN.matcher(args.get(1)).matches()) continue;
            }
            found.add(m.start());
        }
        Matcher v = ANIMATION_VARIABLE.matcher(code);
        while (v.find()) {
            Matcher play = Pattern.compile("\\b" + v.group(1) + "\\s*\\.\\s*play(?:FromStart)?\\s*\\(").matcher(code).region(from, to);
            while (play.find()) found.add(play.start());
        }
        return found;
    }

    /**
     * The parts of a method that run later, not when it is called: event handlers' arguments, lambda
     * bodies, method references and anonymous classes (a callback, a listener, work for a runner).
     */
    private static List<int[]> laterRanges(String code, int from, int to) {
        List<int[]> ranges = new ArrayList<>();
        Matcher h = HANDLER.matcher(code).region(from, to);
        while (h.find()) ranges.add(new int[] {h.end() - 1, closingParen(code, h.end() - 1)});
        Matcher anonymous = ANONYMOUS_CLASS.matcher(code).region(from, to);
        while (anonymous.find()) ranges.add(new int[] {anonymous.end() - 1, matchingBrace(code, anonymous.end() - 1)});
        Matcher lambda = LAMBDA_OR_REFERENCE.matcher(code).region(from, to);
        while (lambda.find()) {
            if (lambda.group().equals("::")) {
                ranges.add(new int[] {lambda.start() - 1, lambda.end() + 1});
                continue;
            }
            // The body runs to the end of the argument or statement it is in.
            int depth = 0;
            int end = lambda.end();
            for (; end < to; end++) {
                char c = code.charAt(end);
                if (c == '(' || c == '{' || c == '[') depth++;
                else if (c == ')' || c == '}' || c == ']') {
                    if (--depth < 0) break;
                } else if ((c == ',' || c == ';') && depth == 0) break;
            }
            ranges.add(new int[] {lambda.start(), end});
        }
        return ranges;
    }

    private static boolean inside(List<int[]> ranges, int at) {
        return ranges.stream().anyMatch(r -> at > r[0] && at < r[1]);
    }

    /**
     * Whether the code between two offsets calls a starter, or holds a start; with {@code now}, only
     * what runs at once counts (not what is inside event handlers, lambdas, method references and
     * anonymous classes).
     */
    private static boolean callsStarter(JavaSource src, String self, int from, int to, Set<String> starters, Types types, boolean now) {
        String code = src.code;
        List<int[]> later = now ? laterRanges(code, from, to) : List.of();
        if (!now && !starts(code, from, to).isEmpty()) return true;
        Matcher call = CALL.matcher(code).region(from, to);
        while (call.find()) {
            if (inside(later, call.start()) || now && call.group(2) != null) continue;
            boolean plain = call.group(3) != null;
            String name = call.group(1) != null ? call.group(1) : plain ? call.group(3) : call.group(2);
            if (plain && KEYWORDS.contains(name)) continue;
            for (String t : receiverTypes(src, self, call.start(), plain, types)) {
                for (String declaring : types.lineage(t)) {
                    if (starters.contains(declaring + "." + name)) return true;
                }
            }
        }
        Matcher made = NEW.matcher(code).region(from, to);
        while (made.find()) {
            if (starters.contains(made.group(1) + "." + made.group(1)) && !inside(later, made.start())) return true;
        }
        return false;
    }

    /** Method names every main method of which is a starter. */
    private static Set<String> uniqueStarterNames(List<Method> methods, Set<String> starters) {
        Map<String, Boolean> all = new HashMap<>();
        for (Method m : methods) {
            if (!m.name().equals(m.type())) all.merge(m.name(), starters.contains(m.key()), Boolean::logicalAnd);
        }
        Set<String> names = new HashSet<>();
        all.forEach((name, allStart) -> {
            if (allStart) names.add(name);
        });
        return names;
    }

    /** The ids of controls in a method whose handler, or the statement that makes them, starts work or calls a starter. */
    private static Set<String> triggerIds(Method m, Set<String> starters, Types types, Set<String> knownIds) {
        JavaSource src = m.src();
        List<JavaSource.Statement> statements = new ArrayList<>();
        flatten(m.from(), m.to(), src.statements, statements);
        Map<String, Set<String>> idsOf = new HashMap<>();
        for (JavaSource.Statement s : statements) {
            Matcher id = SET_ID.matcher(src.code).region(s.start(), s.end());
            while (id.find()) {
                src.literalsIn(id.end() - 1, s.end()).stream().findFirst()
                        .ifPresent(l -> idsOf.computeIfAbsent(id.group(1), k -> new HashSet<>()).add(l));
            }
        }
        Set<String> ids = new HashSet<>();
        for (JavaSource.Statement s : statements) {
            String own = ownText(src, s);
            boolean handles = HANDLER.matcher(own).find() || own.contains("->") || own.contains("::");
            if (!handles || !callsStarter(src, m.type(), s.start(), s.end(), starters, types, false)) continue;
            Matcher target = TARGET.matcher(own);
            if (target.find()) ids.addAll(idsOf.getOrDefault(target.group(1), Set.of()));
            // Ids written in the statement, as where a helper makes the control ("button(\"pg-run\", …, vm::run)"); not a thread's name.
            List<String> threadNames = new ArrayList<>();
            Matcher thread = NEW_THREAD.matcher(src.code).region(s.start(), s.end());
            while (thread.find()) threadNames.addAll(src.literalsIn(thread.end() - 1, closingParen(src.code, thread.end() - 1)));
            for (String l : src.literalsIn(s.start(), s.end())) {
                if ((HYPHENATED.matcher(l).matches() || knownIds.contains(l)) && !threadNames.contains(l)) ids.add(l);
            }
        }
        return ids;
    }

    /** Every statement between two offsets, those inside statements' blocks too. */
    private static void flatten(int from, int to, List<JavaSource.Statement> in, List<JavaSource.Statement> out) {
        for (JavaSource.Statement s : in) {
            if (s.end() <= from || s.start() >= to) continue;
            if (s.start() >= from && s.end() <= to) out.add(s);
            for (JavaSource.Block b : s.blocks()) flatten(from, to, b.statements(), out);
        }
    }

    /** A statement's code without the blocks of statements it holds (an if's header, not its branches). */
    private static String ownText(JavaSource src, JavaSource.Statement s) {
        StringBuilder b = new StringBuilder(src.code(s));
        for (JavaSource.Block block : s.blocks()) {
            for (int i = block.open() - s.start(); i <= block.close() - s.start() && i < b.length(); i++) {
                if (b.charAt(i) != '\n') b.setCharAt(i, ' ');
            }
        }
        return b.toString();
    }

    private static List<String> ownLiterals(JavaSource src, JavaSource.Statement s) {
        List<String> all = new ArrayList<>(src.literalsIn(s.start(), s.end()));
        for (JavaSource.Block b : s.blocks()) all.removeAll(src.literalsIn(b.open(), b.close()));
        return all;
    }

    /** The arguments of the call whose parenthesis opens at {@code open}, split at its own commas. */
    private static List<String> arguments(String code, int open) {
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

    private static int closingParen(String code, int open) {
        return closing(code, open, '(', ')');
    }

    private static int matchingBrace(String code, int open) {
        return closing(code, open, '{', '}');
    }

    private static int closing(String code, int open, char opens, char closes) {
        int depth = 0;
        for (int i = open; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == opens) depth++;
            else if (c == closes && --depth == 0) return i;
        }
        return code.length();
    }

    // ---- the tests ----

    /** A trigger no wait follows: its line, and what it triggers. */
    record Found(int line, String trigger) {
    }

    /** The triggers in one test source that no wait follows (its classes already read into the triggers' types). */
    static List<Found> in(JavaSource src, Triggers triggers, List<String> waits) {
        if (!src.code.contains("FxRobot")) return List.of();
        List<Found> found = new ArrayList<>();
        checkMembers(src, src.statements, "", triggers, waits, found);
        return found;
    }

    private static void checkMembers(JavaSource src, List<JavaSource.Statement> members, String type, Triggers t, List<String> waits,
                                     List<Found> found) {
        for (JavaSource.Statement s : members) {
            for (JavaSource.Block b : s.blocks()) {
                if (b.kind() == JavaSource.Kind.CLASS) {
                    checkMembers(src, b.statements(), b.name(), t, waits, found);
                } else if (b.kind() == JavaSource.Kind.METHOD && !b.header().contains("@Start")) {
                    checkBlock(src, type, b, List.of(), t, waits, new HashSet<>(), found);
                }
            }
        }
    }

    /** A place in an enclosing block: its statements and the index of the statement that holds the inner block. */
    private record Next(List<JavaSource.Statement> statements, int index, JavaSource.Block block) {
    }

    /**
     * Checks a block's statements. {@code after} is where each enclosing block goes on, innermost
     * first, so that a trigger at a block's end is checked against what runs next.
     */
    private static void checkBlock(JavaSource src, String self, JavaSource.Block block, List<Next> after, Triggers t, List<String> waits,
                                   Set<String> aliases, List<Found> found) {
        List<JavaSource.Statement> ss = block.statements();
        for (int i = 0; i < ss.size(); i++) {
            JavaSource.Statement s = ss.get(i);
            String own = ownText(src, s);
            List<String> literals = ownLiterals(src, s);
            Hit hit = triggerIn(src, self, s.start(), own, literals, t, aliases);
            Matcher declared = DECLARED.matcher(own);
            if (declared.find() && literals.stream().anyMatch(l -> namesId(l, t.ids()))) aliases.add(declared.group(1));
            boolean excused = src.lines(src.lineOf(s.start()) - 1, src.lineOf(s.end())).contains(NO_WAIT_NEEDED);
            if (hit != null && !isWait(src.code(s), waits) && !excused) {
                if (!ONLY_CLOSERS.matcher(own.substring(Math.min(hit.end(), own.length()))).matches()) {
                    // "interact(() -> { vm.run(); vm.playback().seek(…); })": more runs after the trigger, before any wait.
                    found.add(new Found(src.lineOf(s.start() + hit.at()), hit.what() + ", then more in the same statement"));
                } else if (!waitsNext(src, ss, i, block, after, waits)) {
                    found.add(new Found(src.lineOf(s.start() + hit.at()), hit.what()));
                }
            }
            List<Next> inner = new ArrayList<>();
            inner.add(new Next(ss, i, block));
            inner.addAll(after);
            for (JavaSource.Block b : s.blocks()) {
                if (b.kind() != JavaSource.Kind.CLASS) checkBlock(src, self, b, inner, t, waits, aliases, found);
            }
        }
    }

    /** Whether what runs after statement {@code i} of a block is a wait (in a loop, its first statement too). */
    private static boolean waitsNext(JavaSource src, List<JavaSource.Statement> ss, int i, JavaSource.Block block, List<Next> after,
                                     List<String> waits) {
        if (i + 1 < ss.size()) return isWait(src.code(ss.get(i + 1)), waits);
        if (block.kind() == JavaSource.Kind.METHOD || after.isEmpty()) return false;
        if (block.kind() == JavaSource.Kind.LOOP && !isWait(src.code(ss.get(0)), waits)) return false;
        Next up = after.get(0);
        return waitsNext(src, up.statements(), up.index(), up.block(), after.subList(1, after.size()), waits);
    }

    private static boolean isWait(String code, List<String> waits) {
        return waits.stream().anyMatch(code::contains);
    }

    /** A trigger in a statement: where in its code it starts and where its call ends, and what it names. */
    private record Hit(int at, int end, String what) {
    }

    /** The first trigger in a statement's own code, or null. */
    private static Hit triggerIn(JavaSource src, String self, int offset, String own, List<String> literals, Triggers t, Set<String> aliases) {
        Matcher act = ACTION.matcher(own);
        if (act.find()) {
            // An action on a control: it ends where the statement's last action does.
            int first = act.start();
            int last = act.end() - 1;
            while (act.find()) last = act.end() - 1;
            int end = closingParen(own, last) + 1;
            for (String l : literals) {
                if (namesId(l, t.ids())) return new Hit(first, end, l);
            }
            for (String a : aliases) {
                Matcher m = Pattern.compile("\\b" + a + "\\b").matcher(own);
                if (m.find()) return new Hit(m.start(), end, a);
            }
        }
        Matcher made = NEW.matcher(own);
        while (made.find()) {
            if (t.calls().contains("new " + made.group(1))) {
                return new Hit(made.start(), closingParen(own, made.end() - 1) + 1, "new " + made.group(1));
            }
        }
        Matcher call = CALL.matcher(own);
        while (call.find()) {
            boolean plain = call.group(3) != null;
            String name = call.group(1) != null ? call.group(1) : plain ? call.group(3) : call.group(2);
            if (plain && KEYWORDS.contains(name)) continue;
            // A method reference ends at its name; a call, at its closing parenthesis.
            int end = call.group(2) != null ? call.end() : closingParen(own, own.indexOf('(', call.end())) + 1;
            Set<String> types = receiverTypes(src, self, offset + call.start(), plain, t.types());
            for (String type : types) {
                for (String declaring : t.types().lineage(type)) {
                    if (t.calls().contains(declaring + "." + name)) return new Hit(call.start(), end, declaring + "." + name);
                }
            }
            // A call whose receiver's type is not known ("x.items().get(0).run()", a variable declared with var): by its name alone.
            if (types.isEmpty() && !plain && t.calls().contains(name)) return new Hit(call.start(), end, name);
        }
        return null;
    }

    /** Whether a test's literal names a control by one of the ids: "#id", "id", or "#id …" (a lookup below it). */
    private static boolean namesId(String literal, Set<String> ids) {
        String l = literal.startsWith("#") ? literal.substring(1) : literal;
        int end = 0;
        while (end < l.length() && (Character.isLetterOrDigit(l.charAt(end)) || l.charAt(end) == '-')) end++;
        return end > 0 && ids.contains(l.substring(0, end)) && (end == l.length() || literal.startsWith("#"));
    }

    // ---- files ----

    /** The Java sources under a folder, by path relative to it. */
    private static Map<String, String> read(Path root) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("no source folder at " + root.toAbsolutePath());
        }
        Map<String, String> texts = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".java")).sorted().toList()) {
                texts.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return texts;
    }
}
