package io.boundarylab.cluster.cli;

import io.boundarylab.cluster.Text;
import io.boundarylab.cluster.play.PodmanTools;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.cli.ExitCodes;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code cluster play}'s refusals: what this machine lacks (69, saying what to install), and bad input (2). */
class PlayCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(PodmanTools.Found podman, String... args) {
        picocli.CommandLine cl = new ClusterCommand(() -> {
            try {
                return ExperimentSource.bundled();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, Optional::empty, () -> podman).commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void withoutPodmanThePlayCannotRunAndSaysWhatToInstall() {
        String why = Text.get("play.missing", Text.get("play.missing.tool", "podman", "podman"));
        assertEquals(ExitCodes.CANNOT_RUN, run(new PodmanTools.Found(null, why), "play", "helper", "--variant", "naive"));
        assertTrue(err.toString().contains("apt-get install -y podman"), err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void anUnknownVariantOrFormatIsBadInputBeforeAnythingRuns() {
        PodmanTools.Found none = new PodmanTools.Found(null, "not asked");
        assertEquals(ExitCodes.BAD_INPUT, run(none, "play", "helper", "--variant", "nope"));
        assertTrue(err.toString().contains("nope"), err.toString());
        assertEquals(ExitCodes.BAD_INPUT, run(none, "play", "helper", "--format", "yaml"));
        assertTrue(err.toString().contains("yaml"), err.toString());
        assertTrue(!err.toString().contains("not asked"), "the machine was asked before the input was checked: " + err);
    }

    @Test
    void theMachinesToolsAreFoundOrTheReasonNamesWhatIsMissing() {
        PodmanTools.Found f = PodmanTools.find();
        assertTrue(f.tools() != null ^ f.whyNot() != null, "either the tools or the reason");
        if (f.whyNot() != null) assertTrue(f.whyNot().contains("apt-get install") || f.whyNot().contains("root"), f.whyNot());
    }
}
