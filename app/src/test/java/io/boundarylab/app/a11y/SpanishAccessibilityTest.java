package io.boundarylab.app.a11y;

import java.util.Locale;

/**
 * The same audit in Spanish, whose words run longer: every control named and focus in reading
 * order, in every scene.
 */
class SpanishAccessibilityTest extends AccessibilityTest {
    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
