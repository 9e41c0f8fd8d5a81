package io.boundarylab.testsupport;

import io.boundarylab.testsupport.BackgroundStarters.Triggers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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
 * <p>What triggers background work is worked out from the main sources, so that it follows them, by
 * {@link BackgroundStarters}: the ids of controls that start it, the methods and constructors that
 * start it (<em>starters</em>), and the classes by which a call is followed to its method; the
 * tests' own classes are read into those too. This class reads the tests. A test statement triggers
 * when it names a trigger id ({@code "#id"}, {@code "#id …"} or {@code "id"}) and acts (a click, key,
 * {@code fire}, {@code interact} …), acts on a variable it earlier looked up by such an id, or calls
 * a starter.
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

    private static final Pattern ACTION = Pattern.compile("\\b(?:click|enter|clickOn|doubleClickOn|rightClickOn|press|type|write|push|fire|fireEvent"
            + "|interact|choose|key|shortcut|setSelected|setValue|select|selectToggle|setText)\\s*\\(");
    private static final Pattern DECLARED = Pattern.compile("^\\s*(?:final\\s+)?[\\w.<>\\[\\], ?]+\\s+(\\w+)\\s*=");
    private static final Pattern ONLY_CLOSERS = Pattern.compile("[\\s)\\]};]*");
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
        Triggers t = BackgroundStarters.triggers(main);
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
            String own = src.ownText(s);
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

    /** The literals in a statement's own code, not in the blocks of statements it holds. */
    private static List<String> ownLiterals(JavaSource src, JavaSource.Statement s) {
        List<String> all = new ArrayList<>(src.literalsIn(s.start(), s.end()));
        for (JavaSource.Block b : s.blocks()) all.removeAll(src.literalsIn(b.open(), b.close()));
        return all;
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
            int end = JavaSource.closingParen(own, last) + 1;
            for (String l : literals) {
                if (namesId(l, t.ids())) return new Hit(first, end, l);
            }
            for (String a : aliases) {
                Matcher m = Pattern.compile("\\b" + a + "\\b").matcher(own);
                if (m.find()) return new Hit(m.start(), end, a);
            }
        }
        Matcher made = JavaSource.NEW.matcher(own);
        while (made.find()) {
            if (t.calls().contains("new " + made.group(1))) {
                return new Hit(made.start(), JavaSource.closingParen(own, made.end() - 1) + 1, "new " + made.group(1));
            }
        }
        Matcher call = JavaSource.CALL.matcher(own);
        while (call.find()) {
            boolean plain = call.group(3) != null;
            String name = call.group(1) != null ? call.group(1) : plain ? call.group(3) : call.group(2);
            if (plain && JavaSource.KEYWORDS.contains(name)) continue;
            // A method reference ends at its name; a call, at its closing parenthesis.
            int end = call.group(2) != null ? call.end() : JavaSource.closingParen(own, own.indexOf('(', call.end())) + 1;
            Set<String> types = t.types().receivers(src, self, offset + call.start(), plain);
            String reached = t.types().reached(types, name, t.calls());
            if (reached != null) return new Hit(call.start(), end, reached);
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
