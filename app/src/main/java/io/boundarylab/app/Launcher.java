package io.boundarylab.app;

/**
 * Entry point of the jar and of {@code mvn javafx:run}. Not an {@code Application} subclass, so
 * the JavaFX runtime can live on the class path (see STACK.md). With no arguments it opens the
 * app; with a command it runs the command line.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            javafx.application.Application.launch(BoundaryLabApp.class, args);
        } else {
            System.exit(io.boundarylab.app.cli.BoundaryLabCommand.run(args));
        }
    }
}
