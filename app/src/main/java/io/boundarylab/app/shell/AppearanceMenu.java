package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.theme.ThemeChoice;
import java.util.List;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;

/**
 * The View menu's appearance settings: the theme and reduced motion. They live in the menu, set
 * once and left, so the header keeps one row and the scene below it keeps its room.
 */
final class AppearanceMenu {
    private AppearanceMenu() {
    }

    /** The theme's submenu (one item per theme, ids {@code theme-<key>}) and the reduced-motion item. */
    static List<MenuItem> items(MainViewModel vm) {
        Messages messages = vm.messages();
        Menu theme = new Menu(messages.get("settings.theme"));
        theme.setId("menu-theme");
        ToggleGroup themes = new ToggleGroup();
        for (ThemeChoice t : ThemeChoice.values()) {
            RadioMenuItem item = new RadioMenuItem(messages.get("theme." + t.key()));
            item.setId("theme-" + t.key());
            item.setToggleGroup(themes);
            item.setSelected(t == ThemeChoice.fromKey(vm.settingsProperty().get().theme()));
            item.setOnAction(e -> vm.setTheme(t));
            theme.getItems().add(item);
        }
        CheckMenuItem motion = new CheckMenuItem(messages.get("settings.motion"));
        motion.setId("menu-reduced-motion");
        motion.setSelected(vm.settingsProperty().get().reducedMotion());
        motion.selectedProperty().addListener((o, a, b) -> {
            if (b != vm.settingsProperty().get().reducedMotion()) {
                vm.setReducedMotion(b);
            }
        });
        // Settings changed elsewhere (a test, an imported profile) show here too.
        vm.settingsProperty().addListener((o, a, b) -> {
            motion.setSelected(b.reducedMotion());
            for (var toggle : themes.getToggles()) {
                RadioMenuItem item = (RadioMenuItem) toggle;
                item.setSelected(item.getId().equals("theme-" + ThemeChoice.fromKey(b.theme()).key()));
            }
        });
        return List.of(theme, motion);
    }
}
