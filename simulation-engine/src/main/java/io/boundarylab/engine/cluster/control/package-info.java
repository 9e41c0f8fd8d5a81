/**
 * The control plane: controllers that compare what the scenario declares with what the cluster
 * holds and close the gap, as kube-controller-manager's do. {@link io.boundarylab.engine.cluster.control.ControlPlane}
 * wires them; {@link io.boundarylab.engine.cluster.control.NodeLifecycleController} notices silent
 * nodes, taints them and evicts their pods; {@link io.boundarylab.engine.cluster.control.ReplicaSetController}
 * keeps each ReplicaSet's count of pods; {@link io.boundarylab.engine.cluster.control.DeploymentController}
 * rolls a Deployment from one ReplicaSet to the next. They learn of pod changes through
 * {@link io.boundarylab.engine.cluster.state.ClusterState#onPodChanged}, the informer they share
 * with the Services, and never act on the spot: they schedule a pass on the kernel.
 */
package io.boundarylab.engine.cluster.control;
