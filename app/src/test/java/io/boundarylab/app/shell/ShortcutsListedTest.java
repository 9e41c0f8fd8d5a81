package io.boundarylab.app.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.support.AppUiTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** F1 lists every keyboard shortcut the menus have, in English and in Spanish. */
class ShortcutsListedTest extends AppUiTest {

    @Test
    void everyMenuShortcutIsListedUnderF1InEnglishAndSpanish(FxRobot robot) {
        MenuBar bar = (MenuBar) app.scene.lookup(".menu-bar");
        List<Set<String>> accelerators = new ArrayList<>();
        bar.getMenus().forEach(m -> collect(m, accelerators));
        // Presenter mode, the start page, my predictions, the concept deck and the playground at least.
        assertTrue(accelerators.size() >= 5, "menu shortcuts found: " + accelerators);
        assertTrue(accelerators.contains(Set.of("ctrl", "shift", "y")), "the playground's shortcut is a menu's: " + accelerators);
        for (Locale language : List.of(Locale.ENGLISH, Locale.forLanguageTag("es"))) {
            Messages messages = new Messages(language);
            List<Set<String>> listed = ShortcutsOverlay.KEYS.stream()
                    .map(k -> keys(messages.get("shortcuts." + k).split(" \u2014 ")[0])).toList();
            for (Set<String> a : accelerators) {
                assertTrue(listed.contains(a), language + ": " + a + " is not under F1, which lists " + listed);
            }
        }
        // The overlay shows every line (and its title).
        long lines = app.scene.lookup("#shortcuts").lookupAll(".label").stream()
                .filter(n -> n instanceof Label l && l.getText().contains(" \u2014 ")).count();
        assertEquals(ShortcutsOverlay.KEYS.size(), lines);
    }

    private static void collect(Menu menu, List<Set<String>> out) {
        for (MenuItem i : menu.getItems()) {
            if (i instanceof Menu sub) {
                collect(sub, out);
            } else if (i.getAccelerator() != null) {
                out.add(keys(i.getAccelerator().getName()));
            }
        }
    }

    /** "Shortcut+Shift+Y", "Ctrl+Shift+Y" and "Ctrl+Mayús+Y" are the same keys: {ctrl, shift, y}. */
    private static Set<String> keys(String combination) {
        return Arrays.stream(combination.split("\\+")).map(String::trim).map(t -> t.toLowerCase(Locale.ROOT))
                .map(t -> switch (t) {
                    case "shortcut" -> "ctrl";
                    case "mayús" -> "shift";
                    default -> t;
                }).collect(Collectors.toCollection(TreeSet::new));
    }
}
