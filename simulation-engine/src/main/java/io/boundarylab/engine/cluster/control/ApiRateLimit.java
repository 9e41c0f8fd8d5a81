package io.boundarylab.engine.cluster.control;

/**
 * The controller manager's client to the API server, held as client-go holds it: a token bucket
 * (flowcontrol.NewTokenBucketRateLimiter) of {@value #BURST} tokens, refilled at {@value #QPS} a
 * second, the defaults of kube-controller-manager's {@code --kube-api-burst} and
 * {@code --kube-api-qps}. Each pod a controller creates or deletes is one request; a request that
 * finds no token waits for the next. Kept as the time the next token is due (one every 50 ms), so
 * it needs no clock of its own and no timer.
 */
final class ApiRateLimit {
    static final int QPS = 20;
    static final int BURST = 30;
    private static final long TOKEN_MS = 1_000 / QPS;

    /** When the bucket is full again: each request moves it one token on. */
    private long fullAtMs;

    /** Takes a token for a request at {@code nowMs}; false when the bucket is empty. */
    boolean tryTake(long nowMs) {
        long full = Math.max(fullAtMs, nowMs);
        if (full - nowMs > (BURST - 1) * TOKEN_MS) return false;
        fullAtMs = full + TOKEN_MS;
        return true;
    }

    /** The earliest time, not before {@code nowMs}, at which a request finds a token. */
    long nextTokenAt(long nowMs) {
        return Math.max(nowMs, fullAtMs - (BURST - 1) * TOKEN_MS);
    }
}
