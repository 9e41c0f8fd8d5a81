/** The bridge's command line: {@code bridge doctor}, {@code bridge replay}, {@code bridge ceilings}. */
package io.boundarylab.bridge.cli;
