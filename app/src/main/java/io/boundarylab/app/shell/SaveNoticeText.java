package io.boundarylab.app.shell;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.save.Dropped;
import io.boundarylab.app.save.SaveStore;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** The learner's words for what happened to their saved work (shown in the notice bar). */
final class SaveNoticeText {
    /** A notice bar line stays readable: the first few items are listed, then how many more. */
    static final int LISTED = 5;

    private SaveNoticeText() {
    }

    static String of(SaveStore.Notice n, Messages messages) {
        String name = Path.of(n.file()).getFileName().toString();
        return switch (n.kind()) {
            case UNREADABLE -> n.backup() == null ? messages.get("notice.corrupt.nobackup", name, n.problem())
                    : messages.get("notice.corrupt", name, n.backup(), n.problem());
            case PARTLY_READ -> messages.get(n.backup() == null ? "notice.dropped.nobackup" : "notice.dropped",
                    name, n.backup(), dropped(n, messages));
            case READ_ONLY -> messages.get("notice.readOnly", n.file());
            case CANNOT_SAVE -> messages.get("notice.cannotSave", n.file(), n.problem());
        };
    }

    /**
     * Queues a notice unless the same one is already waiting: when the folder cannot be written,
     * every change fails the same way, and one line to dismiss says it.
     */
    static void queueOnce(List<String> notices, String text) {
        if (!notices.contains(text)) {
            notices.add(text);
        }
    }

    /** "visited[2] (not text), predictions.helper.confidencePercent (out of range) and 3 more". */
    static String dropped(SaveStore.Notice n, Messages messages) {
        String listed = n.dropped().stream().limit(LISTED)
                .map(d -> messages.get("notice.droppedItem", d.field(), problem(d, messages)))
                .collect(Collectors.joining(", "));
        int more = n.dropped().size() - LISTED;
        return more <= 0 ? listed : messages.get("notice.droppedMore", listed, more);
    }

    private static String problem(Dropped d, Messages messages) {
        return messages.get("save.problem." + d.problem().name().toLowerCase(java.util.Locale.ROOT));
    }
}
