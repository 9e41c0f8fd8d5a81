package io.boundarylab.bridge.member;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ReportAndErrnoTest {

    @Test
    void reportsSurviveTheLineFormatWithSpacesAndEquals() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("port", "8080");
        f.put("message", "Address already in use = 100%");
        Report r = new Report("bind-failed", f);
        Report back = Report.parse(r.line());
        assertEquals(r, back);
        assertEquals("Address already in use = 100%", back.field("message"));
    }

    @Test
    void otherLinesAreNotReports() {
        assertNull(Report.parse("OpenJDK 64-Bit Server VM warning: something"));
        assertNull(Report.parse(null));
    }

    @Test
    void javaSocketMessagesMapBackToTheKernelsErrno() {
        assertEquals("EADDRINUSE", Errno.name("Address already in use"));
        assertEquals(98, Errno.number("Address already in use (Bind failed)"));
        assertEquals("ECONNREFUSED", Errno.name("Connection refused"));
        assertEquals(111, Errno.number("Connection refused"));
        assertEquals("UNKNOWN", Errno.name("something else"));
        assertEquals(-1, Errno.number(null));
    }
}
