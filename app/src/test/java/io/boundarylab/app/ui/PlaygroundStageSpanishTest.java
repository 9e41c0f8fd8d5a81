package io.boundarylab.app.ui;

import java.util.Locale;

/** {@link PlaygroundStageTest} in Spanish: longer words, the same windows. */
class PlaygroundStageSpanishTest extends PlaygroundStageTest {

    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
