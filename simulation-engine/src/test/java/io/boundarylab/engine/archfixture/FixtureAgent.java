package io.boundarylab.engine.archfixture;

/** A stand-in node agent for the architecture rule's own test: it plans and acts, as NodeAgent does. */
public final class FixtureAgent implements FixtureEvents {
    private final CallsBackThroughALambda bad = new CallsBackThroughALambda(this::sync);
    private final ReturnsAValue good = new ReturnsAValue();

    public void sync(Object pod) {
        if (good.stop(pod)) bad.stop(pod);
    }

    @Override
    public void exited(String container) {
        sync(container);
    }
}
