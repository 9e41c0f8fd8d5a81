package io.boundarylab.app.stage;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.stage.KernelPicture.Box;
import io.boundarylab.app.stage.KernelPicture.Namespace;
import io.boundarylab.app.stage.KernelPicture.Member;

import java.util.ArrayList;
import java.util.List;

/**
 * The words of a {@link KernelPicture}, from the app's main bundle: the learner's sentence about
 * who shares a network namespace with whom, each box's title, and each process's words. The inode
 * numbers are kept for the small print and the accessible text, never the headline.
 */
public final class KernelWords {
    private final Messages messages;

    /** @param messages the app's main bundle */
    public KernelWords(Messages messages) {
        this.messages = messages;
    }

    /**
     * One sentence: the processes that share a network namespace first ("web and log-helper share
     * one network namespace"), then those that have one of their own, then those whose namespace
     * the kernel did not report.
     */
    public String headline(KernelPicture picture) {
        if (picture.processes().isEmpty()) return messages.get("stage.kernel.none");
        List<String> clauses = new ArrayList<>();
        List<String> alone = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (Box b : picture.boxes()) {
            if (b.isShared()) clauses.add(messages.get("stage.kernel.shared", names(b.processes())));
            else if (b.inode().isPresent()) alone.add(b.processes().get(0).name());
            else unknown.add(b.processes().get(0).name());
        }
        if (!alone.isEmpty()) {
            // After a clause about a shared namespace, "has its own" is enough.
            String key = (clauses.isEmpty() ? "stage.kernel.own" : "stage.kernel.ownToo");
            clauses.add(messages.count(key, alone.size(), list(alone)));
        }
        if (!unknown.isEmpty()) clauses.add(messages.count("stage.kernel.unknown", unknown.size(), list(unknown)));
        return messages.get("stage.kernel.headline", String.join(messages.get("stage.kernel.clauses"), clauses));
    }

    /** A box's title: the kind of namespace and who is in it ("One network namespace · shared by web and log-helper"). */
    public String title(Box box) {
        String kind = messages.get("stage.kernel.ns." + box.kind().key());
        if (box.inode().isEmpty()) return messages.get("stage.kernel.box.unknown", kind, names(box.processes()));
        return messages.get(box.processes().size() > 1 ? "stage.kernel.box.shared" : "stage.kernel.box.own", kind, names(box.processes()));
    }

    /** A box's small print: its inode and the other namespaces its processes share ("inode 4026532177 · also shared: hostname, IPC"). */
    public String detail(Box box) {
        String inode = box.inode().isPresent() ? messages.get("stage.kernel.box.inode", Long.toString(box.inode().getAsLong()))
                : messages.get("stage.kernel.box.noInode");
        if (box.shared().isEmpty()) return inode;
        List<String> kinds = new ArrayList<>();
        for (Namespace n : box.shared()) kinds.add(messages.get("stage.kernel.short." + n.key()));
        return messages.get("stage.kernel.box.alsoShared", inode, list(kinds));
    }

    /** The cgroup band's label: its last part ("cgroup web-app"); null when the box has no cgroup in common. */
    public String cgroup(Box box) {
        if (box.cgroup() == null) return null;
        String c = box.cgroup();
        return messages.get("stage.kernel.cgroup", c.substring(c.lastIndexOf('/') + 1));
    }

    /** A process chip's words: its name and its state in a glyph and a word, as a simulated container's chip reads. */
    public String chip(Member p) {
        String detail = p.exitCode() == null ? "" : " " + messages.get("cluster.exit", p.exitCode());
        return messages.get("cluster.chip", p.name(), messages.get("member." + p.state().name())) + detail;
    }

    /** Everything the kernel reported about a process, for its tooltip and for a screen reader. */
    public String facts(Member p) {
        List<String> inodes = new ArrayList<>();
        for (Namespace n : Namespace.values()) {
            p.inode(n).ifPresent(i -> inodes.add(messages.get("stage.kernel.fact.inode", n.key(), Long.toString(i))));
        }
        String ns = inodes.isEmpty() ? messages.get("stage.kernel.fact.noInodes") : String.join(", ", inodes);
        return messages.get("stage.kernel.fact", p.name(), Long.toString(p.pid()), chip(p), ns,
                p.cgroup() == null ? messages.get("stage.kernel.fact.noCgroup") : p.cgroup());
    }

    private String names(List<Member> processes) {
        List<String> names = new ArrayList<>();
        for (Member p : processes) names.add(p.name());
        return list(names);
    }

    /** "a", "a and b", "a, b and c", in the bundle's language. */
    private String list(List<String> items) {
        if (items.size() == 1) return items.get(0);
        String head = String.join(messages.get("stage.kernel.comma"), items.subList(0, items.size() - 1));
        return messages.get("stage.kernel.and", head, items.get(items.size() - 1));
    }
}
