package io.boundarylab.app.theme;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;

/** The three themes. High contrast builds on the dark theme and adds its own stylesheet. */
public enum ThemeChoice {
    LIGHT("light", new PrimerLight(), null),
    DARK("dark", new PrimerDark(), null),
    HIGH_CONTRAST("high-contrast", new PrimerDark(), "/assets/css/high-contrast.css");

    private final String key;
    private final Theme base;
    private final String extraStylesheet;

    ThemeChoice(String key, Theme base, String extraStylesheet) {
        this.key = key;
        this.base = base;
        this.extraStylesheet = extraStylesheet;
    }

    public String key() { return key; }
    public Theme base() { return base; }
    public String extraStylesheet() { return extraStylesheet; }

    public static ThemeChoice fromKey(String key) {
        for (ThemeChoice t : values()) {
            if (t.key.equals(key)) {
                return t;
            }
        }
        return LIGHT;
    }
}
