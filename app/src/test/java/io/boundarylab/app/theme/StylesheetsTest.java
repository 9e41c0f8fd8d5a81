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
 * JavaFX reads the binary form the build writes beside each (.bss) in its place: it holds the same
 * rules as the text, and at 100 % text the root has the base size with no inline style.
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

    @ParameterizedTest
    @ValueSource(strings = {"/assets/css/boundary-lab.css", "/assets/css/high-contrast.css"})
    void theBinaryFormHoldsTheSameRulesAsTheText(String path) throws Exception {
        URL text = StylesheetsTest.class.getResource(path);
        URL binary = StylesheetsTest.class.getResource(path.replace(".css", ".bss"));
        assertNotNull(binary, path.replace(".css", ".bss") + " is on the class path: the build writes it at process-classes");
        List<String> parsed = rules(new CssParser().parse(text));
        List<String> read = rules(Stylesheet.loadBinary(binary));
        assertTrue(parsed.size() > 0, path);
        assertEquals(parsed, read, path + ": its .bss was written from an older text");
    }

    /** Each rule as its selectors and declarations (a binary rule reads its declarations when first asked). */
    private static List<String> rules(Stylesheet sheet) {
        return sheet.getRules().stream().map(r -> r.getSelectors() + " " + r.getDeclarations().stream()
                .map(d -> d.getProperty() + ": " + value(d.getParsedValue()) + (d.isImportant() ? " !important" : "")).toList()).toList();
    }

    /** A parsed value written out whole, arrays of values included (their own toString is an address). */
    private static String value(Object v) {
        if (v instanceof javafx.css.ParsedValue<?, ?> p) {
            return "(" + value(p.getValue()) + (p.getConverter() == null ? "" : " as " + p.getConverter().getClass().getSimpleName())
                    + (p.isLookup() ? " lookup" : "") + ")";
        }
        if (v instanceof Object[] a) {
            return java.util.Arrays.stream(a).map(StylesheetsTest::value).toList().toString();
        }
        return String.valueOf(v);
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(ThemeChoice.class)
    void atOneHundredPercentTheRootHasTheBaseSizeWithNoInlineStyle(ThemeChoice theme) throws Exception {
        org.testfx.api.FxToolkit.registerPrimaryStage();
        String[] style = new String[1];
        double size = org.testfx.util.WaitForAsyncUtils.asyncFx(() -> {
            javafx.scene.control.Label label = new javafx.scene.control.Label("Boundary Lab");
            javafx.scene.Scene scene = new javafx.scene.Scene(new javafx.scene.layout.StackPane(label));
            Appearance.apply(scene, theme, 100, false, false);
            scene.getRoot().applyCss();
            style[0] = scene.getRoot().getStyle();
            return label.getFont().getSize();
        }).get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals("", style[0], "no inline style to parse at 100 %");
        assertEquals(Appearance.BASE_FONT_PX, size, 0.01, theme + ": the theme's own root size is the base");
    }
}
