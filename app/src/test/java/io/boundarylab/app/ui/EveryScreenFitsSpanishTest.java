package io.boundarylab.app.ui;

import java.util.Locale;

/** {@link EveryScreenFitsTest} in Spanish: longer words, the same window. */
class EveryScreenFitsSpanishTest extends EveryScreenFitsTest {

    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
