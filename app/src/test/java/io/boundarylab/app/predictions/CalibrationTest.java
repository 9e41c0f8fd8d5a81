package io.boundarylab.app.predictions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.boundarylab.app.predictions.Calibration.Bucket;
import io.boundarylab.app.predictions.Calibration.Judged;
import io.boundarylab.episodes.prediction.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

class CalibrationTest {

    @Test
    void bucketsCountTheShareFullyRightWorkedOutByHand() {
        Calibration c = Calibration.of(List.of(
                new Judged(0, Verdict.WRONG),       // 0–20
                new Judged(19, Verdict.RIGHT),      // 0–20
                new Judged(20, Verdict.RIGHT),      // 20–40: a bucket holds its lower bound
                new Judged(55, Verdict.PARTLY),     // 40–60: partly is not right
                new Judged(45, Verdict.RIGHT),      // 40–60
                new Judged(50, Verdict.WRONG),      // 40–60
                new Judged(80, Verdict.RIGHT),      // 80–100
                new Judged(100, Verdict.RIGHT),     // 80–100: 100 belongs to the last bucket
                new Judged(90, Verdict.WRONG),      // 80–100
                new Judged(95, Verdict.WRONG),      // 80–100
                new Judged(70, null)));             // not judged yet: left out
        assertEquals(5, c.buckets().size());
        assertEquals(new Bucket(0, 20, 2, 1, 19), c.buckets().get(0));
        assertEquals(new Bucket(20, 40, 1, 1, 20), c.buckets().get(1));
        assertEquals(new Bucket(40, 60, 3, 1, 150), c.buckets().get(2));
        assertEquals(new Bucket(60, 80, 0, 0, 0), c.buckets().get(3));
        assertEquals(new Bucket(80, 100, 4, 2, 365), c.buckets().get(4));
        assertEquals(0.5, c.buckets().get(0).shareRight().getAsDouble());
        assertEquals(9.5, c.buckets().get(0).meanConfidencePercent().getAsDouble());
        assertEquals(1.0 / 3, c.buckets().get(2).shareRight().getAsDouble(), 1e-12);
        assertEquals(50.0, c.buckets().get(2).meanConfidencePercent().getAsDouble());
        assertEquals(0.5, c.buckets().get(4).shareRight().getAsDouble());
        assertEquals(91.25, c.buckets().get(4).meanConfidencePercent().getAsDouble());
        assertFalse(c.buckets().get(3).shareRight().isPresent(), "an empty bucket has no share, not 0 %");
        assertEquals(10, c.judged());
    }

    @Test
    void nothingJudgedGivesFiveEmptyBuckets() {
        Calibration c = Calibration.of(List.of());
        assertEquals(List.of(0, 20, 40, 60, 80), c.buckets().stream().map(Bucket::fromPercent).toList());
        assertEquals(0, c.judged());
    }
}
