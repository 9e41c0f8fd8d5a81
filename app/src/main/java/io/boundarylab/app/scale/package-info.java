/**
 * At-scale mode: a generated cluster of thousands of nodes and a hundred thousand pods played in
 * aggregate. The engine runs ahead on a worker; a fold over its trace ({@link
 * io.boundarylab.app.scale.ScaleAggregate}) with checkpoints makes seeking cheap; the FX thread
 * receives one immutable {@link io.boundarylab.app.scale.ScaleFrame} per frame and draws it.
 */
package io.boundarylab.app.scale;
