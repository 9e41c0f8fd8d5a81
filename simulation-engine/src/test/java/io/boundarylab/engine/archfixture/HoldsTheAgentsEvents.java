package io.boundarylab.engine.archfixture;

/** Also forbidden outside the runtime: holding an interface the agent implements, a callback by another name. */
public final class HoldsTheAgentsEvents {
    private final FixtureEvents events;

    HoldsTheAgentsEvents(FixtureEvents events) {
        this.events = events;
    }

    void report() {
        events.exited("c");
    }
}
