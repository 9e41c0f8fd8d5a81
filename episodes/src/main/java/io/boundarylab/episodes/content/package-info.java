/**
 * The investigation as data: sections, typed blocks, episodes, predictions, status fields, loaded and validated from a content folder with every problem's file, line and column.
 */
package io.boundarylab.episodes.content;
