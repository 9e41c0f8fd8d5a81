package io.boundarylab.engine.archfixture;

import java.util.function.Consumer;

/**
 * The shape the rule forbids (the old PodTermination and SandboxLoss): a collaborator handed a
 * lambda that runs the agent's own sync, so a stop that ends at once re-enters the agent.
 */
public final class CallsBackThroughALambda {
    private final Consumer<Object> sync;

    CallsBackThroughALambda(Consumer<Object> sync) {
        this.sync = sync;
    }

    void stop(Object pod) {
        whenStopped(pod, () -> sync.accept(pod));
    }

    void whenStopped(Object pod, Runnable done) {
        done.run();
    }
}
