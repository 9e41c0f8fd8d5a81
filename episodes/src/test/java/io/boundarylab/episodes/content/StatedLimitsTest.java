package io.boundarylab.episodes.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boundarylab.episodes.content.StatedLimits.Kind;
import io.boundarylab.episodes.content.StatedLimits.Limit;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which amounts a text states as a limit: an amount with a unit, with a limit word at most two words away. */
class StatedLimitsTest {

    private static final long MIB = 1024L * 1024;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Inside a container limited to 64 MiB, `free` reports the host's 16 GiB.|MEMORY|67108864",
            "The same process reads its own 96 MiB ceiling from its cgroup.|MEMORY|100663296",
            "El mismo proceso lee su propio techo de 96 MiB en su cgroup.|MEMORY|100663296",
            "cpu-hog burns two cores under a 200m CPU limit|CPU|200",
            "a cap of 0.5 cores|CPU|500",
            "memory-hog is OOMKilled at its own 64Mi ceiling while the node still has gigabytes free.|MEMORY|67108864",
            "una memoria limitada a 1 GiB|MEMORY|1073741824"})
    void aLimitIsAnAmountBesideALimitWord(String text, Kind kind, long amount) {
        List<Limit> found = StatedLimits.in(text);
        assertEquals(1, found.size(), found.toString());
        assertEquals(kind, found.get(0).kind());
        assertEquals(amount, found.get(0).amount());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "free reports the host's 16 GiB",
            "the node has 4 GiB and runs 3 pods",
            "the limit is soft: it may borrow the host's memory, 2 GiB of it or more"})
    void anAmountWithNoLimitWordBesideItIsAFigureOfTheMachine(String text) {
        assertEquals(List.of(), StatedLimits.in(text));
    }

    @org.junit.jupiter.api.Test
    void amountsAreWrittenInTheUnitsCardsUse() {
        assertEquals("96 MiB", StatedLimits.words(Kind.MEMORY, 96 * MIB));
        assertEquals("200m", StatedLimits.words(Kind.CPU, 200));
    }
}
