package io.boundarylab.episodes.synthesis;

/**
 * Where one experiment's run begins and ends inside the synthesis trace.
 *
 * @param index     0-based position
 * @param episodeId the episode
 * @param variantId the variant ({@code naive} or {@code contract})
 * @param label     "Episode 01 · Separate placement", from content
 * @param firstSeq  the first event of this run, renumbered
 * @param lastSeq   its last event, renumbered
 * @param offsetMs  how far its simulated time is shifted so the whole reads as one run
 */
public record Checkpoint(int index, String episodeId, String variantId, String label,
                         long firstSeq, long lastSeq, long offsetMs) {

    /** Whether the event belongs to this run. */
    public boolean contains(long seq) {
        return seq >= firstSeq && seq <= lastSeq;
    }
}
