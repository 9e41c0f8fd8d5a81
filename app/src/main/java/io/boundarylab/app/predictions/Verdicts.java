package io.boundarylab.app.predictions;

import io.boundarylab.app.save.Verdict;
import io.boundarylab.episodes.prediction.ClaimComparison;
import io.boundarylab.episodes.prediction.ClaimComparison.Outcome;
import io.boundarylab.episodes.prediction.QuantityComparison;
import java.util.List;

/** Judges a prediction from its claims as far as the runs so far decide them. */
public final class Verdicts {
    private Verdicts() {
    }

    /**
     * RIGHT once every claim is decided and matched; WRONG or PARTLY as soon as one claim is
     * contradicted (PARTLY when another one matched); null while nothing is contradicted and some
     * claim still waits for its run.
     */
    public static Verdict judge(List<ClaimComparison> claims) {
        return judge(claims, null);
    }

    /**
     * As {@link #judge(List)}, with the learner's number: one far off ({@link QuantityComparison#farOff()})
     * counts as a contradicted claim, so the prediction is wrong or partly wrong and the explain step follows.
     */
    public static Verdict judge(List<ClaimComparison> claims, QuantityComparison number) {
        long matched = claims.stream().filter(c -> c.outcome() == Outcome.MATCH).count();
        long missed = claims.stream().filter(c -> c.outcome() == Outcome.MISMATCH).count();
        long open = claims.size() - matched - missed;
        if (number != null && number.farOff()) {
            missed++;
        }
        if (missed > 0) {
            return matched > 0 ? Verdict.PARTLY : Verdict.WRONG;
        }
        return open == 0 && matched > 0 ? Verdict.RIGHT : null;
    }
}
