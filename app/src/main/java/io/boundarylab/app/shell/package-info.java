/** The main window: outline, navigation, settings, presenter keys, and the page or scene in front. */
package io.boundarylab.app.shell;
