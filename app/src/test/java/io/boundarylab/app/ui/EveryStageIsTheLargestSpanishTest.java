package io.boundarylab.app.ui;

import java.util.Locale;

/** {@link EveryStageIsTheLargestTest} in Spanish: longer words, the same window. */
class EveryStageIsTheLargestSpanishTest extends EveryStageIsTheLargestTest {

    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
