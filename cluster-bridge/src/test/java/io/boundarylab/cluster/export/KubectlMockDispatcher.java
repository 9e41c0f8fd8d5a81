package io.boundarylab.cluster.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * fabric8's CRUD mock server with what stock kubectl asks of an API server beyond storing objects: discovery, the
 * Eviction subresource (a delete, as the API server makes it), the scale subresource, and the strategic merge patch
 * that {@code kubectl set env} sends. Every request is recorded, so a test can see where each command went.
 */
final class KubectlMockDispatcher extends KubernetesCrudDispatcher {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern EVICTION = Pattern.compile("(/api/v1/namespaces/[^/]+/pods/[^/]+)/eviction");
    private static final Pattern SCALE = Pattern.compile("(/apis/apps/v1/namespaces/([^/]+)/(deployments|replicasets)/([^/]+))/scale");

    /** METHOD PATH (without the query) of every request, in order. */
    final List<String> requests = Collections.synchronizedList(new ArrayList<>());
    /** The Pods an eviction was asked for (kubectl streams the body chunked, which the mock server does not decode). */
    final List<String> evictions = Collections.synchronizedList(new ArrayList<>());

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        String path = request.getPath();
        String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        requests.add(request.getMethod() + " " + bare);
        try {
            return answer(request, path, bare);
        } catch (Exception x) {
            return json(500, "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"status\":\"Failure\",\"message\":\"" + x.getMessage() + "\"}");
        }
    }

    private MockResponse answer(RecordedRequest request, String path, String bare) throws Exception {
        String method = request.getMethod();
        switch (bare) {
            case "/version" -> { return json(200, "{\"major\":\"1\",\"minor\":\"29\",\"gitVersion\":\"v1.29.0\",\"platform\":\"linux/amd64\"}"); }
            case "/api" -> { return json(200, "{\"kind\":\"APIVersions\",\"versions\":[\"v1\"],\"serverAddressByClientCIDRs\":[]}"); }
            case "/apis" -> {
                return json(200, "{\"kind\":\"APIGroupList\",\"apiVersion\":\"v1\",\"groups\":[" + group("apps") + "," + group("policy") + "]}");
            }
            case "/api/v1" -> {
                return json(200, resources("v1", resource("pods", "Pod", true, "po") + "," + sub("pods/eviction", "policy", "Eviction", "create")
                        + "," + sub("pods/exec", "", "PodExecOptions", "create\",\"get") + "," + resource("services", "Service", true, "svc")
                        + "," + resource("namespaces", "Namespace", false, "ns")));
            }
            case "/apis/apps/v1" -> {
                return json(200, resources("apps/v1", resource("deployments", "Deployment", true, "deploy") + ","
                        + sub("deployments/scale", "autoscaling", "Scale", "get\",\"patch\",\"update") + "," + resource("replicasets", "ReplicaSet", true, "rs")
                        + "," + sub("replicasets/scale", "autoscaling", "Scale", "get\",\"patch\",\"update")));
            }
            case "/apis/policy/v1" -> {
                return json(200, resources("policy/v1", resource("poddisruptionbudgets", "PodDisruptionBudget", true, "pdb")));
            }
            default -> { }
        }
        Matcher ev = EVICTION.matcher(bare);
        if (ev.matches() && method.equals("POST")) {
            evictions.add(ev.group(1).substring(ev.group(1).lastIndexOf('/') + 1));
            MockResponse deleted = handleDelete(ev.group(1));
            if (deleted.code() >= 300) return deleted;
            return json(201, "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"metadata\":{},\"status\":\"Success\",\"code\":201}");
        }
        Matcher sc = SCALE.matcher(bare);
        if (sc.matches()) {
            ObjectNode owner = (ObjectNode) JSON.readTree(handleGet(sc.group(1)).getBody().readUtf8());
            if (method.equals("PATCH") || method.equals("PUT")) {
                int replicas = JSON.readTree(request.getUtf8Body()).path("spec").path("replicas").asInt();
                ((ObjectNode) owner.with("spec")).put("replicas", replicas);
                handleUpdate(sc.group(1), JSON.writeValueAsString(owner));
            }
            return json(200, "{\"kind\":\"Scale\",\"apiVersion\":\"autoscaling/v1\",\"metadata\":{\"name\":\"" + sc.group(4) + "\",\"namespace\":\""
                    + sc.group(2) + "\"},\"spec\":{\"replicas\":" + owner.path("spec").path("replicas").asInt() + "}}");
        }
        String type = request.getHeader("Content-Type");
        if (method.equals("PATCH") && type != null && type.startsWith("application/strategic-merge-patch+json")) {
            MockResponse current = handleGet(path);
            if (current.code() != 200) return current;
            JsonNode merged = merge(JSON.readTree(current.getBody().readUtf8()), JSON.readTree(request.getUtf8Body()));
            return handleUpdate(path, JSON.writeValueAsString(merged));
        }
        return super.dispatch(request);
    }

    /** A strategic merge as far as Pod templates need it: maps merge, lists of named entries merge by name, directives are dropped. */
    static JsonNode merge(JsonNode target, JsonNode patch) {
        if (patch.isObject() && target != null && target.isObject()) {
            ObjectNode out = ((ObjectNode) target).deepCopy();
            patch.fields().forEachRemaining(e -> {
                if (e.getKey().startsWith("$")) return;
                if (e.getValue().isNull()) out.remove(e.getKey());
                else out.set(e.getKey(), merge(out.get(e.getKey()), e.getValue()));
            });
            return out;
        }
        if (patch.isArray() && target != null && target.isArray() && named(patch) && named(target)) {
            ArrayNode out = ((ArrayNode) target).deepCopy();
            for (JsonNode p : patch) {
                boolean found = false;
                for (int i = 0; i < out.size(); i++) {
                    if (out.get(i).path("name").equals(p.path("name"))) {
                        out.set(i, merge(out.get(i), p));
                        found = true;
                    }
                }
                if (!found) out.add(p);
            }
            return out;
        }
        return patch;
    }

    private static boolean named(JsonNode list) {
        for (JsonNode n : list) if (!n.isObject() || !n.has("name")) return false;
        return true;
    }

    private static String group(String name) {
        String gv = "{\"groupVersion\":\"" + name + "/v1\",\"version\":\"v1\"}";
        return "{\"name\":\"" + name + "\",\"versions\":[" + gv + "],\"preferredVersion\":" + gv + "}";
    }

    private static String resources(String groupVersion, String list) {
        return "{\"kind\":\"APIResourceList\",\"apiVersion\":\"v1\",\"groupVersion\":\"" + groupVersion + "\",\"resources\":[" + list + "]}";
    }

    private static String resource(String name, String kind, boolean namespaced, String shortName) {
        return "{\"name\":\"" + name + "\",\"singularName\":\"" + kind.toLowerCase(java.util.Locale.ROOT) + "\",\"namespaced\":" + namespaced
                + ",\"kind\":\"" + kind + "\",\"shortNames\":[\"" + shortName + "\"],"
                + "\"verbs\":[\"create\",\"delete\",\"deletecollection\",\"get\",\"list\",\"patch\",\"update\",\"watch\"]}";
    }

    private static String sub(String name, String group, String kind, String verbs) {
        return "{\"name\":\"" + name + "\",\"singularName\":\"\",\"namespaced\":true," + (group.isEmpty() ? "" : "\"group\":\"" + group + "\",\"version\":\"v1\",")
                + "\"kind\":\"" + kind + "\",\"verbs\":[\"" + verbs + "\"]}";
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse().setResponseCode(code).setHeader("Content-Type", "application/json").setBody(body);
    }
}
