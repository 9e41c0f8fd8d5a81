package io.boundarylab.app.playback;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.AnimationTimer;

/**
 * The only place that reads the wall clock: one pulse per frame, handed to every registered
 * playback as elapsed nanoseconds. Several playbacks (the compare view) share one clock.
 */
public final class PlaybackClock {
    private final List<PlaybackViewModel> playbacks = new ArrayList<>();
    private final AnimationTimer timer;
    private long last = -1;
    private final boolean report = Boolean.getBoolean("boundarylab.timing");
    private final List<Long> playingIntervals = new ArrayList<>();

    public PlaybackClock() {
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                long elapsed = last < 0 ? 0 : now - last;
                last = now;
                // Cap a long stall (window dragged, machine busy) to one short frame so playback never jumps.
                long capped = Math.min(elapsed, 100_000_000L);
                boolean playing = false;
                for (PlaybackViewModel p : List.copyOf(playbacks)) {
                    playing |= p.isPlaying();
                    p.tick(capped);
                }
                if (report) {
                    measure(playing, elapsed);
                }
            }
        };
    }

    /**
     * With {@code -Dboundarylab.timing=true}: the time between frames while a trace plays (it grows
     * when a frame takes longer than the display's period), printed when playing stops.
     */
    private void measure(boolean playing, long elapsed) {
        if (playing && elapsed > 0) {
            playingIntervals.add(elapsed);
        } else if (!playing && playingIntervals.size() > 1) {
            List<Long> sorted = new ArrayList<>(playingIntervals);
            java.util.Collections.sort(sorted);
            System.out.printf(java.util.Locale.ROOT,
                    "boundary-lab: %d frames while playing; frame interval median %.1f ms, 95th percentile %.1f ms, max %.1f ms%n",
                    sorted.size(), sorted.get(sorted.size() / 2) / 1e6, sorted.get((int) (sorted.size() * 0.95)) / 1e6,
                    sorted.get(sorted.size() - 1) / 1e6);
            playingIntervals.clear();
        }
    }

    public void register(PlaybackViewModel playback) {
        playbacks.add(playback);
    }

    public void start() {
        last = -1;
        timer.start();
    }

    public void stop() {
        timer.stop();
    }
}
