package io.boundarylab.app.ui;

import java.util.Locale;

/** {@link NoTextCutTest} in Spanish: longer words, the same screens. */
class NoTextCutSpanishTest extends NoTextCutTest {

    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
