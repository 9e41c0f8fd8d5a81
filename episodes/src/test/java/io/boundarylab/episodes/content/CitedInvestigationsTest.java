package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.boundarylab.episodes.Fixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The text a learner reads cites only investigations the app has: an "INV-016" in a page sends the
 * learner looking for something that is nowhere. The ledger's "taken up in" column is the one place
 * that names investigations still to come, as a plan, and is left out. Every language, every file.
 */
class CitedInvestigationsTest {
    private static final Pattern CITED = Pattern.compile("INV-(\\d{3})");

    @Test
    void learnersTextCitesOnlyBundledInvestigations() throws IOException {
        Path content = Fixtures.bundledDir();
        Set<String> bundled = new TreeSet<>();
        try (Stream<Path> dirs = Files.list(content.resolve("en/investigations"))) {
            dirs.map(d -> d.getFileName().toString().substring(0, 3)).forEach(bundled::add);
        }
        assertEquals(Set.of("017", "018"), bundled, "the investigations this check knows of");
        List<String> unknown = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(content)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).replaceAll("takenUpIn: \"[^\"]*\"", "");
                Matcher m = CITED.matcher(line);
                while (m.find()) {
                    if (!bundled.contains(m.group(1))) {
                        unknown.add(content.relativize(f) + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        assertEquals(List.of(), unknown, "cites an investigation the app does not have");
    }
}
