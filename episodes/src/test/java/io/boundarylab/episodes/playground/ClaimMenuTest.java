package io.boundarylab.episodes.playground;

import io.boundarylab.episodes.Fixtures;
import io.boundarylab.episodes.content.Claim;
import io.boundarylab.episodes.content.Episode;
import io.boundarylab.episodes.content.Investigation;
import io.boundarylab.episodes.predicate.Predicate;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static io.boundarylab.episodes.playground.ClaimMenu.Field.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The claim menu builds the same predicates the content writes by hand, in English and Spanish. */
class ClaimMenuTest {
    private static final Locale ES = Locale.forLanguageTag("es");

    private static Map<ClaimMenu.Field, String> values(Object... kv) {
        Map<ClaimMenu.Field, String> m = new EnumMap<>(ClaimMenu.Field.class);
        for (int i = 0; i < kv.length; i += 2) m.put((ClaimMenu.Field) kv[i], (String) kv[i + 1]);
        return m;
    }

    /** The predicates episode 1 of Investigation 017 writes by hand. */
    private static List<Predicate> contentPredicates() {
        Investigation inv = Fixtures.bundled();
        return inv.episodes().stream().map(Episode::prediction).flatMap(q -> q.claims().stream()).map(Claim::predicate).toList();
    }

    @Test
    void theMenuBuildsWhatContentWrites() {
        List<Predicate> content = contentPredicates();
        Claim shipped = ClaimMenu.build(ClaimMenu.Kind.LINES_SHIPPED, values(VARIANT, "naive", POD, "web-app", CONTAINER, "log-helper"), Locale.ENGLISH);
        assertTrue(content.contains(shipped.predicate()), shipped.predicate() + " among " + content);
        Claim connected = ClaimMenu.build(ClaimMenu.Kind.CONNECTED, values(VARIANT, "contract", POD, "web-app", CONTAINER, "log-helper"), Locale.ENGLISH);
        assertTrue(content.contains(connected.predicate()), connected.predicate() + " among " + content);
        Claim exits = ClaimMenu.build(ClaimMenu.Kind.EXITS, values(VARIANT, "naive", POD, "web-app", CONTAINER, "web"), Locale.ENGLISH);
        assertTrue(content.contains(exits.predicate()), exits.predicate() + " among " + content);
        assertEquals("naive", shipped.variantId());
        assertEquals("contract", connected.variantId());
    }

    @Test
    void everyKindBuildsWithItsRequiredFieldsInBothLanguages() {
        Map<ClaimMenu.Field, String> all = values(VARIANT, "naive", POD, "web-app", CONTAINER, "web", OTHER_POD, "web-app",
                OTHER_CONTAINER, "log-helper", PHASE, "Running", EXIT_CODE, "1", AT_LEAST, "2", OUTCOME, "failed",
                GUARANTEE, "sharedFate", VERDICT, "holds", EVENT, "Evicted");
        for (ClaimMenu.Kind k : ClaimMenu.kinds()) {
            Claim en = ClaimMenu.build(k, all, Locale.ENGLISH);
            Claim es = ClaimMenu.build(k, all, ES);
            assertEquals(en.predicate(), es.predicate(), k + ": the language changes the words only");
            assertNotEquals(en.whenTrue(), es.whenTrue(), k + " has Spanish words");
            assertNotEquals(en.whenTrue(), en.whenFalse(), k + " says true and false differently");
            assertFalse(es.whenTrue().contains(" run"), k + ": " + es.whenTrue());
            assertFalse(ClaimMenu.label(k, ES).equals(ClaimMenu.label(k, Locale.ENGLISH)), k + " label");
        }
    }

    @Test
    void aMissingOrWrongFieldIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ClaimMenu.build(ClaimMenu.Kind.POD_PHASE, values(VARIANT, "naive", POD, "web-app"), Locale.ENGLISH));
        assertTrue(e.getMessage().startsWith("Phase"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> ClaimMenu.build(ClaimMenu.Kind.POD_PHASE, values(VARIANT, "naive", POD, "web-app", PHASE, "Sleeping"), Locale.ENGLISH));
        assertTrue(e.getMessage().contains("Sleeping"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> ClaimMenu.build(ClaimMenu.Kind.STARTS, values(VARIANT, "naive", POD, "p", CONTAINER, "c", AT_LEAST, "many"), ES));
        assertTrue(e.getMessage().startsWith("Al menos"), e.getMessage());
    }

    @Test
    void restartsCountTheStartsAfterTheFirst() {
        Claim c = ClaimMenu.build(ClaimMenu.Kind.RESTARTS, values(VARIANT, "naive", POD, "p", CONTAINER, "c", AT_LEAST, "2"), Locale.ENGLISH);
        assertEquals(3, ((Predicate.Occurs) c.predicate()).atLeast());
    }

    @Test
    void negatingSwapsTheWordsAndTwiceGivesTheClaimBack() {
        Claim c = ClaimMenu.build(ClaimMenu.Kind.CONNECT_REFUSED, values(VARIANT, "naive", POD, "web-app", CONTAINER, "log-helper"), Locale.ENGLISH);
        Claim n = ClaimMenu.negate(c);
        assertEquals(c.whenFalse(), n.whenTrue());
        assertTrue(n.predicate() instanceof Predicate.Not);
        assertEquals(c, ClaimMenu.negate(n));
    }

    @Test
    void menuFieldsOfferTheFormatsWords() {
        assertEquals(List.of("naive", "contract"), ClaimMenu.values(VARIANT));
        assertTrue(ClaimMenu.values(GUARANTEE).contains("sharedStorage"));
        assertTrue(ClaimMenu.values(OUTCOME).containsAll(List.of("ok", "refused", "timeout", "failed")));
        assertTrue(ClaimMenu.values(EVENT).contains("LinesShipped"));
        assertEquals(ClaimMenu.kinds().size(), ClaimMenu.describe(ES).size());
    }

    @Test
    void aCountTakesItsPluralFormInEachLanguage() {
        Map<ClaimMenu.Field, String> one = values(VARIANT, "naive", POD, "shop", CONTAINER, "client", OUTCOME, "ok", AT_LEAST, "1");
        Map<ClaimMenu.Field, String> three = values(VARIANT, "naive", POD, "shop", CONTAINER, "client", OUTCOME, "ok", AT_LEAST, "3");
        assertEquals("at least 1 of client (of shop)'s requests is answered in the naive run",
                ClaimMenu.build(ClaimMenu.Kind.REQUESTS, one, Locale.ENGLISH).whenTrue());
        assertEquals("at least 3 of client (of shop)'s requests are answered in the naive run",
                ClaimMenu.build(ClaimMenu.Kind.REQUESTS, three, Locale.ENGLISH).whenTrue());
        assertEquals("al menos 1 petición de client (de shop) obtiene respuesta en la ejecución naive",
                ClaimMenu.build(ClaimMenu.Kind.REQUESTS, one, ES).whenTrue());
        assertEquals("al menos 3 peticiones de client (de shop) obtienen respuesta en la ejecución naive",
                ClaimMenu.build(ClaimMenu.Kind.REQUESTS, three, ES).whenTrue());
        Map<ClaimMenu.Field, String> once = values(VARIANT, "contract", POD, "shop", CONTAINER, "client", AT_LEAST, "1");
        assertEquals("client (of shop) starts at least once in the contract run", ClaimMenu.build(ClaimMenu.Kind.STARTS, once, Locale.ENGLISH).whenTrue());
        assertEquals("client (de shop) arranca al menos 1 vez en la ejecución contract", ClaimMenu.build(ClaimMenu.Kind.STARTS, once, ES).whenTrue());
    }
}
