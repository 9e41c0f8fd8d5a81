package io.boundarylab.app.classroom;

import io.boundarylab.episodes.content.Investigation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The results files of one class, read from the folder the instructor collects them in: every
 * {@code *.json} file, in file-name order (so "learner 1" is the same learner each time the folder
 * is opened), each checked against the class code and against the investigation it names, looked up
 * among those this app has, whatever is open: a file made over other content counts answers to another
 * experiment, so it is refused. Files that cannot be used are listed, not fatal.
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

    /**
     * Reads the folder's results files.
     *
     * @param investigations every investigation this app has, the one open first; none: files are checked against the code only
     */
    public static ClassFolder read(Path folder, String classCode, ResultsFiles files, List<Investigation> investigations) throws IOException {
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
                Results r = files.read(paths.get(i), classCode);
                if (!investigations.isEmpty()) checkContent(paths.get(i), r, investigations);
                ok.add(r);
            } catch (ResultsProblem p) {
                refused.add(p.getMessage());
            }
        }
        return new ClassFolder(folder, ok, refused);
    }

    /**
     * Refuses a file made over other content. A file carries the class version, the same in every
     * language; one written before class versions carries the content version of its writer's
     * language, accepted when it is the one loaded here.
     */
    static void checkContent(Path file, Results r, List<Investigation> investigations) throws ResultsProblem {
        Investigation content = Investigation.byId(investigations, r.investigation()).orElseThrow(() -> new ResultsProblem(file.toString(), 1, 1,
                "investigation", "the file is for investigation " + r.investigation() + ", which this app does not have (it has "
                + String.join(", ", investigations.stream().map(Investigation::id).toList()) + "); open the content it was made with to count it"));
        String v = r.classVersion();
        if (v.equals(content.classVersion().sha256()) || v.equals(content.contentVersion().sha256())) return;
        throw new ResultsProblem(file.toString(), 1, 1, "classVersion", short12(v) + " is not the class version of " + content.id() + " here ("
                + short12(content.classVersion().sha256()) + "): the file was made over other content, or before class versions in"
                + " another language than " + content.locale().getLanguage() + "; load the content it was made with to count it");
    }

    private static String short12(String v) {
        return v.length() > 12 ? v.substring(0, 12) : v;
    }
}
