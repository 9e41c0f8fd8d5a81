package io.boundarylab.app.episode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boundarylab.app.i18n.Messages;
import io.boundarylab.app.lab.EpisodesLab;
import io.boundarylab.app.lab.ExperimentRun;
import io.boundarylab.engine.trace.TraceEvent;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.content.StatusField;
import io.boundarylab.episodes.content.StatusRule;
import io.boundarylab.episodes.content.Variant;
import io.boundarylab.episodes.run.RunOptions;
import io.boundarylab.episodes.run.StatusValue;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * What a status card says about when its value was set is true, on every card of every variant of
 * every bundled episode, in English and Spanish, at the end of the run: a value an event set cites
 * that event, one its field's {@code on} rules match, at the event's own time; a conclusion about the
 * whole run ({@code atEnd}) cites no event, only the run's end.
 */
class StatusStampTest {

    @Test
    void everyCardCitesTheEventThatSetItOrTheRunsEnd() throws Exception {
        int concluded = 0;
        for (Locale language : List.of(Locale.ENGLISH, new Locale("es"))) {
            Messages messages = new Messages(language);
            for (Investigation inv : Investigation.loadAllBundled(language)) {
                EpisodesLab lab = new EpisodesLab(inv);
                for (Episode e : inv.episodes()) {
                    for (Variant v : e.experiment().variants()) {
                        ExperimentRun run = lab.run(e, v.id(), RunOptions.DEFAULT);
                        List<TraceEvent> trace = run.trace();
                        if (trace.isEmpty()) {
                            continue;
                        }
                        TraceEvent last = trace.get(trace.size() - 1);
                        long endMs = Math.max(last.tMs(), v.scenario().untilMs() == null ? 0 : v.scenario().untilMs());
                        for (StatusValue card : run.statusAt(last.seq())) {
                            String where = language + " " + inv.id() + "/" + e.id() + "/" + v.id() + " " + card.fieldId();
                            String stamp = StatusFields.stamp(card, messages);
                            if (card.atEndMs() != null) {
                                concluded++;
                                assertEquals(endMs, card.atEndMs(), where);
                                assertFalse(stamp.contains("#"), where + ": " + stamp);
                                assertTrue(stamp.contains(messages.time(endMs)), where + ": " + stamp);
                            } else if (card.sinceSeq() != null) {
                                TraceEvent cause = trace.stream().filter(t -> t.seq() == card.sinceSeq()).findFirst().orElse(null);
                                assertNotNull(cause, where);
                                assertTrue(turnedBy(field(e, card.fieldId()), cause), where + ": " + stamp + " cites " + cause);
                                assertTrue(stamp.contains("#" + cause.seq()) && stamp.contains(messages.time(cause.tMs())),
                                        where + ": " + stamp);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(concluded > 0, "some card holds a conclusion about the whole run");
    }

    private static StatusField field(Episode e, String id) {
        return e.statusFields().stream().filter(f -> f.id().equals(id)).findFirst().orElseThrow();
    }

    private static boolean turnedBy(StatusField field, TraceEvent event) {
        for (StatusRule r : field.rules()) {
            if (r.on() != null && r.on().matches(event)) {
                return true;
            }
        }
        return false;
    }
}
