package io.boundarylab.app.classroom;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The results files of one class, read from the folder the instructor collects them in: every
 * {@code *.json} file, in file-name order (so "learner 1" is the same learner each time the folder
 * is opened), each checked against the class code. Files that cannot be used are listed, not fatal.
 *
 * @param folder   the folder read
 * @param results  the results that verified, in file-name order
 * @param refused  one located message per file that did not
 */
public record ClassFolder(Path folder, List<Results> results, List<String> refused) {
    /** More files than any class hands in: the rest are refused with a message rather than read. */
    public static final int MAX_FILES = 1000;

    public ClassFolder {
        results = List.copyOf(results);
        refused = List.copyOf(refused);
    }

    public static ClassFolder read(Path folder, String classCode, ResultsFiles files) throws IOException {
        List<Path> paths;
        try (Stream<Path> s = Files.list(folder)) {
            paths = s.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p))
                    .sorted((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString())).toList();
        }
        List<Results> ok = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (int i = 0; i < paths.size(); i++) {
            if (i >= MAX_FILES) {
                refused.add(folder + ": only the first " + MAX_FILES + " results files were read");
                break;
            }
            try {
                ok.add(files.read(paths.get(i), classCode));
            } catch (ResultsProblem p) {
                refused.add(p.getMessage());
            }
        }
        return new ClassFolder(folder, ok, refused);
    }
}
