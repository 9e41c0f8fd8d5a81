/** The app's own words, from the messages resource bundle. */
package io.boundarylab.app.i18n;
