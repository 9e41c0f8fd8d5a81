package io.boundarylab.episodes.content;

import io.boundarylab.episodes.narration.Narration;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads one investigation's folder into an {@link Investigation}: {@code investigation.yaml}
 * (id, title, phrases, cost templates), the episodes and the sections, and puts
 * them in reading order (the episodes, in folder-name order, right after the section of kind
 * {@code episodes}). Checks what spans files: ids used twice, episode numbers, exercise prompts
 * naming an episode. Every problem goes to the shared list.
 */
final class InvestigationLoader {

    private final ContentFiles files;
    private final Fields.Problems problems;
    private final Path root;
    private final Locale locale;
    private final EpisodeLoader episodeLoader;
    private final SectionLoader sectionLoader;
    private final Narration narration;

    /** @param narration the locale's narration, read once and shared by its investigations */
    InvestigationLoader(ContentFiles files, Locale locale, Narration narration) {
        this.narration = narration;
        this.files = files;
        this.problems = files.problems();
        this.root = files.root();
        this.locale = locale;
        this.episodeLoader = new EpisodeLoader(files);
        this.sectionLoader = new SectionLoader(files);
    }

    /** The investigation, or null (or a partial one) when the problem list is not empty. */
    Investigation read() {
        Fields inv = files.readYaml(root.resolve("investigation.yaml"), "investigation.yaml");
        String id = inv.str("id");
        String title = inv.prose("title");
        Map<String, String> phrases = inv.proseMap("phrases");
        // Optional: an investigation with no costs explorer (018) has no cost templates.
        String groupFile = null, aloneFile = null;
        if (inv.has("costs")) {
            Fields costs = Fields.of(problems, inv.file(), inv.opt("costs"), "'costs'");
            groupFile = costs.str("group");
            aloneFile = costs.str("alone");
            costs.finish();
        }
        inv.finish();
        for (String required : List.of("episode.eyebrow", "comparison.match", "comparison.mismatch",
                "comparison.match.noEvent", "comparison.mismatch.noEvent", "comparison.pending", "synthesis.checkpoint", "synthesis.silence")) {
            if (inv.valid() && !phrases.containsKey(required))
                problems.add(inv.file(), inv.self(), "phrases: missing '" + required + "'");
        }

        List<Episode> episodes = new ArrayList<>();
        Map<String, String> episodeFiles = new HashMap<>();
        for (Path dir : files.list(root.resolve("episodes"), true)) {
            Path f = dir.resolve("episode.yaml");
            if (!Files.isRegularFile(files.find(f))) {
                problems.add(files.rel(dir), 1, 1, "episode folder without episode.yaml");
                continue;
            }
            Episode e = episodeLoader.read(f);
            if (e == null) {
                // A broken episode still exists: references to it are not problems of their own.
                if (episodeLoader.lastEpisodeId() != null) episodeFiles.putIfAbsent(episodeLoader.lastEpisodeId(), files.rel(f));
                continue;
            }
            if (episodeFiles.containsKey(e.id())) {
                problems.add(files.rel(f), 1, 1, "episode id '" + e.id() + "' is also used by " + episodeFiles.get(e.id()));
                continue;
            }
            episodeFiles.put(e.id(), files.rel(f));
            episodes.add(e);
        }

        List<Section> sections = new ArrayList<>();
        Map<String, String> sectionFiles = new HashMap<>();
        List<Block.ExercisePrompt> prompts = new ArrayList<>();
        Map<Block.ExercisePrompt, String> promptFiles = new HashMap<>();
        boolean episodesPlaced = false;
        List<Path> sectionPaths = files.list(root.resolve("sections"), false);
        if (sectionPaths.isEmpty()) problems.add(files.rel(root.resolve("sections")), 1, 1, "no section files (sections/*.yaml)");
        for (Path p : sectionPaths) {
            Section s = sectionLoader.read(p, prompts, promptFiles);
            if (s == null) continue;
            if (sectionFiles.containsKey(s.id())) {
                problems.add(files.rel(p), 1, 1, "section id '" + s.id() + "' is also used by " + sectionFiles.get(s.id()));
                continue;
            }
            sectionFiles.put(s.id(), files.rel(p));
            sections.add(s);
            if (s.kind() == SectionKind.EPISODES && !episodesPlaced) {
                episodesPlaced = true;
                String eyebrow = phrases.getOrDefault("episode.eyebrow", "{number}");
                for (Episode e : episodes) {
                    sections.add(new Section(e.id(), SectionKind.EPISODE,
                            eyebrow.replace("{number}", String.format(Locale.ROOT, "%02d", e.number())),
                            e.title(), e.pressure(), List.of(), e.id()));
                }
            }
        }
        if (!episodes.isEmpty() && !episodesPlaced && !sectionPaths.isEmpty())
            problems.add(files.rel(root.resolve("sections")), 1, 1, "no section of kind 'episodes': the episodes have no place in the reading order");
        for (Block.ExercisePrompt pr : prompts) {
            if (!episodeFiles.containsKey(pr.episodeId()))
                problems.add(promptFiles.get(pr), sectionLoader.promptAt(pr), "exercise prompt '" + pr.id() + "' names unknown episode '" + pr.episodeId() + "'");
        }
        Set<Integer> numbers = new HashSet<>();
        for (Episode e : episodes)
            if (!numbers.add(e.number())) problems.add(episodeFiles.get(e.id()), 1, 1, "episode number " + e.number() + " is used twice");

        Investigation.CostScenarios costScenarios = readCosts(inv.file(), groupFile, aloneFile, sections);
        // The files read for this investigation, as they were: the hashes are worked out when asked for.
        java.util.SortedMap<String, String> read = files.textsSoFar();
        List<Block.ExercisePrompt> allPrompts = List.copyOf(prompts);
        List<Episode> allEpisodes = List.copyOf(episodes);
        return new Investigation(locale, id, title, sections, episodes, narration, phrases, costScenarios, problems.warnings,
                () -> ContentVersion.of(read), () -> ClassVersion.of(id, allEpisodes, allPrompts, ContentFiles.neutralTexts(read)));
    }

    private Investigation.CostScenarios readCosts(String invFile, String groupFile, String aloneFile, List<Section> sections) {
        if (groupFile == null || aloneFile == null) return new Investigation.CostScenarios(groupFile, "", aloneFile, "");
        Block.CostExplorer defaults = sections.stream().flatMap(s -> s.blocks(Block.CostExplorer.class).stream())
                .findFirst().orElse(new Block.CostExplorer("50Mi", "3Gi", "64Mi"));
        String group = readReferenced(invFile, groupFile);
        String alone = readReferenced(invFile, aloneFile);
        for (String[] t : new String[][] {{groupFile, group}, {aloneFile, alone}}) {
            if (t[1] == null) continue;
            files.readScenario(t[0], Investigation.CostScenarios.fill(t[1], defaults.helperMemory(), defaults.companionMemory(), defaults.nodeFreeMemory()));
        }
        return new Investigation.CostScenarios(groupFile, group == null ? "" : group, aloneFile, alone == null ? "" : alone);
    }

    private String readReferenced(String fromFile, String relPath) {
        Path p = files.existing(root, relPath);
        if (p == null) {
            problems.add(fromFile, 1, 1, "refers to missing file '" + relPath + "'");
            return null;
        }
        return files.readText(p);
    }
}
