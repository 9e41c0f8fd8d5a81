/** The investigation's sections as designed pages, one form per kind of block. */
package io.boundarylab.app.page;
