package io.boundarylab.episodes.content;

import java.util.List;
import java.util.Optional;

/**
 * One page of the investigation in reading order.
 *
 * @param id        stable id (the file name without its number prefix, or the episode id)
 * @param kind      what part of the investigation this is
 * @param eyebrow   the small label above the title ("Prologue", "Episode 01")
 * @param title     the headline
 * @param lead      the sentence under the headline, or null
 * @param blocks    the typed body, in order
 * @param episodeId for {@link SectionKind#EPISODE}, the episode it shows; otherwise null
 */
public record Section(String id, SectionKind kind, String eyebrow, String title, String lead,
                      List<Block> blocks, String episodeId) {

    public Section {
        blocks = List.copyOf(blocks);
    }

    /** The episode this section shows, if it is one. */
    public Optional<String> episode() {
        return Optional.ofNullable(episodeId);
    }

    /** The blocks of one type, in order. */
    public <B extends Block> List<B> blocks(Class<B> type) {
        return blocks.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
