package io.boundarylab.engine.cluster.control;

/** Test helper: scenario text for the control-plane tests. */
public final class Workload {
    private Workload() {
    }

    /** Nodes with room for two pods each of {@link #replicaSet}'s size, and an optional controlPlane block. */
    public static String header(String until, int nodes, String controlPlane) {
        StringBuilder sb = new StringBuilder("scenario: t\nuntil: " + until + "\nnodes:\n");
        for (int i = 1; i <= nodes; i++) sb.append("  - {name: node-").append(i).append(", allocatable: {cpu: \"1\", memory: 4Gi}}\n");
        if (controlPlane != null) sb.append("controlPlane: ").append(controlPlane).append('\n');
        return sb.toString();
    }

    /** The pod template: one container, ready as soon as it listens (its first probe, at once). */
    public static String template(String image) {
        return "      template:\n        metadata: {labels: {app: web}}\n        spec:\n          containers:\n"
                + "            - name: web\n              image: " + image + "\n"
                + "              resources: {requests: {cpu: 400m, memory: 256Mi}}\n"
                + "              readinessProbe: {tcpSocket: {port: 8080}, periodSeconds: 5}\n"
                + "              x-sim: {steps: [{listen: 8080}, {run: forever}]}\n";
    }

    public static String replicaSet(String name, int replicas) {
        return "replicaSets:\n  - apiVersion: apps/v1\n    kind: ReplicaSet\n    metadata: {name: " + name + "}\n    spec:\n"
                + "      replicas: " + replicas + "\n      selector: {matchLabels: {app: web}}\n" + template("web:v1");
    }

    public static String deployment(String name, int replicas, String extraSpec) {
        return "deployments:\n  - apiVersion: apps/v1\n    kind: Deployment\n    metadata: {name: " + name + "}\n    spec:\n"
                + "      replicas: " + replicas + "\n      selector: {matchLabels: {app: web}}\n" + extraSpec + template("web:v1");
    }

    public static String actions(String... actions) {
        StringBuilder sb = new StringBuilder("actions:\n");
        for (String a : actions) sb.append("  - ").append(a).append('\n');
        return sb.toString();
    }
}
