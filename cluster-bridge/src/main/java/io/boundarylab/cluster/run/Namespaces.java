package io.boundarylab.cluster.run;

import io.boundarylab.cluster.export.Labels;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The namespaces a run makes, and the sweep of those a killed run left behind. Each carries
 * {@link Labels#MANAGED_BY}{@code =boundary-lab} and says who made it (host and process) and
 * until when it may live; the sweep deletes a labelled namespace whose process on this host is
 * gone, or whose time is over, and nothing else: it never lists or touches an unlabelled one.
 */
public final class Namespaces {
    static final String HOST = "boundary-lab.io/host";
    static final String PID = "boundary-lab.io/pid";
    /** Epoch milliseconds after which any run may delete it: the horizon plus a margin for clean-up. */
    static final String EXPIRES = "boundary-lab.io/expires-at-ms";
    /** How long after its horizon a namespace of another host's run is left alone. */
    static final long MARGIN_MS = 10 * 60_000L;

    private final KubernetesClient client;
    private final String host;
    private final long pid;

    public Namespaces(KubernetesClient client, String host, long pid) {
        this.client = client;
        this.host = host;
        this.pid = pid;
    }

    /** Creates a fresh namespace for one run of {@code scenario}, living at most {@code untilMs} plus the margin. */
    Namespace create(String scenario, long nowMs, long untilMs) {
        String base = "boundary-lab-" + Labels.value(scenario);
        String suffix = "-" + Long.toString(pid, 36) + Long.toString(nowMs % 1_000_000_000L, 36);
        String name = (base.length() + suffix.length() > 63 ? base.substring(0, 63 - suffix.length()) : base) + suffix;
        name = name.replaceAll("[^a-z0-9-]", "-").replaceAll("-+", "-");
        Namespace ns = new NamespaceBuilder().withNewMetadata().withName(name)
                .withLabels(Map.of(Labels.MANAGED_BY, Labels.MANAGED_BY_VALUE, Labels.SCENARIO, Labels.value(scenario)))
                .withAnnotations(Map.of(HOST, host, PID, Long.toString(pid), EXPIRES, Long.toString(nowMs + untilMs + MARGIN_MS)))
                .endMetadata().build();
        return client.namespaces().resource(ns).create();
    }

    /** Deletes one namespace this run made (its objects go with it). */
    void delete(String name) {
        client.namespaces().withName(name).delete();
    }

    /**
     * Deletes the namespaces that earlier runs left: on this host, those whose process is gone; on
     * any host, those past their time. Returns their names.
     */
    public List<String> sweep(long nowMs) {
        List<String> swept = new ArrayList<>();
        for (Namespace ns : client.namespaces().withLabel(Labels.MANAGED_BY, Labels.MANAGED_BY_VALUE).list().getItems()) {
            Map<String, String> a = ns.getMetadata().getAnnotations() == null ? Map.of() : ns.getMetadata().getAnnotations();
            boolean ours = host.equals(a.get(HOST));
            boolean gone = ours && !alive(a.get(PID));
            boolean expired = parse(a.get(EXPIRES)) < nowMs;
            if (gone || expired) {
                client.namespaces().withName(ns.getMetadata().getName()).delete();
                swept.add(ns.getMetadata().getName());
            }
        }
        return swept;
    }

    private boolean alive(String pidText) {
        long p = parse(pidText);
        return p == pid || p > 0 && ProcessHandle.of(p).map(ProcessHandle::isAlive).orElse(false);
    }

    private static long parse(String text) {
        try {
            return text == null ? 0 : Long.parseLong(text);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
