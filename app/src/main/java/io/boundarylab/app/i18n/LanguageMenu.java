package io.boundarylab.app.i18n;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;

/**
 * The Language menu, put into the main window's menu bar before Help: each language named in
 * itself ("Español"), as a learner who does not read the current one looks for it.
 */
public final class LanguageMenu {
    private LanguageMenu() {
    }

    /** Adds the menu to the first menu bar under {@code window}; {@code choose} gets the language picked. */
    public static void install(Node window, Messages messages, List<Locale> spoken, Locale current, Consumer<Locale> choose) {
        if (!(window.lookup(".menu-bar") instanceof MenuBar bar)) {
            return;
        }
        Menu menu = new Menu(messages.get("menu.language"));
        menu.setId("menu-language");
        ToggleGroup group = new ToggleGroup();
        for (Locale language : spoken) {
            RadioMenuItem item = new RadioMenuItem(nameInItself(language));
            item.setId("language-" + language.getLanguage());
            item.setToggleGroup(group);
            item.setSelected(language.getLanguage().equals(current.getLanguage()));
            item.setOnAction(e -> {
                if (!language.getLanguage().equals(current.getLanguage())) {
                    choose.accept(language);
                }
            });
            menu.getItems().add(item);
        }
        int help = bar.getMenus().size() - 1;
        bar.getMenus().add(Math.max(0, help), menu);
    }

    /** "English", "Español": Java writes Spanish in lower case, as in a sentence; a menu entry starts with a capital. */
    static String nameInItself(Locale language) {
        String name = language.getDisplayLanguage(language);
        return name.isEmpty() ? language.toLanguageTag() : name.substring(0, 1).toUpperCase(language) + name.substring(1);
    }
}
