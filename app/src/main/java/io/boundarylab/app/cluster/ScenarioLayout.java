package io.boundarylab.app.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.boundarylab.engine.trace.TraceEvent;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the cluster view needs from a scenario before anything ran: the nodes and their memory,
 * the members and their memory requests. Read leniently: a scenario the view cannot read still
 * gets a view drawn from the trace alone.
 */
public record ScenarioLayout(List<String> nodes, Map<String, Long> allocatableBytes, List<String> members,
                             Map<String, Long> requestBytes) {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    public static final ScenarioLayout EMPTY = new ScenarioLayout(List.of(), Map.of(), List.of(), Map.of());

    public ScenarioLayout {
        nodes = List.copyOf(nodes);
        allocatableBytes = Map.copyOf(allocatableBytes);
        members = List.copyOf(members);
        requestBytes = Map.copyOf(requestBytes);
    }

    public ClusterModel model(List<TraceEvent> trace) {
        return new ClusterModel(trace, allocatableBytes, requestBytes, members, nodes);
    }

    public static ScenarioLayout parse(String scenarioText) {
        if (scenarioText == null || scenarioText.isBlank()) {
            return EMPTY;
        }
        try {
            JsonNode root = YAML.readTree(scenarioText);
            List<String> nodes = new ArrayList<>();
            Map<String, Long> alloc = new LinkedHashMap<>();
            for (JsonNode n : root.path("nodes")) {
                String name = n.path("name").asText(null);
                if (name == null) {
                    continue;
                }
                nodes.add(name);
                Long mem = bytes(n.path("allocatable").path("memory").asText(null));
                if (mem != null) {
                    alloc.put(name, mem);
                }
            }
            List<String> members = new ArrayList<>();
            Map<String, Long> requests = new LinkedHashMap<>();
            for (JsonNode p : root.path("pods")) {
                String pod = p.path("metadata").path("name").asText(null);
                if (pod == null) {
                    continue;
                }
                for (String list : new String[] {"initContainers", "containers"}) {
                    for (JsonNode c : p.path("spec").path(list)) {
                        String name = c.path("name").asText(null);
                        if (name == null) {
                            continue;
                        }
                        members.add(pod + "/" + name);
                        Long req = bytes(c.path("resources").path("requests").path("memory").asText(null));
                        if (req != null) {
                            requests.put(pod + "/" + name, req);
                        }
                    }
                }
            }
            return new ScenarioLayout(nodes, alloc, members, requests);
        } catch (java.io.IOException | RuntimeException e) {
            return EMPTY;
        }
    }

    /** A Kubernetes memory quantity in bytes ("64Mi", "1Gi", "500M", "1024"), or null. */
    public static Long bytes(String quantity) {
        if (quantity == null || quantity.isBlank()) {
            return null;
        }
        String q = quantity.trim();
        String[][] units = {{"Ki", "1024"}, {"Mi", "1048576"}, {"Gi", "1073741824"}, {"Ti", "1099511627776"},
                {"k", "1000"}, {"K", "1000"}, {"M", "1000000"}, {"G", "1000000000"}, {"T", "1000000000000"}};
        try {
            for (String[] u : units) {
                if (q.endsWith(u[0])) {
                    return new BigDecimal(q.substring(0, q.length() - u[0].length()))
                            .multiply(new BigDecimal(u[1])).longValue();
                }
            }
            return new BigDecimal(q.toLowerCase(Locale.ROOT)).longValue();
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
