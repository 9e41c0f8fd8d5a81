package io.boundarylab.app.save;

import java.nio.file.Path;
import java.util.Map;

/** Where saved work lives: {@code $XDG_CONFIG_HOME/boundary-lab}, else {@code ~/.config/boundary-lab}. */
public final class ConfigLocation {
    private ConfigLocation() {
    }

    /**
     * @param env        the environment (passed in so tests need not change the real one)
     * @param userHome   the user's home folder
     * @param override   the {@code boundarylab.config} system property, or null
     */
    public static Path resolve(Map<String, String> env, String userHome, String override) {
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String xdg = env.get("XDG_CONFIG_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "boundary-lab");
        }
        return Path.of(userHome, ".config", "boundary-lab");
    }

    public static Path fromSystem() {
        return resolve(System.getenv(), System.getProperty("user.home"), System.getProperty("boundarylab.config"));
    }
}
