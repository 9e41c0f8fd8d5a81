package io.boundarylab.episodes.content;

import java.util.List;

/**
 * What the start page lists of an investigation: enough to draw its row and to count how far a
 * learner is in it, without reading the investigation whole. Written at build time for the
 * bundled content ({@link ListingFile}), so the app's first page has its rows before the content
 * is read; {@link #of} gives the same from an investigation read in full.
 *
 * @param id       the investigation's id
 * @param title    its title ("Investigation 017 · …")
 * @param hook     the lead of its hook section (else of its first section), or "" when it has none
 * @param episodes the ids of its episodes, in order
 * @param pages    its episode sections, in reading order: what "% explored" counts
 */
public record Listing(String id, String title, String hook, List<String> episodes, List<EpisodePage> pages) {

    /**
     * A section that shows an episode.
     *
     * @param sectionId the section's id
     * @param episodeId the episode it shows
     */
    public record EpisodePage(String sectionId, String episodeId) {
    }

    public Listing {
        episodes = List.copyOf(episodes);
        pages = List.copyOf(pages);
    }

    /** The listing of an investigation read in full. */
    public static Listing of(Investigation inv) {
        String hook = inv.section("hook").or(() -> inv.sections().stream().findFirst()).map(Section::lead).orElse("");
        return new Listing(inv.id(), inv.title(), hook, inv.episodes().stream().map(Episode::id).toList(), episodePages(inv.sections()));
    }

    /** The sections among {@code sections} that show an episode, in order. */
    public static List<EpisodePage> episodePages(List<Section> sections) {
        return sections.stream()
                .filter(s -> s.kind() == SectionKind.EPISODE && s.episodeId() != null)
                .map(s -> new EpisodePage(s.id(), s.episodeId()))
                .toList();
    }
}
