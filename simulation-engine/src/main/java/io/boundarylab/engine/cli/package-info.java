/**
 * What every {@code boundary-lab} command shares, whichever module it lives in: the one list of exit
 * codes ({@link io.boundarylab.engine.cli.ExitCodes}, documented in docs/limits.md) and the part each
 * command begins with ({@link io.boundarylab.engine.cli.CommandStreams}: help, version and its
 * output streams). The rest of the engine knows no command line.
 */
package io.boundarylab.engine.cli;
