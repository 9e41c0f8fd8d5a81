/** Files a learner takes away: the trace as JSON lines, text written atomically, PNG pictures of a scene. */
package io.boundarylab.app.export;
