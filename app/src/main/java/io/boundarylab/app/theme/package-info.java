/** Light, dark and high-contrast themes, text scale and reduced motion, applied to a scene. */
package io.boundarylab.app.theme;
