package io.boundarylab.app.theme;

import java.net.URL;
import java.util.Locale;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * Applies a theme, a text scale and reduced motion to a scene. The type scale is a font size on
 * the root, so every control grows with it; layouts use wrapping and scrolling so 200 % does not clip.
 */
public final class Appearance {
    public static final double BASE_FONT_PX = 14;
    private static final String APP_CSS = "/assets/css/boundary-lab.css";

    private Appearance() {
    }

    /**
     * Sets the theme's base stylesheet before the window's first control is made: the first control
     * made without one loads JavaFX's own (Modena) as the default, only for the theme to replace it.
     */
    public static void beforeFirstControl(ThemeChoice theme) {
        Application.setUserAgentStylesheet(theme.base().getUserAgentStylesheet());
    }

    public static void apply(Scene scene, ThemeChoice theme, int textScalePercent, boolean reducedMotion, boolean presenter) {
        // AtlantaFX themes are user-agent stylesheets: one per JavaFX runtime.
        Application.setUserAgentStylesheet(theme.base().getUserAgentStylesheet());
        scene.getStylesheets().clear();
        scene.getStylesheets().add(url(APP_CSS));
        ThemeChoice effective = presenter ? ThemeChoice.HIGH_CONTRAST : theme;
        if (effective.extraStylesheet() != null) {
            if (presenter && theme != ThemeChoice.HIGH_CONTRAST) {
                Application.setUserAgentStylesheet(effective.base().getUserAgentStylesheet());
            }
            scene.getStylesheets().add(url(effective.extraStylesheet()));
        }
        Parent root = scene.getRoot();
        root.getStyleClass().removeIf(c -> c.startsWith("theme-") || c.equals("reduced-motion") || c.equals("presenter"));
        root.getStyleClass().add("theme-" + effective.key());
        if (reducedMotion) {
            root.getStyleClass().add("reduced-motion");
        }
        if (presenter) {
            root.getStyleClass().add("presenter");
        }
        int scale = presenter ? Math.max(textScalePercent, 175) : textScalePercent;
        // At 100 % the themes' own root size is the base: no inline style, whose parse would start
        // JavaFX's CSS parser before the first frame (the stylesheets are read in binary form).
        root.setStyle(scale == 100 ? null : String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", BASE_FONT_PX * scale / 100.0));
    }

    private static String url(String resource) {
        URL u = Appearance.class.getResource(resource);
        if (u == null) {
            throw new IllegalStateException("missing stylesheet " + resource);
        }
        return u.toExternalForm();
    }
}
