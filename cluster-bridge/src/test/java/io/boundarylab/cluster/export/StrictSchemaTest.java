package io.boundarylab.cluster.export;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.boundarylab.cluster.source.Experiment;
import io.boundarylab.cluster.source.ExperimentSource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.utils.Serialization;
import io.kubernetes.client.openapi.models.V1Deployment;
import io.kubernetes.client.openapi.models.V1Pod;
import io.kubernetes.client.openapi.models.V1ReplicaSet;
import io.kubernetes.client.openapi.models.V1Service;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every exported object against the Kubernetes 1.29 API, strictly: the oldest version the export
 * claims. The check is the Kubernetes project's own client for 1.29 (client-java 21.0.0), whose
 * models reject any field their version does not define, at any depth. fabric8's model keeps
 * unknown fields in a map of extras, so its round trip cannot tell.
 */
class StrictSchemaTest {

    /** The objects as kubectl sends them, checked by the 1.29 model of their kind; the problem, or null. */
    static String problem(HasMetadata o) {
        JsonObject json = JsonParser.parseString(Serialization.asJson(o)).getAsJsonObject();
        try {
            switch (o.getKind()) {
                case "Pod" -> V1Pod.validateJsonObject(json);
                case "Service" -> V1Service.validateJsonObject(json);
                case "ReplicaSet" -> V1ReplicaSet.validateJsonObject(json);
                case "Deployment" -> V1Deployment.validateJsonObject(json);
                default -> {
                    return "no 1.29 model checked for kind " + o.getKind();
                }
            }
            return null;
        } catch (java.io.IOException | RuntimeException e) {
            return e.getMessage();
        }
    }

    @Test
    void everyObjectOfEveryVariantOfBothInvestigationsIsValid129() throws Exception {
        List<String> problems = new ArrayList<>();
        int objects = 0;
        for (Experiment e : ExperimentSource.bundled().all()) {
            for (HasMetadata o : Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE).objects()) {
                objects++;
                String p = problem(o);
                if (p != null) problems.add(e.label() + " " + o.getKind() + "/" + o.getMetadata().getName() + ": " + p);
            }
        }
        assertTrue(objects >= 40, "objects checked: " + objects);
        assertEquals(List.of(), problems);
    }

    @Test
    void aFieldThatVersionDoesNotDefineIsRefusedAtAnyDepth() throws Exception {
        Experiment e = ExperimentSource.bundled().all().get(0);
        HasMetadata pod = Exporter.export(e.scenario(), e.naive(), e.focus(), Exporter.DEFAULT_IMAGE).objects().stream()
                .filter(o -> o.getKind().equals("Pod")).findFirst().orElseThrow(() -> new AssertionError(e.label() + " exports no Pod"));
        JsonObject json = JsonParser.parseString(Serialization.asJson(pod)).getAsJsonObject();
        // A misspelt field deep in a container, and a Pod-level field that only later versions define (resources, 1.32).
        JsonObject typo = json.deepCopy();
        typo.getAsJsonObject("spec").getAsJsonArray("containers").get(0).getAsJsonObject().addProperty("imagePullPolcy", "Always");
        Exception x = assertThrows(Exception.class, () -> V1Pod.validateJsonObject(typo));
        assertTrue(x.getMessage().contains("imagePullPolcy"), x.getMessage());
        JsonObject newer = json.deepCopy();
        newer.getAsJsonObject("spec").add("resources", new JsonObject());
        x = assertThrows(Exception.class, () -> V1Pod.validateJsonObject(newer));
        assertTrue(x.getMessage().contains("resources"), x.getMessage());
        // The object as exported passes.
        V1Pod.validateJsonObject(json);
    }
}
