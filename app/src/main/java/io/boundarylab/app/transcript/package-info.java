/** The run as text: the transcript view and its accessible HTML export. */
package io.boundarylab.app.transcript;
