package io.boundarylab.episodes.content;

import java.util.List;

/**
 * A live status field of an episode ("Web: unplaced"). Its value starts at {@code initial} and is
 * changed by the rules, in trace order, as the run's events arrive.
 *
 * @param id      stable id
 * @param label   "Web"
 * @param initial the value before anything ran, as in the investigation
 * @param rules   how events change it
 */
public record StatusField(String id, String label, String initial, List<StatusRule> rules) {

    public StatusField {
        rules = List.copyOf(rules);
    }
}
