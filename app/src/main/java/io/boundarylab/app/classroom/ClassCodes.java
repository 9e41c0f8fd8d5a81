package io.boundarylab.app.classroom;

import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.episodes.content.ClassVersion;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.run.FaultAction;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Writes a {@link ClassSetup} as a class code and reads it back against the content loaded here.
 *
 * <p>The payload, format 1, field by field ("var" is 6 bits giving a width, then that many bits):
 * format (3 bits, 1); the investigation id's SHA-256, first 10 bits; the class version (the same in
 * every language of the content, see {@link ClassVersion}), first 20 bits, or in a code made before
 * class versions the content version's (still read, against the content loaded in that language); a seed flag (1 bit) and the seed (var); an "every episode" flag (1 bit), else the number of
 * the content's episodes (5 bits) and one bit per episode; the number of faults (4 bits) and per
 * fault the episode's position (5 bits), the kind (2 bits: evict, crash, failNode, delete), the
 * target's position (var) in the sorted texts of every node, pod and pod/container in the
 * episode's variants' scenarios, the moment in simulated ms (var), and for a crash whether it exits
 * 1 (1 bit) or else the code (8 bits). Long ids are carried as positions or hashes and looked up in
 * the content, which the class version pins, so the code stays short: about 14 symbols with a
 * seed and no faults, about 6 more per fault.
 */
public final class ClassCodes {
    static final int FORMAT = 1;
    static final int INVESTIGATION_BITS = 10;
    static final int CONTENT_BITS = 20;
    static final int MAX_FAULTS = 15;
    static final int MAX_EPISODES = 31;

    private ClassCodes() {
    }

    /** The setup of a class over this content: its version and investigation filled in. */
    public static ClassSetup setup(Investigation inv, Long seed, List<String> episodes, List<ClassSetup.CueFault> faults) {
        // None named means every episode, in the content's order, as a code read back says it.
        List<String> assigned = episodes.isEmpty() ? inv.episodes().stream().map(Episode::id).toList() : episodes;
        return new ClassSetup(inv.id(), inv.classVersion().sha256(), seed, assigned, faults);
    }

    /**
     * The code for a setup made over this content.
     *
     * @throws ClassCodeException {@link ClassCodeException.Problem#DOES_NOT_FIT} for what a code cannot carry
     */
    public static String write(ClassSetup setup, Investigation inv) throws ClassCodeException {
        List<Episode> all = inv.episodes();
        if (!setup.classVersion().equals(inv.classVersion().sha256()) || !setup.investigationId().equals(inv.id())) {
            throw misfit("the setup was made over other content than the one loaded");
        }
        if (all.size() > MAX_EPISODES) throw misfit("a class code can carry at most " + MAX_EPISODES + " episodes");
        if (setup.faults().size() > MAX_FAULTS) throw misfit("a class code can carry at most " + MAX_FAULTS + " faults on cue");
        if (setup.seed() != null && setup.seed() < 0) throw misfit("a class code carries seeds from 0 up, not " + setup.seed());
        CodeBits b = new CodeBits();
        b.write(FORMAT, 3);
        b.write(idBits(inv.id()), INVESTIGATION_BITS);
        b.write(inv.classVersion().prefixBits(CONTENT_BITS), CONTENT_BITS);
        b.write(setup.seed() == null ? 0 : 1, 1);
        if (setup.seed() != null) b.writeVar(setup.seed());
        List<String> ids = all.stream().map(Episode::id).toList();
        for (String e : setup.episodes()) if (!ids.contains(e)) throw misfit("no episode '" + e + "' in this content (" + String.join(", ", ids) + ")");
        boolean every = setup.episodes().isEmpty() || setup.episodes().containsAll(ids);
        b.write(every ? 1 : 0, 1);
        if (!every) {
            b.write(all.size(), 5);
            for (String id : ids) b.write(setup.episodes().contains(id) ? 1 : 0, 1);
        }
        b.write(setup.faults().size(), 4);
        for (ClassSetup.CueFault f : setup.faults()) {
            // Delete is a scenario action, not a fault an instructor injects (neither the app nor episode run offers it).
            if (f.fault().kind() == FaultAction.Kind.DELETE) throw misfit("a class code carries evict, crash and failNode faults, not delete");
            int episode = ids.indexOf(f.episodeId());
            if (episode < 0) throw misfit("a fault names no episode of this content: '" + f.episodeId() + "'");
            List<String> targets = targets(all.get(episode));
            int target = targets.indexOf(f.fault().target().text());
            if (target < 0) {
                throw misfit("the fault's target " + f.fault().target().text() + " is not in the scenarios of episode '" + f.episodeId()
                        + "' (a class code can aim at " + String.join(", ", targets) + ")");
            }
            b.write(episode, 5);
            b.write(f.fault().kind().ordinal(), 2);
            b.writeVar(target);
            b.writeVar(f.fault().atMs());
            if (f.fault().kind() == FaultAction.Kind.CRASH) {
                int exit = f.fault().exitCode() == null ? 1 : f.fault().exitCode();
                if (exit < 0 || exit > 255) throw misfit("a crash's exit code must be 0 to 255, not " + exit);
                b.write(exit == 1 ? 1 : 0, 1);
                if (exit != 1) b.write(exit, 8);
            }
        }
        return CodeAlphabet.write(b.symbols());
    }

    /**
     * The setup a code stands for, if it was made for this content.
     *
     * @throws ClassCodeException a mistyped code, a newer format, another investigation, other content, or what does not fit
     */
    public static ClassSetup read(String code, Investigation inv) throws ClassCodeException {
        CodeBits b = CodeBits.of(CodeAlphabet.read(code));
        int format = (int) b.read(3);
        if (format < FORMAT) {
            throw new ClassCodeException(ClassCodeException.Problem.MISTYPED, "class code " + code.strip() + ": not a class code; please read it again");
        }
        if (format != FORMAT) {
            throw new ClassCodeException(ClassCodeException.Problem.NEWER_FORMAT,
                    "class code " + code.strip() + " was made by a newer Boundary Lab (code format " + format + "); update the app to use it");
        }
        long investigation = b.read(INVESTIGATION_BITS);
        long content = b.read(CONTENT_BITS);
        if (investigation != idBits(inv.id())) {
            throw new ClassCodeException(ClassCodeException.Problem.OTHER_INVESTIGATION,
                    "class code " + code.strip() + " is for another investigation than the one loaded (" + inv.id() + "); load the class's content");
        }
        ClassVersion here = inv.classVersion();
        // A code made before class versions carries the content version's bits: the same content in the same language.
        boolean earlier = content == inv.contentVersion().prefixBits(CONTENT_BITS);
        if (content != here.prefixBits(CONTENT_BITS) && !earlier) {
            throw new ClassCodeException(ClassCodeException.Problem.CONTENT_DIFFERS,
                    "class code " + code.strip() + " was made with other content than the one loaded (version " + hex(content)
                            + ", here " + hex(here.prefixBits(CONTENT_BITS)) + "): the runs would differ from your instructor's."
                            + " Load the content folder your instructor uses");
        }
        Long seed = b.read(1) == 1 ? b.readVar() : null;
        List<Episode> all = inv.episodes();
        List<String> episodes = new ArrayList<>();
        if (b.read(1) == 1) {
            for (Episode e : all) episodes.add(e.id());
        } else {
            int n = (int) b.read(5);
            if (n != all.size()) throw misfit("the code counts " + n + " episodes, this content has " + all.size());
            for (Episode e : all) if (b.read(1) == 1) episodes.add(e.id());
        }
        int faultCount = (int) b.read(4);
        List<ClassSetup.CueFault> faults = new ArrayList<>();
        for (int i = 0; i < faultCount; i++) {
            int episode = (int) b.read(5);
            FaultAction.Kind kind = FaultAction.Kind.values()[(int) b.read(2)];
            if (kind == FaultAction.Kind.DELETE) throw misfit("the code names a delete fault, which class codes do not carry");
            long target = b.readVar();
            long atMs = b.readVar();
            Integer exit = null;
            if (kind == FaultAction.Kind.CRASH) exit = b.read(1) == 1 ? 1 : (int) b.read(8);
            if (episode >= all.size()) throw misfit("a fault names episode " + (episode + 1) + ", this content has " + all.size());
            List<String> targets = targets(all.get(episode));
            if (target >= targets.size()) throw misfit("a fault names target " + target + " of " + targets.size() + " in episode " + all.get(episode).id());
            FaultTarget t = FaultTarget.parse(targets.get((int) target));
            try {
                faults.add(new ClassSetup.CueFault(all.get(episode).id(), new FaultAction(atMs, kind, t, exit)));
            } catch (IllegalArgumentException e) {
                throw misfit(e.getMessage());
            }
        }
        b.expectEnd();
        return new ClassSetup(inv.id(), here.sha256(), seed, episodes, faults);
    }

    /**
     * The investigation among {@code all} that a code was made for, by the id hash it carries; the
     * first when none has it, so that reading the code against it says "another investigation".
     *
     * @throws ClassCodeException a code that cannot be read at all
     */
    public static Investigation investigationOf(String code, List<Investigation> all) throws ClassCodeException {
        CodeBits b = CodeBits.of(CodeAlphabet.read(code));
        b.read(3);
        long investigation = b.read(INVESTIGATION_BITS);
        return all.stream().filter(i -> idBits(i.id()) == investigation).findFirst().orElse(all.get(0));
    }

    /** What a fault in this episode can be aimed at, as a code numbers them: sorted, without repeats. */
    static List<String> targets(Episode e) {
        TreeSet<String> out = new TreeSet<>();
        for (Variant v : e.experiment().variants()) {
            v.scenario().nodes().forEach(n -> out.add(new FaultTarget.Node(n.name()).text()));
            v.scenario().pods().forEach(p -> {
                out.add(new FaultTarget.Pod(p.name()).text());
                p.initContainers().forEach(c -> out.add(new FaultTarget.Member(new MemberRef(p.name(), c.name())).text()));
                p.containers().forEach(c -> out.add(new FaultTarget.Member(new MemberRef(p.name(), c.name())).text()));
            });
        }
        return List.copyOf(out);
    }

    static long idBits(String investigationId) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(investigationId.getBytes(StandardCharsets.UTF_8));
            return ((h[0] & 0xFFL) << 2) | ((h[1] & 0xFF) >>> 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static String hex(long bits) {
        return String.format(java.util.Locale.ROOT, "%05x", bits);
    }

    private static ClassCodeException misfit(String message) {
        return new ClassCodeException(ClassCodeException.Problem.DOES_NOT_FIT, message);
    }
}
