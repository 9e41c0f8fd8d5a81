package io.boundarylab.app.classroom;

import io.boundarylab.app.support.TestLab;
import io.boundarylab.episodes.content.Episode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The live poll on loopback: what it takes, what it refuses, and that a refused message leaves nothing behind. */
class LivePollTest {
    static final String CODE = "59KY-FKP6-N80K-X";
    final List<Episode> episodes = TestLab.bundled().investigation().episodes();
    final Episode first = episodes.get(0);
    final AtomicLong now = new AtomicLong(0);
    final HttpClient http = HttpClient.newHttpClient();
    LivePoll poll;
    URI uri;

    @BeforeEach
    void listen() throws Exception {
        poll = new LivePoll(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), CODE, episodes, now::get);
        uri = URI.create("http://" + poll.address().getAddress().getHostAddress() + ":" + poll.address().getPort() + "/poll");
    }

    @AfterEach
    void stop() {
        poll.close();
    }

    private int post(String body) throws Exception {
        return http.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private String message(String code, String learner, String choice) {
        return "{\"code\":\"" + code + "\",\"learner\":\"" + learner + "\",\"episode\":\"" + first.id() + "\",\"choice\":\"" + choice
                + "\",\"confidencePercent\":70}";
    }

    private Map<String, Integer> nothing() {
        Map<String, Integer> m = new java.util.LinkedHashMap<>();
        first.prediction().choices().forEach(c -> m.put(c.id(), 0));
        return m;
    }

    @Test
    void aLearnersPredictionIsCountedAndTheLatestOneWins() throws Exception {
        String a = first.prediction().choices().get(0).id();
        String b = first.prediction().choices().get(1).id();
        assertEquals(204, post(message(CODE.toLowerCase(), "learner-1", a)));
        assertEquals(204, post(message(CODE, "learner-2", a)));
        assertEquals(204, post(message(CODE, "learner-1", b)));
        Map<String, Integer> expected = nothing();
        expected.put(a, 1);
        expected.put(b, 1);
        assertEquals(expected, poll.tally(first.id()));
        assertEquals(2, poll.learners(first.id()));
    }

    @Test
    void badMessagesAreRefusedAndLeaveNothingBehind() throws Exception {
        String a = first.prediction().choices().get(0).id();
        assertEquals(403, post(message("0000-0000", "learner-1", a)), "wrong code");
        assertEquals(400, post(message(CODE, "learner-1", "no-such-choice")), "unknown choice");
        assertEquals(400, post(message(CODE, "learner 1; drop", a)), "learner id of another shape");
        assertEquals(400, post("{\"code\":\"" + CODE + "\"}"), "fields missing");
        assertEquals(400, post(message(CODE, "learner-1", a).replace("}", ",\"name\":\"Ada\"}")), "a field more");
        assertEquals(400, post("not json"), "not JSON");
        assertEquals(400, post(message(CODE, "learner-1", a).replace("70", "700")), "confidence out of range");
        assertEquals(413, post(message(CODE, "x".repeat(LivePoll.MAX_BYTES), a)), "oversized");
        assertEquals(405, http.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.discarding()).statusCode());
        assertEquals(nothing(), poll.tally(first.id()));
        assertEquals(0, poll.learners(first.id()));
    }

    @Test
    void aFloodIsCutAtTheRateAndTheNextSecondIsServedAgain() throws Exception {
        String a = first.prediction().choices().get(0).id();
        int taken = 0;
        int refused = 0;
        // The clock stands still: the bucket holds one second's worth, and then refuses.
        for (int i = 0; i < LivePoll.RATE_PER_SECOND + 20; i++) {
            int s = post(message(CODE, "learner-" + i, a));
            if (s == 204) taken++;
            if (s == 429) refused++;
        }
        assertEquals(LivePoll.RATE_PER_SECOND, taken);
        assertEquals(20, refused);
        assertEquals(LivePoll.RATE_PER_SECOND, poll.learners(first.id()));
        now.addAndGet(1_000);
        assertEquals(204, post(message(CODE, "learner-late", a)));
    }
}
