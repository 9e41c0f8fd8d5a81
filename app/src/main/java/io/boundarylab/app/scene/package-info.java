/** What every scene of the main window offers the shell around it: the presenter keys, exports, where the keyboard starts. */
package io.boundarylab.app.scene;
