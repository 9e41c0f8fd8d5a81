package io.boundarylab.engine;

import io.boundarylab.engine.scenario.MemberRef;
import io.boundarylab.engine.cluster.state.ClusterState;
import io.boundarylab.engine.cluster.state.ContainerState;
import io.boundarylab.engine.cluster.state.PodState;
import io.boundarylab.engine.cluster.control.ControlPlane;
import io.boundarylab.engine.cluster.control.ControlRules;
import io.boundarylab.engine.cluster.control.NodeSide;
import io.boundarylab.engine.cluster.node.NodeAgent;
import io.boundarylab.engine.cluster.state.NodeState;
import io.boundarylab.engine.cluster.scheduler.NodeSampling;
import io.boundarylab.engine.cluster.scheduler.Scheduler;
import io.boundarylab.engine.cluster.service.ServiceController;
import io.boundarylab.engine.contract.ContractChecker;
import io.boundarylab.engine.format.TraceJson;
import io.boundarylab.engine.kernel.SimulationKernel;
import io.boundarylab.engine.result.Metrics;
import io.boundarylab.engine.result.SimulationResult;
import io.boundarylab.engine.result.StatusReport;
import io.boundarylab.engine.scenario.ActionSpec;
import io.boundarylab.engine.scenario.FaultTarget;
import io.boundarylab.engine.scenario.Scenario;
import io.boundarylab.engine.trace.EventType;
import io.boundarylab.engine.trace.TraceEvent;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One simulation of a scenario that can be advanced step by step: the kernel, the cluster state,
 * the scheduler, the node agent and the control plane wired together, and the scenario's actions on the timeline.
 * {@link Simulator#run} is the one-call version.
 */
public final class ClusterSimulation {
    private final Scenario scenario;
    private final SimulationKernel kernel;
    private final ClusterState state;
    private final Scheduler scheduler;
    private final NodeAgent agent;
    private final ServiceController services;
    private final ControlPlane controlPlane;

    public ClusterSimulation(Scenario scenario) {
        this.scenario = scenario;
        this.kernel = new SimulationKernel(scenario.seed());
        this.state = new ClusterState(kernel, scenario);
        this.services = new ServiceController(state);
        state.setServices(services);
        this.agent = new NodeAgent(state);
        this.scheduler = new Scheduler(state, agent::bind, new NodeSampling(scenario.scheduler().percentageOfNodesToScore()));
        this.controlPlane = new ControlPlane(state, scenario.workloads(), new NodeSide() {
            @Override public void failNode(NodeState node, boolean instant) { agent.failNode(node, instant); }
            @Override public void recoverNode(NodeState node) { agent.recoverNode(node); }
            @Override public void deletePod(PodState pod) { agent.delete(pod, null, null); }
            @Override public List<PodState> podsOn(NodeState node) { return agent.podsOn(node); }
            @Override public void podCreated(PodState pod) {
                scheduler.enqueue(pod);
                state.requestScheduling();
            }
        });
        state.onSchedulingRequested(scheduler::schedulePending);
        state.requestScheduling();
        for (ActionSpec a : scenario.actions()) kernel.postAt(a.atMs(), () -> apply(a));
    }

    private void apply(ActionSpec a) {
        if (a.target() instanceof FaultTarget.Node n) {
            if (a.kind() == ActionSpec.Kind.recoverNode) controlPlane.recoverNode(state.node(n.name()));
            else controlPlane.failNode(state.node(n.name()));
            state.requestScheduling();
            return;
        }
        if (a.target() instanceof FaultTarget.Workload w && a.pick() == null) {
            if (a.kind() == ActionSpec.Kind.scale) controlPlane.scale(w.kind(), w.name(), a.replicas());
            else controlPlane.setImage(w.name(), w.container(), a.image());
            return;
        }
        PodState pod = a.pick() != null && a.target() instanceof FaultTarget.Workload w
                ? controlPlane.pick(w.kind(), w.name(), a.pick()) : state.pod(a.target().pod());
        if (pod == null || pod.deleted()) {
            // A pod a controller made has its name only at run time; "not found" is an answer, not an input error.
            state.kernel().publish(TraceEvent.of(EventType.ActionFailed).target(a.targetText()).reason("NotFound")
                    .message(() -> a.kind() + " " + a.targetText() + ": not found").rule(ControlRules.NOT_FOUND));
            return;
        }
        String container = a.target() instanceof FaultTarget.Member m ? m.member().container()
                : a.target() instanceof FaultTarget.Workload w ? w.container() : null;
        ContainerState c = container == null ? null : pod.container(container);
        switch (a.kind()) {
            case delete -> agent.delete(pod, c, a.gracePeriodMs());
            case evict -> agent.evict(pod, c, "Evicted by the scenario's evict action on " + a.targetText());
            case crash -> agent.crash(pod, c, a.exitCode());
            case setImage -> agent.setImage(pod, c, a.image());
            case killSandbox -> agent.killSandbox(pod);
            default -> throw new IllegalStateException("unexpected action " + a.kind());
        }
    }

    public Scenario scenario() { return scenario; }

    /** The nodes as the scheduler sees them now (for invariant checks and views). */
    public List<NodeState> nodes() { return state.nodes(); }
    public SimulationKernel kernel() { return kernel; }

    /** Time of the next pending action, or {@link Long#MAX_VALUE}. */
    public long peekNextTime() { return kernel.peekNextTime(); }

    /** Runs one action. */
    public boolean step() { return kernel.step(); }

    /** Runs every action at or before the horizon. */
    public void runUntil(long horizonMs) { kernel.runUntil(horizonMs); }

    /** The events so far (a live read-only view). */
    public List<TraceEvent> trace() { return kernel.trace(); }

    /** The result as of now. */
    public SimulationResult result() {
        List<TraceEvent> trace = kernel.trace();
        Map<MemberRef, Long> shipped = new TreeMap<>(state.linesShipped());
        return new SimulationResult(scenario.name(), scenario.seed(), kernel.nowMs(), trace.size(), TraceJson.sha256(trace),
                scenario.platform(), StatusReport.pods(state), ContractChecker.check(trace),
                new Metrics(shipped, state.connectionsRefused(), state.connectionsOk(), services.requestCounts()),
                controlPlane.status(), services.status());
    }
}
