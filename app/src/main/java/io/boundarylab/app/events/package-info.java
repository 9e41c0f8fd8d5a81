/** The event list with its filters, and the rule behind the selected event (the why). */
package io.boundarylab.app.events;
