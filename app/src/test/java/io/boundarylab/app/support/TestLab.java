package io.boundarylab.app.support;

import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.episodes.content.Investigation;
import java.util.Locale;

/** The bundled investigation on the real engine, as the app runs it. */
public final class TestLab {
    private TestLab() {
    }

    public static EpisodesLab bundled() {
        try {
            return new EpisodesLab(Investigation.loadBundled(Locale.ENGLISH));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
