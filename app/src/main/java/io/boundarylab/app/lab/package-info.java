/** What the app asks of the model (the course, runs, comparisons, the synthesis trace, the costs) behind one interface. */
package io.boundarylab.app.lab;
