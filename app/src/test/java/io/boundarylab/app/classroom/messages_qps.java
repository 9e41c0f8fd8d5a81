package io.boundarylab.app.classroom;

import io.boundarylab.app.i18n.PseudoBundle;

/** messages.properties in the test language qps (see PseudoBundle). */
public class messages_qps extends PseudoBundle {
    public messages_qps() {
        super("/io/boundarylab/app/classroom/messages.properties");
    }
}
