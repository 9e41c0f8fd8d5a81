package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LabelsTest {

    private static String withLabels(String labels) {
        return ScenarioReaderTest.BASE.replace("metadata: {name: web-app}", "metadata: {name: web-app, labels: " + labels + "}");
    }

    @Test
    void podLabelsAreReadSortedByKey() throws ScenarioException {
        PodSpec p = ScenarioReader.parse(withLabels("{tier: front, app: web, example.com/team: a_b.c-d}"), "l.yaml").pod("web-app");
        assertEquals(List.of("app", "example.com/team", "tier"), List.copyOf(p.labels().keySet()));
        assertEquals("web", p.labels().get("app"));
    }

    @Test
    void aPodWithoutLabelsHasNone() throws ScenarioException {
        assertTrue(ScenarioReader.parse(ScenarioReaderTest.BASE, "b.yaml").pod("web-app").labels().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"-app\": web}", "{\"app/\": web}", "{\"Bad_Prefix/app\": web}", "{app: \"-web\"}",
            "{app: {nested: map}}", "{app: [a]}", "{app: null}",
            "{aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: x}", "[app]"})
    void badLabelsNameTheField(String labels) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(withLabels(labels), "l.yaml"));
        assertTrue(e.getMessage().startsWith("l.yaml:8:"), e.getMessage());
        assertTrue(e.getMessage().contains("metadata.labels") || e.getMessage().contains("pods[0].metadata"), e.getMessage());
    }

    @Test
    void aSelectorMatchesLabelsThatHoldAllItsPairs() {
        LabelSelector web = new LabelSelector(new TreeMap<>(Map.of("app", "web", "tier", "front")));
        assertTrue(web.matches(Map.of("app", "web", "tier", "front", "version", "v2")));
        assertFalse(web.matches(Map.of("app", "web")));
        assertFalse(web.matches(Map.of("app", "web", "tier", "back")));
        assertEquals("app=web,tier=front", web.toString());
        assertTrue(new LabelSelector(new TreeMap<>()).matches(Map.of()), "an empty selector matches everything, as in Kubernetes");
    }
}
