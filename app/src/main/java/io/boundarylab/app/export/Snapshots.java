package io.boundarylab.app.export;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** A PNG of what a node shows (the scene export, and the screenshots the tests write). */
public final class Snapshots {
    private Snapshots() {
    }

    /** Must run on the FX thread. */
    public static void writePng(Node node, Path file) throws IOException {
        WritableImage image = node.snapshot(new SnapshotParameters(), null);
        BufferedImage buffered = SwingFXUtils.fromFXImage(image, null);
        // Drop the alpha channel: some viewers show transparent corners as black.
        BufferedImage rgb = new BufferedImage(buffered.getWidth(), buffered.getHeight(), BufferedImage.TYPE_INT_RGB);
        rgb.getGraphics().drawImage(buffered, 0, 0, null);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        ImageIO.write(rgb, "png", file.toFile());
    }
}
