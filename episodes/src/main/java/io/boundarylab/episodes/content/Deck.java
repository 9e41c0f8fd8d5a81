package io.boundarylab.episodes.content;

import io.boundarylab.engine.scenario.Resources;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The concept deck: every card of one locale's {@code deck/} folder, in file-name then file order.
 * Links are checked against the investigations given to the load (not against file paths), so the
 * deck does not care where an investigation's files live.
 */
public final class Deck {

    /**
     * The bridge experiments a card may name in {@code seeIt.kernel}, each with the ceilings it sets
     * on its members (what a card that runs it may state as a limit, see {@link StatedLimits}). The
     * app's tests check the bridge has each, with these ceilings.
     */
    public static final Map<String, List<Resources>> KERNEL_CEILINGS = kernelCeilings();

    /** The ids of {@link #KERNEL_CEILINGS}, in order. */
    public static final List<String> KERNEL_EXPERIMENTS = List.copyOf(KERNEL_CEILINGS.keySet());

    private static Map<String, List<Resources>> kernelCeilings() {
        long mib = 1024L * 1024;
        Map<String, List<Resources>> m = new LinkedHashMap<>();
        m.put("ceilings", List.of(new Resources(null, 64 * mib), new Resources(200L, null)));
        m.put("free-lies", List.of(new Resources(null, 96 * mib)));
        m.put("root-in-userns", List.of());
        m.put("shared-kernel", List.of());
        return Collections.unmodifiableMap(m);
    }

    private final List<Card> cards;

    Deck(List<Card> cards) {
        this.cards = List.copyOf(cards);
    }

    /** The deck shipped inside the application, its links checked against {@code investigations}. */
    public static Deck loadBundled(Locale locale, List<Investigation> investigations) throws ContentException {
        return DeckLoader.loadBundled(locale, investigations);
    }

    /**
     * The deck of a content folder (one holding {@code deck/}, or locale folders that do); an
     * empty deck when there is none.
     */
    public static Deck load(Path contentDir, Locale locale, List<Investigation> investigations) throws ContentException {
        return DeckLoader.load(contentDir, locale, investigations);
    }

    public List<Card> cards() {
        return cards;
    }

    public Optional<Card> card(String id) {
        return cards.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    /** The cards linked to a section or episode of an investigation, in deck order. */
    public List<Card> linkedTo(String investigation, String section) {
        return cards.stream().filter(c -> c.links().stream()
                .anyMatch(l -> l.investigation().equals(investigation) && l.section().equals(section))).toList();
    }
}
