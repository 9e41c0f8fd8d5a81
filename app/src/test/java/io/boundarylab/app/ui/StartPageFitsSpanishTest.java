package io.boundarylab.app.ui;

import java.util.Locale;

/** {@link StartPageFitsTest} in Spanish: longer words, the same window. */
class StartPageFitsSpanishTest extends StartPageFitsTest {

    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
