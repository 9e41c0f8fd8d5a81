package io.boundarylab.testsupport;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works out from the main sources what starts background work, for {@link BackgroundReads} to look
 * for in the UI tests: the ids of controls that start it, the calls that start it, and the classes'
 * members' types by which a call is followed to its method. It decides, for main code only:
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
 *
 * <p>What it does not see: {@code Platform.runLater}, which is no start (see {@link BackgroundReads});
 * work that only a layout pulse finishes, which no main code starts by name; a start by another name
 * than those above (an executor or a runner held under another name); a handler set in another method
 * than the control's id; a control whose id is computed. A name that main also gives methods that
 * start nothing is no trigger by that name alone.
 */
final class BackgroundStarters {

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
    private static final Pattern NEW_THREAD = Pattern.compile("\\bnew\\s+Thread\\s*\\(");
    private static final Pattern SET_ID = Pattern.compile("\\b(\\w+)\\s*\\.\\s*setId\\s*\\(\\s*\"");
    private static final Pattern SET_ID_BEFORE = Pattern.compile("\\.\\s*setId\\s*\\(\\s*\"$");
    private static final Pattern HYPHENATED = Pattern.compile("[a-z][a-z0-9]*(?:-[a-z0-9]+)+");
    /** The control a statement makes or sets a handler on: "x = …", "X x = …", "x.setOnAction(…)". */
    private static final Pattern TARGET = Pattern.compile("^\\s*(?:[\\w.<>\\[\\], ?]+\\s+)?(\\w+)\\s*(?:=|\\.)");
    private static final Pattern EXTENDS = Pattern.compile("\\bextends\\s+([\\w.]+)");

    private BackgroundStarters() {
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

        /**
         * The types the receiver of the call whose dot (or name, for a plain call) is at {@code at}, in
         * a class {@code self}, may have; empty when they are not known.
         */
        Set<String> receivers(JavaSource src, String self, int at, boolean plain) {
            if (plain) return Set.of(self);
            List<String> path = src.receiverPath(at);
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
            else if (first.equals("super")) current.addAll(lineage(self).stream().skip(1).toList());
            else if (first.endsWith("()")) addIfKnown(current, member(self, first.substring(0, first.length() - 2)));
            else if (Character.isUpperCase(first.charAt(0))) current.add(first);
            else {
                current.addAll(src.declaredTypes.getOrDefault(first, Set.of()));
                addIfKnown(current, member(self, first));
            }
            for (String next : path.subList(1, path.size())) {
                Set<String> after = new LinkedHashSet<>();
                for (String t : current) addIfKnown(after, member(t, next.endsWith("()") ? next.substring(0, next.length() - 2) : next));
                current = after;
            }
            return current;
        }

        /** The first of {@code among} ({@code Type.name}) that a call of {@code name} on one of {@code receivers} reaches, nearest class first; or null. */
        String reached(Set<String> receivers, String name, Set<String> among) {
            for (String type : receivers) {
                for (String declaring : lineage(type)) {
                    if (among.contains(declaring + "." + name)) return declaring + "." + name;
                }
            }
            return null;
        }

        private static void addIfKnown(Set<String> to, String type) {
            if (type != null) to.add(type);
        }

        private static String simple(String name) {
            return name.substring(name.lastIndexOf('.') + 1);
        }
    }

    // ---- what starts background work ----

    /** A method or constructor of main code (a class's field initialisers count as its constructor). */
    private record Method(String type, String name, JavaSource src, int from, int to) {
        String key() {
            return type + "." + name;
        }
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
        while (f.find()) factories.add(new int[] {f.end() - 1, JavaSource.closingParen(code, f.end() - 1)});
        Matcher m = START.matcher(code).region(from, to);
        while (m.find()) {
            if (inside(factories, m.start())) continue;
            if (RUNNER_RUN.matcher(m.group()).lookingAt()) {
                // A background runner is handed what to do with the result, as lambdas or method references (the
                // engine's runner.run(episode, variant, options) is not).
                List<String> args = JavaSource.arguments(code, m.end() - 1);
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
        while (h.find()) ranges.add(new int[] {h.end() - 1, JavaSource.closingParen(code, h.end() - 1)});
        Matcher anonymous = ANONYMOUS_CLASS.matcher(code).region(from, to);
        while (anonymous.find()) ranges.add(new int[] {anonymous.end() - 1, JavaSource.closing(code, anonymous.end() - 1, '{', '}')});
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
        Matcher call = JavaSource.CALL.matcher(code).region(from, to);
        while (call.find()) {
            if (inside(later, call.start()) || now && call.group(2) != null) continue;
            boolean plain = call.group(3) != null;
            String name = call.group(1) != null ? call.group(1) : plain ? call.group(3) : call.group(2);
            if (plain && JavaSource.KEYWORDS.contains(name)) continue;
            if (types.reached(types.receivers(src, self, call.start(), plain), name, starters) != null) return true;
        }
        Matcher made = JavaSource.NEW.matcher(code).region(from, to);
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

    // ---- the controls that start it ----

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
            String own = src.ownText(s);
            boolean handles = HANDLER.matcher(own).find() || own.contains("->") || own.contains("::");
            if (!handles || !callsStarter(src, m.type(), s.start(), s.end(), starters, types, false)) continue;
            Matcher target = TARGET.matcher(own);
            if (target.find()) ids.addAll(idsOf.getOrDefault(target.group(1), Set.of()));
            // Ids written in the statement, as where a helper makes the control ("button(\"pg-run\", …, vm::run)"); not a thread's name.
            List<String> threadNames = new ArrayList<>();
            Matcher thread = NEW_THREAD.matcher(src.code).region(s.start(), s.end());
            while (thread.find()) threadNames.addAll(src.literalsIn(thread.end() - 1, JavaSource.closingParen(src.code, thread.end() - 1)));
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
}
