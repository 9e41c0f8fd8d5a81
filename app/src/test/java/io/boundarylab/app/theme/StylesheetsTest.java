package io.boundarylab.app.theme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.util.List;
import java.util.stream.Collectors;

import javafx.css.CssParser;
import javafx.css.Stylesheet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The app's stylesheets parse without a single error. JavaFX only logs a CSS error and goes on,
 * dropping the rules after it, so a missing brace would silently unstyle part of every scene.
 */
class StylesheetsTest {

    @ParameterizedTest
    @ValueSource(strings = {"/assets/css/boundary-lab.css", "/assets/css/high-contrast.css"})
    void everyStylesheetParsesCleanly(String path) throws Exception {
        URL url = StylesheetsTest.class.getResource(path);
        assertNotNull(url, path + " is on the class path");
        CssParser.errorsProperty().clear();
        Stylesheet sheet = new CssParser().parse(url);
        List<String> errors = CssParser.errorsProperty().stream().map(Object::toString).collect(Collectors.toList());
        assertEquals(List.of(), errors, path);
        // One rule per block written: a rule lost after an error would make the count fall short.
        String text = new String(url.openStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                .replaceAll("(?s)/\\*.*?\\*/", "");
        long blocks = text.chars().filter(ch -> ch == '{').count();
        assertTrue(blocks > 0);
        assertEquals(blocks, sheet.getRules().size(), "every block of " + path + " became a rule");
    }
}
