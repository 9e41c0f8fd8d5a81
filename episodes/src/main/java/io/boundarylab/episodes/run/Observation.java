package io.boundarylab.episodes.run;

/**
 * What a run showed, chosen by the run's own trace from the episode's possible observations.
 *
 * @param ruleId      the observation rule that held, or null when none did
 * @param text        what the learner reads
 * @param evidenceSeq the event that shows it, or null
 */
public record Observation(String ruleId, String text, Long evidenceSeq) { }
