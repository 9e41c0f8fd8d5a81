package io.boundarylab.cluster.export;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerPort;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServicePort;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The API server's validation rules that an export could break, checked on the fabric8 model
 * before anything is written or applied (Kubernetes: pkg/apis/core/validation and
 * apps/validation): names, labels, containers, ports, volumes, probes, selectors.
 */
public final class ManifestChecks {
    private static final Pattern DNS1123_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");
    private static final Pattern DNS1123_SUBDOMAIN = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
    private static final Pattern DNS1035_LABEL = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");
    private static final Pattern LABEL_VALUE = Pattern.compile("(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?");
    private static final Pattern LABEL_NAME = Pattern.compile("([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]");

    private ManifestChecks() {
    }

    /** Every problem found, each as {@code Kind/name: field: problem}; empty when the objects would be accepted. */
    public static List<String> problems(List<HasMetadata> objects) {
        List<String> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (HasMetadata o : objects) {
            String at = o.getKind() + "/" + o.getMetadata().getName();
            if (!seen.add(at)) out.add(at + ": metadata.name: two objects of this kind have this name");
            boolean service = o instanceof Service;
            name(out, at, "metadata.name", o.getMetadata().getName(), service ? DNS1035_LABEL : DNS1123_SUBDOMAIN, service ? 63 : 253);
            labels(out, at, "metadata.labels", o.getMetadata().getLabels());
            if (o instanceof Pod p) pod(out, at, "spec", p.getSpec());
            else if (o instanceof ReplicaSet rs) workload(out, at, rs.getSpec().getSelector().getMatchLabels(), rs.getSpec().getTemplate());
            else if (o instanceof Deployment d) workload(out, at, d.getSpec().getSelector().getMatchLabels(), d.getSpec().getTemplate());
            else if (o instanceof Service s) service(out, at, s);
            else out.add(at + ": kind: not one the export makes");
        }
        return out;
    }

    private static void workload(List<String> out, String at, Map<String, String> selector, PodTemplateSpec t) {
        if (selector == null || selector.isEmpty()) out.add(at + ": spec.selector: empty; the API server refuses it");
        labels(out, at, "spec.selector.matchLabels", selector);
        Map<String, String> labels = t.getMetadata().getLabels();
        if (selector != null) {
            for (Map.Entry<String, String> e : selector.entrySet()) {
                if (labels == null || !e.getValue().equals(labels.get(e.getKey()))) {
                    out.add(at + ": spec.template.metadata.labels: selector does not match template labels (" + e.getKey() + ")");
                }
            }
        }
        labels(out, at, "spec.template.metadata.labels", labels);
        pod(out, at, "spec.template.spec", t.getSpec());
    }

    private static void pod(List<String> out, String at, String field, PodSpec spec) {
        if (spec.getContainers() == null || spec.getContainers().isEmpty()) out.add(at + ": " + field + ".containers: at least one is required");
        if (!List.of("Always", "OnFailure", "Never").contains(spec.getRestartPolicy())) out.add(at + ": " + field + ".restartPolicy: unsupported value");
        Set<String> volumes = new HashSet<>();
        for (Volume v : spec.getVolumes()) {
            name(out, at, field + ".volumes.name", v.getName(), DNS1123_LABEL, 63);
            if (!volumes.add(v.getName())) out.add(at + ": " + field + ".volumes: duplicate " + v.getName());
            if ((v.getEmptyDir() == null) == (v.getHostPath() == null)) out.add(at + ": " + field + ".volumes." + v.getName() + ": exactly one source");
        }
        Set<String> names = new HashSet<>();
        List<Container> all = new ArrayList<>(spec.getInitContainers());
        all.addAll(spec.getContainers());
        for (Container c : all) {
            String cf = field + ".containers[" + c.getName() + "]";
            name(out, at, cf + ".name", c.getName(), DNS1123_LABEL, 63);
            if (!names.add(c.getName())) out.add(at + ": " + cf + ".name: duplicate");
            if (c.getImage() == null || c.getImage().isBlank()) out.add(at + ": " + cf + ".image: required");
            boolean init = spec.getInitContainers().contains(c);
            if (c.getRestartPolicy() != null && (!init || !"Always".equals(c.getRestartPolicy()))) {
                out.add(at + ": " + cf + ".restartPolicy: only Always, and only on an init container");
            }
            for (ContainerPort p : c.getPorts()) {
                if (p.getContainerPort() == null || p.getContainerPort() < 1 || p.getContainerPort() > 65535) out.add(at + ": " + cf + ".ports: out of range");
            }
            for (VolumeMount m : c.getVolumeMounts()) {
                if (!volumes.contains(m.getName())) out.add(at + ": " + cf + ".volumeMounts." + m.getName() + ": no such volume");
                if (m.getMountPath() == null || !m.getMountPath().startsWith("/")) out.add(at + ": " + cf + ".volumeMounts.mountPath: must be absolute");
            }
            probe(out, at, cf + ".livenessProbe", c.getLivenessProbe(), true);
            probe(out, at, cf + ".startupProbe", c.getStartupProbe(), true);
            probe(out, at, cf + ".readinessProbe", c.getReadinessProbe(), false);
            if (init && c.getRestartPolicy() == null && (c.getLivenessProbe() != null || c.getReadinessProbe() != null || c.getStartupProbe() != null)) {
                out.add(at + ": " + cf + ": an init container may not have probes");
            }
        }
    }

    private static void probe(List<String> out, String at, String field, Probe p, boolean successMustBeOne) {
        if (p == null) return;
        int handlers = (p.getExec() != null ? 1 : 0) + (p.getTcpSocket() != null ? 1 : 0) + (p.getHttpGet() != null ? 1 : 0) + (p.getGrpc() != null ? 1 : 0);
        if (handlers != 1) out.add(at + ": " + field + ": exactly one handler");
        if (p.getPeriodSeconds() != null && p.getPeriodSeconds() < 1) out.add(at + ": " + field + ".periodSeconds: at least 1");
        if (p.getTimeoutSeconds() != null && p.getTimeoutSeconds() < 1) out.add(at + ": " + field + ".timeoutSeconds: at least 1");
        if (p.getFailureThreshold() != null && p.getFailureThreshold() < 1) out.add(at + ": " + field + ".failureThreshold: at least 1");
        if (successMustBeOne && p.getSuccessThreshold() != null && p.getSuccessThreshold() != 1) {
            out.add(at + ": " + field + ".successThreshold: must be 1");
        }
    }

    private static void service(List<String> out, String at, Service s) {
        List<ServicePort> ports = s.getSpec().getPorts();
        if (ports.isEmpty()) out.add(at + ": spec.ports: at least one is required");
        for (ServicePort p : ports) {
            if (p.getPort() == null || p.getPort() < 1 || p.getPort() > 65535) out.add(at + ": spec.ports.port: out of range");
            if (ports.size() > 1 && (p.getName() == null || p.getName().isEmpty())) out.add(at + ": spec.ports.name: required with several ports");
        }
        labels(out, at, "spec.selector", s.getSpec().getSelector());
    }

    private static void labels(List<String> out, String at, String field, Map<String, String> labels) {
        if (labels == null) return;
        for (Map.Entry<String, String> e : labels.entrySet()) {
            String key = e.getKey();
            int slash = key.indexOf('/');
            String prefix = slash < 0 ? null : key.substring(0, slash);
            String nm = slash < 0 ? key : key.substring(slash + 1);
            if (prefix != null) name(out, at, field + " key prefix", prefix, DNS1123_SUBDOMAIN, 253);
            if (nm.length() > 63 || !LABEL_NAME.matcher(nm).matches()) out.add(at + ": " + field + ": invalid key " + key);
            if (e.getValue().length() > 63 || !LABEL_VALUE.matcher(e.getValue()).matches()) out.add(at + ": " + field + ": invalid value " + e.getValue());
        }
    }

    private static void name(List<String> out, String at, String field, String name, Pattern rule, int max) {
        if (name == null || name.length() > max || !rule.matcher(name).matches()) out.add(at + ": " + field + ": invalid name " + name);
    }
}
