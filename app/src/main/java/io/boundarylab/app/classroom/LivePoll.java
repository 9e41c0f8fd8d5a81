package io.boundarylab.app.classroom;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.boundarylab.episodes.content.Choice;
import io.boundarylab.episodes.content.Episode;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.function.LongSupplier;

/**
 * The live poll, off unless the instructor starts it: the instructor's app listens on the address
 * they choose, and learners' apps send their committed prediction for an episode, so the class's
 * chart fills during a demo.
 *
 * <p>What it accepts, and nothing else: {@code POST /poll} with a JSON body of at most
 * {@link #MAX_BYTES} bytes holding exactly {@code code}, {@code learner}, {@code episode},
 * {@code choice} and {@code confidencePercent}; the class code as the join secret; an episode and a
 * choice the content has; a learner id of 1 to 40 letters, digits or hyphens; at most
 * {@link #RATE_PER_SECOND} messages a second over all senders (a token bucket). Answers: 204 taken,
 * 400 wrong shape, 403 wrong code, 405 not a POST to /poll, 413 too large, 429 too many.
 *
 * <p>What it keeps: for each episode, each learner's latest choice. Nothing from a refused
 * message, no addresses, no bodies, no log.
 */
public final class LivePoll implements AutoCloseable {
    public static final int MAX_BYTES = 512;
    public static final int RATE_PER_SECOND = 50;
    public static final int MAX_LEARNERS = 500;

    private final String code;
    private final Map<String, List<String>> choices = new LinkedHashMap<>();
    private final Map<String, Map<String, String>> latest = new LinkedHashMap<>();
    private final LongSupplier clockMs;
    private final ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private final HttpServer server;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "live-poll");
        t.setDaemon(true);
        return t;
    });
    private double tokens = RATE_PER_SECOND;
    private long lastRefillMs;

    /** A prediction as a learner's app sends it. */
    public record Message(String code, String learner, String episode, String choice, int confidencePercent) {
    }

    /**
     * Starts listening.
     *
     * @param address the address and port to bind (the instructor's choice; port 0 picks a free one)
     * @param clockMs the clock the rate limit reads
     */
    public LivePoll(InetSocketAddress address, String classCode, List<Episode> episodes, LongSupplier clockMs) throws IOException {
        this.code = ResultsFiles.canonical(classCode);
        this.clockMs = clockMs;
        this.lastRefillMs = clockMs.getAsLong();
        for (Episode e : episodes) {
            choices.put(e.id(), e.prediction().choices().stream().map(Choice::id).toList());
            latest.put(e.id(), new LinkedHashMap<>());
        }
        server = HttpServer.create(address, 16);
        server.createContext("/", this::handle);
        // One thread: messages are handled one at a time, so the tallies need no further locking than this object's.
        server.setExecutor(worker);
        server.start();
    }

    /** Where it listens (with the port chosen when 0 was asked). */
    public InetSocketAddress address() {
        return server.getAddress();
    }

    /** For one episode, how many learners' latest choice is each choice, in the content's order. */
    public synchronized Map<String, Integer> tally(String episode) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (String c : choices.getOrDefault(episode, List.of())) out.put(c, 0);
        for (String c : latest.getOrDefault(episode, Map.of()).values()) out.merge(c, 1, Integer::sum);
        return out;
    }

    /** Every learner's latest choice per episode, by episode then learner id (a copy). */
    public synchronized Map<String, Map<String, String>> latest() {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        latest.forEach((e, m) -> out.put(e, Map.copyOf(m)));
        return out;
    }

    /** How many learners sent something for the episode. */
    public synchronized int learners(String episode) {
        return latest.getOrDefault(episode, Map.of()).size();
    }

    private void handle(HttpExchange x) throws IOException {
        try (x) {
            x.sendResponseHeaders(status(x), -1);
        }
    }

    private int status(HttpExchange x) throws IOException {
        if (!"POST".equals(x.getRequestMethod()) || !"/poll".equals(x.getRequestURI().getPath())) return 405;
        if (!takeToken()) return 429;
        byte[] body = readAtMost(x.getRequestBody(), MAX_BYTES);
        if (body == null) return 413;
        Message m;
        try {
            m = json.readValue(body, Message.class);
        } catch (IOException e) {
            return 400;
        }
        if (m == null || m.code() == null) return 400;
        if (!ResultsFiles.canonical(m.code()).equals(code)) return 403;
        if (m.learner() == null || !m.learner().matches("[A-Za-z0-9-]{1,40}") || m.episode() == null || m.choice() == null
                || m.confidencePercent() < 0 || m.confidencePercent() > 100) return 400;
        List<String> known = choices.get(m.episode());
        if (known == null || !known.contains(m.choice())) return 400;
        synchronized (this) {
            Map<String, String> byLearner = latest.get(m.episode());
            if (!byLearner.containsKey(m.learner()) && byLearner.size() >= MAX_LEARNERS) return 429;
            byLearner.put(m.learner(), m.choice());
        }
        return 204;
    }

    private synchronized boolean takeToken() {
        long now = clockMs.getAsLong();
        tokens = Math.min(RATE_PER_SECOND, tokens + (now - lastRefillMs) * RATE_PER_SECOND / 1000.0);
        lastRefillMs = now;
        if (tokens < 1) return false;
        tokens -= 1;
        return true;
    }

    /** The body, or null when it is longer than {@code max} (read no further than one byte past it). */
    private static byte[] readAtMost(InputStream in, int max) throws IOException {
        byte[] b = in.readNBytes(max + 1);
        return b.length > max ? null : b;
    }

    @Override
    public void close() {
        server.stop(0);
        worker.shutdownNow();
    }
}
