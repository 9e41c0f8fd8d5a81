package io.boundarylab.app.deck;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.episodes.deck.SeeItEngine;

import java.util.Locale;

/** A see-it result in words: what the simulated run counted (the run itself is drawn on a stage), and the kernel's figures. */
final class SeeItText {

    private SeeItText() {
    }

    static String engine(SeeItRunner.Result r, Messages m) {
        if (r.engine().isEmpty()) return m.get("deck.seeIt.noEngine");
        SeeItEngine.Result e = r.engine().get();
        // The run itself is drawn on the stage; in words, only what it counted.
        StringBuilder b = new StringBuilder(m.get("deck.seeIt.onStage")).append('\n');
        e.starts().forEach((member, n) -> b.append(m.get("deck.seeIt.starts", member, m.count("deck.seeIt.times", n, n))).append('\n'));
        return b.toString().stripTrailing();
    }

    static String kernel(SeeItRunner.Result r, Messages m) {
        if (r.kernel().isEmpty()) return m.get("deck.seeIt.noKernel");
        SeeItRunner.KernelPart k = r.kernel().get();
        StringBuilder b = new StringBuilder();
        if (k.ran()) {
            // In the learner's words where the bundle has them; the raw key (as in the JSON) otherwise.
            k.shown().forEach((key, v) -> b.append(String.format(Locale.ROOT, "%-34s %s%n",
                    m.has("deck.obs." + key) ? m.get("deck.obs." + key) : key, v)));
        } else {
            b.append(m.get("deck.seeIt.cannot")).append('\n');
            k.reasons().forEach(x -> b.append("  ").append(x).append('\n'));
            k.remedies().forEach(x -> b.append(m.get("deck.seeIt.remedy", x)).append('\n'));
        }
        return b.toString().stripTrailing();
    }
}
