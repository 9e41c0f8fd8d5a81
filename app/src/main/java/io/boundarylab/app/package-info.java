/** The desktop app: the launcher and the JavaFX application that opens the main window. */
package io.boundarylab.app;
