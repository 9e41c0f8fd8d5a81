package io.boundarylab.app.transcript;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.engine.trace.TraceEvent;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The whole trace as an accessible HTML page: a language, headings, an ordered list with one
 * sentence per event and its rule, and under an event the notes the scene showed at it (what no
 * Pod could show, in a naive run). JavaFX has no screen-reader bridge on Linux, so this file (read
 * in a browser) is how a screen-reader user follows a run.
 */
public final class TranscriptHtml {
    private TranscriptHtml() {
    }

    /** A transcript without notes. */
    public static String render(String title, String summary, List<TraceEvent> events,
                                Function<TraceEvent, String> narrator, Messages messages) {
        return render(title, summary, events, narrator, e -> List.of(), messages);
    }

    /** @param notes the marked notes on an event (none for most), each shown after its sentence and rule */
    public static String render(String title, String summary, List<TraceEvent> events,
                                Function<TraceEvent, String> narrator, Function<TraceEvent, List<String>> notes,
                                Messages messages) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"").append(esc(messages.locale().getLanguage().isEmpty()
                ? "en" : messages.locale().getLanguage())).append("\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(esc(title)).append("</title>\n")
                .append("<style>body{font-family:sans-serif;max-width:50em;margin:2em auto;line-height:1.5;padding:0 1em}"
                        + "li{margin-bottom:.75em}.rule{color:#333;font-style:italic}.meta{font-family:monospace}"
                        + ".not-kubernetes{border-left:4px solid #8a4b00;padding-left:.5em;margin:.25em 0}</style>\n")
                .append("</head>\n<body>\n<main>\n<h1>").append(esc(title)).append("</h1>\n");
        if (summary != null && !summary.isBlank()) {
            b.append("<p>").append(esc(summary)).append("</p>\n");
        }
        b.append("<h2>").append(esc(messages.count("transcript.events", events.size(), events.size()))).append("</h2>\n<ol>\n");
        for (TraceEvent e : events) {
            b.append("<li id=\"event-").append(e.seq()).append("\"><span class=\"meta\">")
                    .append(esc(messages.get("transcript.meta", e.seq(),
                            messages.seconds(e.tMs()), e.type().name())))
                    .append("</span> ").append(esc(narrator.apply(e)));
            if (e.rule() != null && !e.rule().isBlank()) {
                b.append("<br><span class=\"rule\">").append(esc(messages.get("transcript.why", e.rule()))).append("</span>");
            }
            for (String note : notes.apply(e)) {
                b.append("\n<p class=\"not-kubernetes\"><strong>").append(esc(messages.get("transcript.notKubernetes")))
                        .append("</strong> ").append(esc(note)).append("</p>");
            }
            b.append("</li>\n");
        }
        b.append("</ol>\n</main>\n</body>\n</html>\n");
        return b.toString();
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
