package io.boundarylab.app.cluster;

import io.boundarylab.app.i18n.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Draws a {@link ClusterSnapshot}: one card per node with a memory bar, each network identity
 * as a dashed boundary labelled with its address (its own localhost), members as chips inside
 * it, the volume instances they see, and a lane for members not placed anywhere. Every chip
 * says its state in words and a glyph, and carries accessible text, so colour is never the
 * only sign. Pure view: it is handed snapshots and draws them.
 */
public final class ClusterView extends VBox {
    private final Messages messages;
    // Side by side while they fit, wrapped onto rows when not: never a horizontal scroll bar.
    private final NodeCards nodesRow = new NodeCards();
    private final FlowPane unplacedLane = new FlowPane(8, 8);
    private final VBox unplacedBox = new VBox(6);
    private ClusterSnapshot shown;
    private ClusterSnapshot previous;
    private boolean animated = true;

    public ClusterView(Messages messages) {
        this.messages = messages;
        getStyleClass().add("cluster-view");
        setSpacing(12);
        Label unplacedTitle = new Label(messages.get("cluster.unplaced"));
        unplacedTitle.getStyleClass().add("lane-title");
        unplacedBox.getStyleClass().add("unplaced-lane");
        unplacedBox.getChildren().addAll(unplacedTitle, unplacedLane);
        getChildren().addAll(unplacedBox, nodesRow);
        setAccessibleRole(AccessibleRole.PARENT);
        setAccessibleText(messages.get("cluster.accessible"));
        render(new ClusterSnapshot(List.of(), java.util.Set.of(), List.of(), Map.of()));
    }

    /** With reduced motion, changes appear at once; otherwise a changed chip fades in briefly. */
    public void setAnimated(boolean on) {
        animated = on;
    }

    public boolean isAnimated() {
        return animated;
    }

    public ClusterSnapshot shown() {
        return shown;
    }

    public void render(ClusterSnapshot snapshot) {
        if (snapshot.equals(shown)) {
            return;
        }
        previous = shown;
        shown = snapshot;
        unplacedLane.getChildren().clear();
        List<Member> unplaced = snapshot.unplaced();
        for (Member m : unplaced) {
            unplacedLane.getChildren().add(chip(m));
        }
        if (unplaced.isEmpty()) {
            Label none = new Label(unplacedNote(snapshot, messages));
            none.getStyleClass().add("muted");
            unplacedLane.getChildren().add(none);
        }
        nodesRow.getChildren().clear();
        for (String node : snapshot.nodes()) {
            nodesRow.getChildren().add(nodeCard(snapshot, node));
        }
        if (snapshot.nodes().isEmpty()) {
            Label none = new Label(messages.get("cluster.nodes.none"));
            none.getStyleClass().add("muted");
            nodesRow.getChildren().add(none);
        }
    }

    /**
     * What the unplaced lane says when no container is unplaced. "Every container is placed" is a
     * claim about containers, so it needs at least one: a snapshot with none is the cluster before
     * its run (a scenario's layout always names its containers), and says so.
     */
    static String unplacedNote(ClusterSnapshot snapshot, Messages messages) {
        return messages.get(snapshot.members().isEmpty() ? "cluster.notRun" : "cluster.unplaced.none");
    }

    private VBox nodeCard(ClusterSnapshot snapshot, String node) {
        VBox card = new VBox(8);
        card.getStyleClass().add("node-card");
        boolean failed = snapshot.failedNodes().contains(node);
        if (failed) {
            card.getStyleClass().add("node-failed");
        }
        card.setMinWidth(NodeCards.MIN_CARD_WIDTH);
        card.setMaxWidth(Double.MAX_VALUE);

        Label title = new Label(messages.get(failed ? "cluster.node.failed" : "cluster.node", node));
        title.getStyleClass().add("node-title");

        List<Member> members = snapshot.on(node);
        ClusterSnapshot.NodeCapacity cap = snapshot.capacity().get(node);
        ProgressBar bar = new ProgressBar();
        bar.getStyleClass().add("capacity-bar");
        bar.setMaxWidth(Double.MAX_VALUE);
        Label capLabel;
        if (cap != null && cap.allocatableBytes() > 0) {
            bar.setProgress(cap.fraction());
            capLabel = new Label(messages.get("cluster.capacity", size(cap.requestedBytes()), size(cap.allocatableBytes())));
        } else {
            long active = members.stream().filter(m -> !m.state().isDown() && m.state() != MemberState.COMPLETED).count();
            bar.setProgress(Math.min(1.0, active / 4.0));
            capLabel = new Label(messages.get("cluster.capacity.members", active));
        }
        capLabel.getStyleClass().add("capacity-label");
        capLabel.setWrapText(true);
        bar.setAccessibleText(capLabel.getText());
        card.getChildren().addAll(title, capLabel, bar);

        // One dashed boundary per network identity (address) on this node.
        Map<String, List<Member>> byIdentity = new LinkedHashMap<>();
        for (Member m : members) {
            byIdentity.computeIfAbsent(m.ip() == null ? "" : m.ip(), k -> new ArrayList<>()).add(m);
        }
        for (Map.Entry<String, List<Member>> identity : byIdentity.entrySet()) {
            card.getChildren().add(identityBox(identity.getKey(), identity.getValue()));
        }
        if (members.isEmpty()) {
            Label empty = new Label(messages.get("cluster.node.empty"));
            empty.getStyleClass().add("muted");
            empty.setWrapText(true);
            card.getChildren().add(empty);
        }

        // Volume instances: members that see the same instance share it.
        Map<String, List<Member>> byVolume = new LinkedHashMap<>();
        for (Member m : members) {
            if (m.volume() != null) {
                byVolume.computeIfAbsent(m.volume(), k -> new ArrayList<>()).add(m);
            }
        }
        for (Map.Entry<String, List<Member>> v : byVolume.entrySet()) {
            String who = v.getValue().stream().map(Member::container).collect(Collectors.joining(", "));
            Label vol = new Label(messages.get(v.getValue().size() > 1 ? "cluster.volume.shared" : "cluster.volume.private",
                    v.getKey(), who));
            vol.getStyleClass().add("volume-tag");
            vol.setWrapText(true);
            vol.setFocusTraversable(true);
            vol.setAccessibleText(vol.getText());
            card.getChildren().add(vol);
        }
        card.setAccessibleRole(AccessibleRole.PARENT);
        card.setAccessibleText(title.getText() + ", " + capLabel.getText());
        return card;
    }

    private VBox identityBox(String ip, List<Member> members) {
        VBox box = new VBox(6);
        // Only a real identity is drawn as a boundary; members without one yet sit in a plain group.
        box.getStyleClass().add(ip.isEmpty() ? "identity-none" : "identity-box");
        String who = members.stream().map(Member::container).collect(Collectors.joining(", "));
        Label head = new Label(ip.isEmpty() ? messages.get("cluster.identity.none")
                : members.size() > 1 ? messages.get("cluster.identity.shared", ip, who)
                : messages.get("cluster.identity", ip));
        head.getStyleClass().add("identity-title");
        head.setWrapText(true);
        // One chip per line: a chip's words wrap instead of running out of the node card.
        VBox chips = new VBox(6);
        for (Member m : members) {
            Label c = chip(m);
            c.setWrapText(true);
            c.setMaxWidth(Double.MAX_VALUE);
            c.setMinHeight(Region.USE_PREF_SIZE);
            chips.getChildren().add(c);
        }
        box.getChildren().addAll(head, chips);
        box.setAccessibleText(head.getText());
        return box;
    }

    private Label chip(Member m) {
        String state = messages.get("member." + m.state().name());
        StringBuilder detail = new StringBuilder();
        if (m.exitCode() != null && (m.state() == MemberState.CRASHED || m.state() == MemberState.COMPLETED)) {
            detail.append(' ').append(messages.get("cluster.exit", m.exitCode()));
        }
        if (m.restarts() > 0) {
            detail.append(' ').append(messages.get("cluster.restarts", m.restarts()));
        }
        if (m.linesShipped() > 0) {
            detail.append(' ').append(messages.count("cluster.lines", m.linesShipped(), m.linesShipped()));
        }
        if (m.lastConnection() != null) {
            detail.append(' ').append(messages.get("cluster.connection." + m.lastConnection()));
        }
        String name = m.kind() == null || "app".equals(m.kind()) ? m.container()
                : messages.get("cluster.kind", m.container(), m.kind());
        Label chip = new Label(messages.get("cluster.chip", name, state) + detail);
        chip.getStyleClass().addAll("member-chip", m.state().styleClass());
        chip.setId("chip-" + m.pod() + "-" + m.container());
        chip.setFocusTraversable(true);
        chip.setAlignment(Pos.CENTER_LEFT);
        chip.setAccessibleRole(AccessibleRole.TEXT);
        String where = m.node() == null ? messages.get("cluster.where.unplaced") : messages.get("cluster.where.node", m.node());
        chip.setAccessibleText(messages.get("cluster.chip.accessible", m.pod(), m.container(), state, where,
                m.ip() == null ? "-" : m.ip()) + detail);
        Member before = previous == null ? null : previous.member(m.pod(), m.container());
        if (animated && before != null && !before.equals(m)) {
            javafx.animation.FadeTransition fade = new javafx.animation.FadeTransition(javafx.util.Duration.millis(220), chip);
            fade.setFromValue(0.35);
            fade.setToValue(1.0);
            fade.play();
        }
        return chip;
    }

    private String size(long bytes) {
        if (bytes >= 1024L * 1024 * 1024) {
            return messages.get("cluster.gib", bytes / (1024.0 * 1024 * 1024));
        }
        return messages.get("cluster.mib", bytes / (1024 * 1024));
    }
}
