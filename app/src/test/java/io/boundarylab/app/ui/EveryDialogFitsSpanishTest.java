package io.boundarylab.app.ui;

import java.util.Locale;

/** {@link EveryDialogFitsTest} in Spanish, whose longer words are the likelier to push a button past the edge. */
class EveryDialogFitsSpanishTest extends EveryDialogFitsTest {
    @Override
    protected Locale language() {
        return Locale.forLanguageTag("es");
    }
}
