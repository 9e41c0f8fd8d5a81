package io.boundarylab.episodes.content;

/**
 * How a translation's gap shows: the English text, marked, never a blank. One rule for the whole
 * app: the content's texts here and the app's own words ({@code app.i18n}) put the same mark first.
 * Language-neutral files (scenarios, costs templates, see-it scenarios) are read from {@code en/}
 * unmarked: they hold no words to translate.
 */
public final class EnglishFallback {
    /** Put before an English text shown because the learner's language lacks it: "[EN] Next". */
    public static final String MARK = "[EN] ";

    private EnglishFallback() {
    }

    /** {@code text}, marked when it is English standing in for a translation. */
    public static String mark(String text, boolean english) {
        return english && !text.startsWith(MARK) ? MARK + text : text;
    }
}
