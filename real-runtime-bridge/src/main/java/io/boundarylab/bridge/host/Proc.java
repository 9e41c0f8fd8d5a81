package io.boundarylab.bridge.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Reads what {@code /proc} says about a process. */
public final class Proc {

    private static final Pattern NS_LINK = Pattern.compile("[a-z_]+:\\[(\\d+)]");

    private final Path procRoot;

    public Proc(Path procRoot) {
        this.procRoot = procRoot;
    }

    /** The real {@code /proc}. */
    public static Proc host() {
        return new Proc(Path.of("/proc"));
    }

    /**
     * The process's start time in clock ticks since boot (field 22 of {@code stat}). A PID plus its
     * start time names one process for the life of the machine, even after the PID is reused.
     */
    public OptionalLong startTime(long pid) {
        try {
            String stat = Files.readString(procRoot.resolve(Long.toString(pid)).resolve("stat"));
            // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
            String rest = stat.substring(stat.lastIndexOf(')') + 2);
            String[] fields = rest.trim().split(" ");
            return OptionalLong.of(Long.parseLong(fields[19]));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** Whether the process identified by PID and start time still runs (and is not a zombie). */
    public boolean isAlive(long pid, long startTime) {
        OptionalLong now = startTime(pid);
        return now.isPresent() && now.getAsLong() == startTime && !"Z".equals(state(pid).orElse("Z"));
    }

    /** The one-letter state (R, S, Z …). */
    public Optional<String> state(long pid) {
        try {
            String stat = Files.readString(procRoot.resolve(Long.toString(pid)).resolve("stat"));
            return Optional.of(stat.substring(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The inode of one of the process's namespaces ({@code net}, {@code mnt}, {@code uts} …). */
    public OptionalLong namespaceInode(long pid, String ns) {
        try {
            String link = Files.readSymbolicLink(procRoot.resolve(Long.toString(pid)).resolve("ns").resolve(ns)).toString();
            return parseNamespaceLink(link);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** Parses {@code net:[4026531840]}. */
    public static OptionalLong parseNamespaceLink(String link) {
        Matcher m = NS_LINK.matcher(link);
        return m.matches() ? OptionalLong.of(Long.parseLong(m.group(1))) : OptionalLong.empty();
    }

    /** The process's arguments, or an empty list when it is gone or unreadable. */
    public List<String> cmdline(long pid) {
        try {
            byte[] raw = Files.readAllBytes(procRoot.resolve(Long.toString(pid)).resolve("cmdline"));
            String s = new String(raw, StandardCharsets.UTF_8);
            if (s.isEmpty()) return List.of();
            return Arrays.asList(s.split("\0"));
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Every PID currently in {@code /proc}. */
    public List<Long> pids() {
        List<Long> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(procRoot)) {
            s.forEach(p -> {
                String n = p.getFileName().toString();
                if (!n.isEmpty() && n.chars().allMatch(Character::isDigit)) out.add(Long.parseLong(n));
            });
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    /** Whether this process runs with effective uid 0. */
    public boolean isRoot() {
        try {
            for (String line : Files.readAllLines(procRoot.resolve("self").resolve("status"))) {
                if (line.startsWith("Uid:")) return line.split("\\s+")[2].equals("0");
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }
}
