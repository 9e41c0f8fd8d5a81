package io.boundarylab.app.shell;

import io.boundarylab.app.episode.ShownRun;

/**
 * What a window rebuilt in another language takes over from this one: in the episode shown, the run
 * on screen (run again, as it was) and the tab it was shown in (the comparison, the transcript …).
 * The class code entered is in the settings, which the new window reads.
 *
 * @param episodeId the episode shown, or null when the window showed a page
 * @param shown     its run on screen, or null
 * @param tabId     the id of its tab shown ("tab-compare"), or null for the first
 */
public record Carried(String episodeId, ShownRun shown, String tabId) {
}
