/** Running work off the FX thread and handing the result back once; a synchronous runner for tests. */
package io.boundarylab.app.concurrent;
