/**
 * The episodes' command line: content validate, episode list and run, synthesis. Each a standalone picocli command.
 */
package io.boundarylab.episodes.cli;
