package io.boundarylab.bridge.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.security.SecureRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunIdAndNamesTest {

    @Test
    void generatedRunIdsAreValidAndDistinct() {
        SecureRandom random = new SecureRandom();
        RunId a = RunId.generate(random);
        RunId b = RunId.generate(random);
        assertTrue(RunId.isValid(a.value()));
        assertNotEquals(a, b);
        assertEquals(15, a.value().length());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "bl-", "bl-0123456789AB", "bl-0123456789ab/..", "../bl-0123456789ab", "bl-0123456789ab ", "x-0123456789ab"})
    void malformedRunIdsAreRefused(String text) {
        assertFalse(RunId.isValid(text));
        assertThrows(IllegalArgumentException.class, () -> new RunId(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"web", "log-helper", "web-app-bad-config", "a1"})
    void labelsPass(String name) {
        assertEquals(name, Names.label(name));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Web", "a/b", "..", "-web", "web-", "web app", "web;rm"})
    void badLabelsAreRefused(String name) {
        assertThrows(IllegalArgumentException.class, () -> Names.label(name));
    }

    @Test
    void namespaceLinksAreParsed() {
        assertEquals(4026531840L, Proc.parseNamespaceLink("net:[4026531840]").orElseThrow());
        assertTrue(Proc.parseNamespaceLink("garbage").isEmpty());
    }
}
