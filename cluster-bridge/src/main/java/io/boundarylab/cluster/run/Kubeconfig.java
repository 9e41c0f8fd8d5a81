package io.boundarylab.cluster.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The standard kubeconfig, found where kubectl finds it: the first file of {@code KUBECONFIG},
 * else {@code ~/.kube/config}. Read only to list its contexts; the client reads it itself.
 *
 * @param file     the kubeconfig file
 * @param contexts the contexts it names, in file order
 * @param current  its {@code current-context}, or null
 */
public record Kubeconfig(Path file, List<String> contexts, String current) {

    public Kubeconfig {
        contexts = List.copyOf(contexts);
    }

    /** The kubeconfig of this user, or empty when there is none, or it does not read. */
    public static Optional<Kubeconfig> find(Map<String, String> env, Path home) {
        String list = env.get("KUBECONFIG");
        Path file = list != null && !list.isBlank() ? Path.of(list.split(java.io.File.pathSeparator)[0]) : home.resolve(".kube").resolve("config");
        if (!Files.isRegularFile(file)) return Optional.empty();
        try {
            JsonNode root = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
            if (root == null) return Optional.empty();
            List<String> contexts = new ArrayList<>();
            for (JsonNode c : root.path("contexts")) if (c.hasNonNull("name")) contexts.add(c.get("name").asText());
            String current = root.hasNonNull("current-context") ? root.get("current-context").asText() : null;
            return Optional.of(new Kubeconfig(file, contexts, current));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The kubeconfig of the user running this JVM. */
    public static Optional<Kubeconfig> ofThisUser() {
        return find(System.getenv(), Path.of(System.getProperty("user.home")));
    }

    /** A client for a context of this file (null: the current one). */
    public KubernetesClient client(String context) {
        Config config = Config.fromKubeconfig(context, file.toFile());
        config.setRequestTimeout(10_000);
        config.setConnectionTimeout(5_000);
        // A cluster that does not answer is said at once, not after the client's ten growing retries.
        config.setRequestRetryBackoffLimit(1);
        return new KubernetesClientBuilder().withConfig(config).build();
    }
}
