package io.boundarylab.engine.archfixture;

/** What the runtime tells the stand-in agent, as ProcessRun.Exits tells NodeAgent. */
public interface FixtureEvents {
    void exited(String container);
}
