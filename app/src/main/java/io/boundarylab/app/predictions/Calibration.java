package io.boundarylab.app.predictions;

import io.boundarylab.episodes.prediction.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Confidence against accuracy: the judged predictions sorted into confidence buckets of 20 points
 * (0–20, 20–40, 40–60, 60–80, 80–100; a bucket holds its lower bound, the last one also 100), and
 * for each the share that was right. A prediction counts as right only when every claim of the
 * chosen answer held: "partly" is not right, since the confidence was in the whole answer.
 * Perfectly calibrated, the share right equals the confidence (the diagonal).
 *
 * @param buckets the five buckets, lowest confidence first
 */
public record Calibration(List<Bucket> buckets) {
    public static final int BUCKET_WIDTH = 20;
    public static final int BUCKET_COUNT = 100 / BUCKET_WIDTH;

    public Calibration {
        buckets = List.copyOf(buckets);
    }

    /** One judged prediction: how sure the learner was, and how the runs judged it. */
    public record Judged(int confidencePercent, Verdict verdict) {
    }

    /**
     * @param fromPercent          lowest confidence in the bucket
     * @param toPercent            upper bound (excluded, except 100)
     * @param count                predictions in the bucket
     * @param right                of which right
     * @param confidenceSumPercent sum of their confidences (for the mean)
     */
    public record Bucket(int fromPercent, int toPercent, int count, int right, int confidenceSumPercent) {
        /** The share right, 0 to 1; empty when no prediction fell in the bucket. */
        public OptionalDouble shareRight() {
            return count == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) right / count);
        }

        /** The mean confidence of the predictions in it, 0 to 100; empty when none did. */
        public OptionalDouble meanConfidencePercent() {
            return count == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) confidenceSumPercent / count);
        }
    }

    public static Calibration of(List<Judged> judged) {
        int[] count = new int[BUCKET_COUNT];
        int[] right = new int[BUCKET_COUNT];
        int[] sum = new int[BUCKET_COUNT];
        for (Judged j : judged) {
            if (j.verdict() == null) {
                continue;
            }
            int c = Math.max(0, Math.min(100, j.confidencePercent()));
            int b = Math.min(BUCKET_COUNT - 1, c / BUCKET_WIDTH);
            count[b]++;
            sum[b] += c;
            if (j.verdict() == Verdict.RIGHT) {
                right[b]++;
            }
        }
        List<Bucket> out = new ArrayList<>();
        for (int b = 0; b < BUCKET_COUNT; b++) {
            out.add(new Bucket(b * BUCKET_WIDTH, (b + 1) * BUCKET_WIDTH, count[b], right[b], sum[b]));
        }
        return new Calibration(out);
    }

    /** How many judged predictions it holds. */
    public int judged() {
        return buckets.stream().mapToInt(Bucket::count).sum();
    }
}
