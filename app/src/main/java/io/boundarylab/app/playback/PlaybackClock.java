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

    public PlaybackClock() {
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                long elapsed = last < 0 ? 0 : now - last;
                last = now;
                // Cap a long stall (window dragged, machine busy) to one short frame so playback never jumps.
                long capped = Math.min(elapsed, 100_000_000L);
                for (PlaybackViewModel p : List.copyOf(playbacks)) {
                    p.tick(capped);
                }
            }
        };
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
