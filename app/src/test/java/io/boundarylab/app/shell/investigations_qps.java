package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.PseudoBundle;

/** investigations.properties in the test language qps (see PseudoBundle). */
public class investigations_qps extends PseudoBundle {
    public investigations_qps() {
        super("/io/boundarylab/app/shell/investigations.properties");
    }
}
