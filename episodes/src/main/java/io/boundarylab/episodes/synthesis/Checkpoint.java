package io.boundarylab.episodes.synthesis;

/**
 * Where one experiment's run begins and ends inside the synthesis trace, in events and in
 * simulated time. A run keeps its whole horizon: when its last event comes before its end, the
 * time between is a silence the learner must be able to see (nothing shipped, nothing restarted).
 *
 * @param index       0-based position
 * @param episodeId   the episode
 * @param variantId   the variant ({@code naive} or {@code contract})
 * @param label       "Episode 01 · Separate placement", from content
 * @param firstSeq    the first event of this run, renumbered
 * @param lastSeq     its last event, renumbered
 * @param offsetMs    how far its simulated time is shifted: where its 0:00 lies in the synthesis
 * @param lastEventMs its last event's time in the synthesis
 * @param endMs       its end in the synthesis: the offset plus the run's own horizon
 */
public record Checkpoint(int index, String episodeId, String variantId, String label,
                         long firstSeq, long lastSeq, long offsetMs, long lastEventMs, long endMs) {

    /** Whether the event belongs to this run. */
    public boolean contains(long seq) {
        return seq >= firstSeq && seq <= lastSeq;
    }

    /** How long the run goes on after its last event, with nothing happening, until its horizon. */
    public long silenceMs() {
        return endMs - lastEventMs;
    }
}
