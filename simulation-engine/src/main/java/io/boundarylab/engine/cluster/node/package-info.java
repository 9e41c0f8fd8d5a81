/**
 * The node agent (the kubelet's part) as plan, then act. {@link io.boundarylab.engine.cluster.node.PodActionsPlanner}
 * turns a pod's state into {@link io.boundarylab.engine.cluster.node.PodActions}, and
 * {@link io.boundarylab.engine.cluster.node.PodPhaseRules} gives its phase and readiness: both pure.
 * {@link io.boundarylab.engine.cluster.node.NodeAgent} carries the plan out through collaborators
 * named for their rules: termination, crash-loop back-off, node-pressure eviction, admission,
 * container starts, a pod's phase and end ({@link io.boundarylab.engine.cluster.node.PodEnd}).
 * What is to happen later is a {@link io.boundarylab.engine.cluster.node.DeferredAct} that
 * {@link io.boundarylab.engine.cluster.node.NodeTimers} hand back to the agent when its time has
 * come. The simulated processes and their probes run here too.
 * See docs/decisions/0004-node-agent-plan-then-act.md.
 */
package io.boundarylab.engine.cluster.node;
