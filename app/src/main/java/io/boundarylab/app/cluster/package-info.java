/** The cluster view: what the trace says about nodes, identities, volumes and members at one event, and the view that draws it. */
package io.boundarylab.app.cluster;
