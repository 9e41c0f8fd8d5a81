package io.boundarylab.app.i18n;

import java.util.function.Function;
import javafx.util.StringConverter;

/** A choice box's values shown in words: a one-way converter (the learner picks, never types). */
public final class ShownAs {
    private ShownAs() {
    }

    public static <T> StringConverter<T> words(Function<T, String> f) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : f.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }
}
