package io.boundarylab.app.shell;

import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The oldest notice for the learner (saved, exported, a damaged file set aside …) with Dismiss; hidden when there is none. */
final class NoticeBar extends HBox {

    NoticeBar(MainViewModel vm) {
        super(12);
        Label text = new Label();
        text.setId("notice");
        text.setWrapText(true);
        Button dismiss = new Button(vm.messages().get("notice.dismiss"));
        dismiss.setId("notice-dismiss");
        dismiss.setOnAction(e -> vm.dismissNotice());
        dismiss.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(text, dismiss);
        HBox.setHgrow(text, Priority.ALWAYS);
        setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add("notice-bar");
        Runnable sync = () -> {
            boolean any = !vm.notices().isEmpty();
            text.setText(any ? vm.notices().get(0) : "");
            text.setAccessibleText(text.getText());
            setVisible(any);
            setManaged(any);
        };
        vm.notices().addListener((ListChangeListener<String>) c -> sync.run());
        sync.run();
    }
}
