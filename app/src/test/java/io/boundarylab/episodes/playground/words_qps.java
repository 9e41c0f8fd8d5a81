package io.boundarylab.episodes.playground;

import io.boundarylab.app.i18n.PseudoBundle;

/** words.properties in the test language qps (see PseudoBundle). */
public class words_qps extends PseudoBundle {
    public words_qps() {
        super("/io/boundarylab/episodes/playground/words.properties");
    }
}
