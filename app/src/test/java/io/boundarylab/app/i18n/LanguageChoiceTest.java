package io.boundarylab.app.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.app.save.LanguageFile;
import io.boundarylab.app.save.SaveStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The language picked from the menu is saved in the config folder and chosen again at the next start. */
class LanguageChoiceTest {
    @TempDir
    Path folder;

    @Test
    void aSavedChoiceIsReadBackAndWinsOverTheDesktop() throws Exception {
        Locale spanish = Locale.forLanguageTag("es");
        assertEquals(Locale.GERMAN, LanguageFile.load(folder, Locale.GERMAN), "no choice yet: the desktop's language");
        LanguageFile.save(new SaveStore(folder), spanish);
        assertEquals("es\n", Files.readString(folder.resolve(LanguageFile.NAME)));
        assertEquals(spanish, LanguageFile.load(folder, Locale.ENGLISH));
        LanguageFile.save(new SaveStore(folder), Locale.ENGLISH);
        assertEquals(Locale.ENGLISH, LanguageFile.load(folder, spanish));
    }

    @Test
    void aDamagedOrUnknownChoiceFallsBackToTheDesktop() throws Exception {
        Files.writeString(folder.resolve(LanguageFile.NAME), "klingon\n");
        assertEquals(Locale.ENGLISH, LanguageFile.load(folder, Locale.ENGLISH));
        Files.delete(folder.resolve(LanguageFile.NAME));
        Files.createDirectory(folder.resolve(LanguageFile.NAME));
        assertEquals(Locale.ENGLISH, LanguageFile.load(folder, Locale.ENGLISH), "a folder where the file should be");
    }

    @Test
    void theLanguageMenuNamesEachLanguageInItselfWithACapital() {
        assertEquals("Español", LanguageMenu.nameInItself(Locale.forLanguageTag("es")));
        assertEquals("English", LanguageMenu.nameInItself(Locale.ENGLISH));
    }
}
