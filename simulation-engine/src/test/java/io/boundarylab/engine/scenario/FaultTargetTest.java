package io.boundarylab.engine.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class FaultTargetTest {

    @Test
    void theThreeFormsParseToTheirTypesAndWriteBackTheSameText() {
        FaultTarget member = FaultTarget.parse("pod/web-app/log-helper");
        assertEquals(new FaultTarget.Member(new MemberRef("web-app", "log-helper")), member);
        assertEquals("web-app", member.pod());
        assertEquals(new FaultTarget.Pod("web-app"), FaultTarget.parse("pod/web-app"));
        FaultTarget node = FaultTarget.parse("node/node-2");
        assertEquals(new FaultTarget.Node("node-2"), node);
        assertNull(node.pod());
        for (String text : new String[] {"pod/web-app/log-helper", "pod/web-app", "node/node-2"}) {
            assertEquals(text, FaultTarget.parse(text).text());
        }
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" ", "pod", "pod/", "pod//c", "node/", "node/a/b", "web-app", "svc/x", "pod/a/b/c", "/pod/a"})
    void anythingElseIsRefusedWithTheFormsItMayTake(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FaultTarget.parse(text));
        assertTrue(e.getMessage().contains("pod/POD/CONTAINER"), e.getMessage());
    }

    @Test
    void namesWithASlashOrNothingInThemAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new FaultTarget.Node(""));
        assertThrows(IllegalArgumentException.class, () -> new FaultTarget.Pod("a/b"));
        assertThrows(NullPointerException.class, () -> new MemberRef(null, "c"));
    }

    @Test
    void memberRefKeysRoundTripAndSortByPodThenContainer() {
        MemberRef m = MemberRef.parse("web-app/log-helper");
        assertEquals("web-app/log-helper", m.key());
        assertTrue(new MemberRef("a", "z").compareTo(new MemberRef("b", "a")) < 0);
        assertThrows(IllegalArgumentException.class, () -> MemberRef.parse("no-slash"));
        assertThrows(IllegalArgumentException.class, () -> MemberRef.parse("/c"));
        assertThrows(IllegalArgumentException.class, () -> MemberRef.parse("p/"));
    }
}
