package io.boundarylab.app.cluster;

import io.boundarylab.app.i18n.PseudoBundle;

/** traffic.properties in the test language qps (see PseudoBundle). */
public class traffic_qps extends PseudoBundle {
    public traffic_qps() {
        super("/io/boundarylab/app/cluster/traffic.properties");
    }
}
