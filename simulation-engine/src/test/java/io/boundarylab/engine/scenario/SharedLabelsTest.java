package io.boundarylab.engine.scenario;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.SortedMap;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Labels are sorted, never change once made, and the pods stamped out of one template share them. */
class SharedLabelsTest {

    private static PodSpec template() throws ScenarioException {
        return ScenarioReader.parse(ScenarioReaderTest.BASE, "l.yaml").pod("web-app");
    }

    @Test
    void labelsAreASortedCopyThatTheSourceCannotChangeLater() {
        TreeMap<String, String> source = new TreeMap<>(Map.of("tier", "front", "app", "web"));
        Labels labels = Labels.of(source);
        source.put("zone", "b");
        source.remove("app");
        assertEquals(List.of("app", "tier"), List.copyOf(labels.keySet()));
        assertEquals("web", labels.get("app"));
        assertEquals("app", labels.firstKey());
        assertEquals("tier", labels.lastKey());
    }

    @Test
    void labelsGivenAsLabelsAreKeptNotCopied() {
        Labels labels = Labels.of(Map.of("app", "web"));
        assertSame(labels, Labels.of(labels));
    }

    @Test
    void podsStampedOutOfOneTemplateShareOneLabelMap() throws ScenarioException {
        Labels labels = Labels.of(Map.of("app", "web", "pod-template-hash", "7c9d"));
        PodSpec a = template().withNameAndLabels("web-abcde", labels);
        PodSpec b = template().withNameAndLabels("web-fghij", labels);
        assertSame(a.labels(), b.labels());
        assertEquals("web-abcde", a.name());
        assertEquals("web-fghij", b.name());
    }

    @Test
    void aPlainMapGivenToAPodIsCopiedSoItsOwnerCannotChangeThePod() throws ScenarioException {
        TreeMap<String, String> mine = new TreeMap<>(Map.of("app", "web"));
        PodSpec pod = template().withNameAndLabels("web-abcde", mine);
        mine.put("app", "db");
        assertEquals("web", pod.labels().get("app"));
    }

    @Test
    void nothingChangesLabelsOnceMade() {
        Labels labels = Labels.of(Map.of("app", "web", "tier", "front"));
        assertThrows(UnsupportedOperationException.class, () -> labels.put("x", "y"));
        assertThrows(UnsupportedOperationException.class, () -> labels.remove("app"));
        assertThrows(UnsupportedOperationException.class, labels::clear);
        assertThrows(UnsupportedOperationException.class, () -> labels.putAll(Map.of("x", "y")));
        assertThrows(UnsupportedOperationException.class, () -> labels.entrySet().iterator().next().setValue("db"));
        assertThrows(UnsupportedOperationException.class, () -> labels.keySet().remove("app"));
        assertThrows(UnsupportedOperationException.class, () -> labels.values().remove("web"));
        assertThrows(UnsupportedOperationException.class, () -> labels.headMap("tier").put("a", "b"));
        assertThrows(UnsupportedOperationException.class, () -> labels.tailMap("app").clear());
        assertThrows(UnsupportedOperationException.class, () -> labels.subMap("a", "z").remove("app"));
        assertEquals(Map.of("app", "web", "tier", "front"), labels);
    }

    @Test
    void withAddsOrReplacesOneLabelInANewMap() {
        Labels labels = Labels.of(Map.of("app", "web"));
        Labels hashed = labels.with("pod-template-hash", "7c9d");
        Labels replaced = hashed.with("app", "db");
        assertEquals(Map.of("app", "web"), labels);
        assertEquals(Map.of("app", "web", "pod-template-hash", "7c9d"), hashed);
        assertEquals(Map.of("app", "db", "pod-template-hash", "7c9d"), replaced);
        assertNotSame(labels, hashed);
    }

    @Test
    void labelsEqualAnyMapWithTheSameEntries() {
        Labels labels = Labels.of(Map.of("app", "web", "tier", "front"));
        SortedMap<String, String> plain = new TreeMap<>(Map.of("tier", "front", "app", "web"));
        assertEquals(plain, labels);
        assertEquals(labels, plain);
        assertEquals(plain.hashCode(), labels.hashCode());
        assertEquals(plain.toString(), labels.toString());
    }

    @Test
    void noLabelsIsOneEmptyMapAndAskingForAKeyOfItFails() {
        Labels none = Labels.of(Map.of());
        assertTrue(none.isEmpty());
        assertSame(none, Labels.of(new TreeMap<>()));
        assertThrows(NoSuchElementException.class, none::firstKey);
        assertThrows(NullPointerException.class, () -> Labels.of(null));
    }
}
