package io.boundarylab.testsupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FixedSleepsTest {

    @Test
    void aSleepThenALookIsFound() {
        List<String> src = List.of(
                "void t() throws Exception {",
                "    start();",
                "    Thread.sleep(700);",
                "    check();",
                "}");
        assertEquals(List.of(3), FixedSleeps.in(src));
    }

    @Test
    void everyKindOfSleepIsFound() {
        List<String> src = List.of(
                "void t() throws Exception {",
                "    TimeUnit.SECONDS.sleep(1);",
                "    WaitForAsyncUtils.sleep(400, TimeUnit.MILLISECONDS);",
                "    org.testfx.util.WaitForAsyncUtils.sleep(400, java.util.concurrent.TimeUnit.MILLISECONDS);",
                "    robot.sleep(300);",
                "}");
        assertEquals(List.of(2, 3, 4, 5), FixedSleeps.in(src));
    }

    @Test
    void thePauseOfABoundedPollIsAllowed() {
        List<String> src = List.of(
                "void t() throws Exception {",
                "    long deadline = System.nanoTime() + 1_000_000_000L;",
                "    while (!done() && System.nanoTime() < deadline) Thread.sleep(20);",
                "    for (int i = 0; i < 200; i++) {",
                "        if (done()) return;",
                "        if (x) { y(); }",
                "        Thread.sleep(25);",
                "    }",
                "    do {",
                "        Thread.sleep(5);",
                "    } while (!done());",
                "}");
        assertEquals(List.of(), FixedSleeps.in(src));
    }

    @Test
    void aSleepAfterALoopEndsIsStillFound() {
        List<String> src = List.of(
                "void t() throws Exception {",
                "    for (int i = 0; i < 3; i++) {",
                "        go(i);",
                "    }",
                "    Thread.sleep(300);",
                "}");
        assertEquals(List.of(5), FixedSleeps.in(src));
    }

    @Test
    void aSleepInAnIfInsideALoopIsNotAPollAndIsFound() {
        List<String> src = List.of(
                "void t() throws Exception {",
                "    while (more()) {",
                "        if (x) {",
                "            Thread.sleep(300);",
                "        }",
                "    }",
                "}");
        assertEquals(List.of(4), FixedSleeps.in(src));
    }

    @Test
    void aSleepThatSaysWhyItIsNotAWaitIsAllowed() {
        List<String> src = List.of(
                "void main() throws Exception {",
                "    // not a wait: parked until the test kills this process",
                "    Thread.sleep(Long.MAX_VALUE);",
                "    Thread.sleep(d); // not a wait: the kill's moment",
                "    // Thread.sleep(100) in a comment is no call",
                "}");
        assertEquals(List.of(), FixedSleeps.in(src));
    }

    @Test
    void aSleepInAStringIsNoCall() {
        assertEquals(List.of(), FixedSleeps.in(List.of("String s = \"Thread.sleep(5)\";")));
    }

    @Test
    void assertNoneNamesTheFileAndLine(@TempDir Path dir) throws Exception {
        Path src = Files.createDirectories(dir.resolve("a"));
        Files.writeString(src.resolve("SlowTest.java"), "class SlowTest {\n void t() throws Exception {\n  Thread.sleep(1);\n }\n}\n");
        AssertionError e = assertThrows(AssertionError.class, () -> FixedSleeps.assertNone(dir));
        assertTrue(e.getMessage().contains("a/SlowTest.java:3"), e.getMessage());
    }
}
