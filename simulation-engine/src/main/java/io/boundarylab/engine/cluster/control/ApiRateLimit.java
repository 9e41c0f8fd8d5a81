package io.boundarylab.engine.cluster.control;

/**
 * The controller manager's client to the API server, held as client-go holds it: a token bucket
 * (flowcontrol.NewTokenBucketRateLimiter) of {@code burst} tokens, refilled at {@code qps} a
 * second: kube-controller-manager's {@code --kube-api-burst} and {@code --kube-api-qps}, 30 and
 * 20 by default, set by a scenario's {@code controlPlane.kubeApiBurst} and
 * {@code controlPlane.kubeApiQps}. Each pod a controller creates or deletes is one request; a
 * request that finds no token waits for the next. Kept as the time the bucket is full again, in
 * units of 1/qps of a millisecond so that a token is exactly 1,000 of them whatever the rate (at
 * 20 a second, one every 50 ms; at 3,000, three every millisecond): it needs no clock of its own,
 * no timer, and no rounding that would drift.
 */
final class ApiRateLimit {
    /** One token, in units of 1/qps ms. */
    private static final long TOKEN = 1_000;
    private final long qps;
    /** How far past now the bucket may be full and still hold a token: burst − 1 tokens. */
    private final long slack;

    /** When the bucket is full again (in units of 1/qps ms): each request moves it one token on. */
    private long fullAt;

    ApiRateLimit(int qps, int burst) {
        if (qps < 1 || burst < 1) throw new IllegalArgumentException("qps " + qps + ", burst " + burst);
        this.qps = qps;
        this.slack = (burst - 1L) * TOKEN;
    }

    /** Takes a token for a request at {@code nowMs}; false when the bucket is empty. */
    boolean tryTake(long nowMs) {
        long now = nowMs * qps;
        // The clock counts whole milliseconds: a request at nowMs stands for one that waited for a
        // token due within the millisecond before (client-go's Wait returns at that very moment),
        // so a bucket full only since then keeps its time; one full for longer stopped filling at
        // its burst, and fills again from now.
        long full = fullAt > now - qps ? fullAt : now;
        if (full - now > slack) return false;
        fullAt = full + TOKEN;
        return true;
    }

    /** The earliest whole millisecond, not before {@code nowMs}, at which a request finds a token. */
    long nextTokenAt(long nowMs) {
        return Math.max(nowMs, -Math.floorDiv(slack - fullAt, qps));
    }
}
