package io.boundarylab.app;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The desktop app. */
public final class BoundaryLabApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setTitle("Boundary Lab");
        stage.setScene(new Scene(new Label("Boundary Lab"), 1200, 800));
        stage.show();
    }
}
