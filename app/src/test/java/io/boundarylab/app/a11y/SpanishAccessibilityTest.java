package io.boundarylab.app.a11y;

import java.util.Locale;

/**
 * The same audit in Spanish, whose words run longer: every control named, focus in reading order,
 * and at 200 % text nothing cut off, in every scene.
 */
class SpanishAccessibilityTest extends AccessibilityTest {
    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
