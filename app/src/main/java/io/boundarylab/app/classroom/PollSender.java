package io.boundarylab.app.classroom;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * Sends a learner's committed prediction to the instructor's live poll, if the learner gave its
 * address with the class code. Fire and forget: a poll that is not listening changes nothing for
 * the learner, whose prediction is saved as always.
 */
public final class PollSender {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final URI target;
    private final String code;
    private final String learner;

    /**
     * @param address {@code host:port} as the instructor shows it
     * @param learner a pseudonymous id (the learner's seed in hex), never their name
     */
    public PollSender(String address, String code, String learner) {
        this.target = URI.create("http://" + address.strip() + "/poll");
        this.code = code;
        this.learner = learner;
    }

    /** Sends one prediction; the future holds the poll's answer (204 taken), or fails when it cannot be reached. */
    public CompletableFuture<Integer> send(String episode, String choice, int confidencePercent) {
        String body;
        try {
            body = json.writeValueAsString(new LivePoll.Message(code, learner, episode, choice, confidencePercent));
        } catch (JsonProcessingException e) {
            return CompletableFuture.failedFuture(e);
        }
        HttpRequest r = HttpRequest.newBuilder(target).timeout(Duration.ofSeconds(3)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        return http.sendAsync(r, HttpResponse.BodyHandlers.discarding()).thenApply(HttpResponse::statusCode);
    }
}
