package io.boundarylab.app.playback;

import java.util.List;
import java.util.function.DoubleConsumer;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableNumberValue;

/**
 * What a {@link TransportBar} drives: a playhead over a span (events or simulated milliseconds),
 * moved by play/pause, a step or skip each way, a jump to either end and a scrub, at a chosen speed.
 * Each view-model that plays something hands one of these to the bar; the bar only binds to it.
 *
 * @param seek       moves the playhead to a point of the span (the scrub's value)
 * @param position   where the playhead is, in the span's unit
 * @param length     the span's length in the same unit
 * @param scrubStep  how far the scrub's arrow keys move
 */
public record Transport(
        Runnable toStart, Runnable back, Runnable togglePlay, Runnable forward, Runnable toEnd, DoubleConsumer seek,
        ObservableBooleanValue playing, ObservableBooleanValue canStart, ObservableBooleanValue canBack,
        ObservableBooleanValue canPlay, ObservableBooleanValue canForward, ObservableBooleanValue canEnd,
        ObservableBooleanValue canScrub, ObservableNumberValue position, ObservableNumberValue length, double scrubStep,
        List<Double> speeds, ObservableNumberValue speed, DoubleConsumer setSpeed) {
}
