/** The result of a run: pod and container statuses, the contract's verdicts, the metrics. */
package io.boundarylab.engine.result;
