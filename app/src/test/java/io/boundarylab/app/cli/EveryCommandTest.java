package io.boundarylab.app.cli;

import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every command of every module begins the same way ({@link CommandStreams}) and ends with a code
 * from the one list ({@link ExitCodes}): none defines or returns a number of its own.
 */
class EveryCommandTest {
    /** The reactor's root, seen from this module's folder (where Surefire runs). */
    private static final Path REACTOR = Path.of("..");

    @Test
    void everyCommandMixesInTheCommonStart() {
        CommandLine root = BoundaryLabCommand.commandLine(new CommandLine(new BoundaryLabCommand()), new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()), false);
        List<String> without = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        walk(root, without, seen);
        assertTrue(seen.size() > 20, "the whole tree was walked: " + seen);
        assertEquals(List.of(), without, "commands without @Mixin CommandStreams, or without the --help it brings");
    }

    private static void walk(CommandLine cl, List<String> without, List<String> seen) {
        CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
        if (!(spec.userObject() instanceof CommandLine.HelpCommand)) {
            seen.add(spec.qualifiedName());
            boolean mixed = spec.mixins().values().stream().anyMatch(m -> m.userObject() instanceof CommandStreams);
            if (!mixed || spec.findOption("--help") == null) without.add(spec.qualifiedName());
        }
        for (CommandLine sub : cl.getSubcommands().values()) walk(sub, without, seen);
    }

    @Test
    void theHelpListsEveryExitCodeInTheLearnersLanguage() {
        Locale before = Locale.getDefault();
        try {
            for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("es"))) {
                Locale.setDefault(l);
                StringWriter out = new StringWriter();
                assertEquals(ExitCodes.OK, BoundaryLabCommand.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "--help"));
                String help = out.toString().replaceAll("\\s+", " ");
                for (Map.Entry<String, String> e : ExitCodes.help(l, ExitCodes.ALL).entrySet()) {
                    assertTrue(help.contains(e.getKey().trim() + " " + e.getValue()), l + ": " + e + " in\n" + help);
                }
            }
        } finally {
            Locale.setDefault(before);
        }
    }

    /** A number where an exit code goes: returned (or chosen between in a return), given to System.exit, or kept in a constant of its own. */
    private static final Pattern OWN_CODE = Pattern.compile(
            "^\\s*return\\b.*(?:\\?\\s*-?\\d+\\s*:|:\\s*-?\\d+\\s*;)|^\\s*return\\s+-?\\d+\\s*;|System\\.exit\\(\\s*-?\\d+|static\\s+final\\s+int\\s+\\w+\\s*=\\s*\\d+\\s*;|exitCodeList\\s*=");

    @Test
    void noCommandSourceHasAnExitCodeOfItsOwn() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> commands = new ArrayList<>();
        try (Stream<Path> modules = Files.list(REACTOR)) {
            for (Path module : modules.filter(m -> Files.isDirectory(m.resolve("src/main/java"))).sorted().toList()) {
                try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
                    for (Path p : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                        String text = Files.readString(p, StandardCharsets.UTF_8);
                        if (!text.contains("import picocli.") || p.endsWith("ExitCodes.java")) continue;
                        commands.add(p);
                        String[] lines = text.split("\n", -1);
                        for (int i = 0; i < lines.length; i++) {
                            Matcher m = OWN_CODE.matcher(lines[i]);
                            if (m.find()) found.add(REACTOR.relativize(p).toString().replace('\\', '/') + ":" + (i + 1) + ": " + lines[i].trim());
                        }
                    }
                }
            }
        }
        assertTrue(commands.size() >= 14, "the command sources of every module were read: " + commands);
        assertEquals(List.of(), found, "exit codes come from io.boundarylab.engine.cli.ExitCodes only");
    }
}
