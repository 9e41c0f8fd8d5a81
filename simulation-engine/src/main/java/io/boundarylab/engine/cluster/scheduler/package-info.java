/** The scheduler: filter and score, as Kubernetes' default plugins do; binds whole pods or single containers. */
package io.boundarylab.engine.cluster.scheduler;
