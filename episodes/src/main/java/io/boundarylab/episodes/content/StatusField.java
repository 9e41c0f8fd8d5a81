package io.boundarylab.episodes.content;

import java.util.List;

/**
 * A live status field of an episode ("Web: unplaced"). Its value starts at {@code initial} with the
 * run's first event and is changed by the rules, in trace order, as the run's events arrive;
 * before a run the app shows it as not run yet.
 *
 * @param id      stable id
 * @param label   "Web"
 * @param initial the value from the run's first event until a rule sets another
 * @param rules   how events change it
 */
public record StatusField(String id, String label, String initial, List<StatusRule> rules) {

    public StatusField {
        rules = List.copyOf(rules);
    }
}
