package io.boundarylab.cluster.cli;

import io.boundarylab.cluster.export.ScenarioSpotsTest;
import io.boundarylab.cluster.run.Kubeconfig;
import io.boundarylab.cluster.source.ExperimentSource;
import io.boundarylab.engine.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every refusal of {@code cluster export | run | compare}, and picocli's own usage errors, in
 * English and in Spanish (the default locale is the learner's language): one line on stderr, the
 * same exit code in both.
 */
class ClusterRefusalsTest {
    private static final Locale ES = Locale.forLanguageTag("es");

    @TempDir Path dir;

    record Said(int code, String err) { }

    private static Said run(Locale language, Optional<Kubeconfig> kc, String... args) {
        Locale before = Locale.getDefault();
        Locale.setDefault(language);
        try {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            picocli.CommandLine cl = new ClusterCommand(() -> {
                try {
                    return ExperimentSource.bundled();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, () -> kc).commandLine();
            cl.setOut(new PrintWriter(out, true));
            cl.setErr(new PrintWriter(err, true));
            int code = cl.execute(args);
            String said = err.toString().strip();
            assertEquals(1, said.lines().count(), said);
            return new Said(code, said);
        } finally {
            Locale.setDefault(before);
        }
    }

    private void both(int code, String english, String spanish, Optional<Kubeconfig> kc, String... args) {
        Said en = run(Locale.ENGLISH, kc, args);
        assertEquals(code, en.code(), en.err());
        assertEquals(english, en.err());
        Said es = run(ES, kc, args);
        assertEquals(code, es.code(), es.err());
        assertEquals(spanish, es.err());
    }

    @Test
    void whatIsNamedAndItsVariant() throws IOException {
        String out = dir.resolve("out").toString();
        both(2, "helpr: neither a scenario file nor an episode; the episodes are helper, startup-order, identity, fate, missing-copy, moving-address, alive-not-ready, new-version, healthy-but-wrong",
                "helpr: no es un archivo de escenario ni un episodio; los episodios son helper, startup-order, identity, fate, missing-copy, moving-address, alive-not-ready, new-version, healthy-but-wrong",
                Optional.empty(), "export", "helpr", "-o", out);
        both(2, "fate: --variant nope: no such variant; there are naive, contract, crash-member",
                "fate: --variant nope: esa variante no existe; hay naive, contract, crash-member",
                Optional.empty(), "export", "fate", "--variant", "nope", "-o", out);
        Path file = Files.writeString(dir.resolve("s.yaml"), "not read: the variant is refused first\n");
        both(2, file + ": --variant: a scenario file has no variants; name an episode to choose one",
                file + ": --variant: un archivo de escenario no tiene variantes; nombra un episodio para elegir una",
                Optional.empty(), "export", file.toString(), "--variant", "naive", "-o", out);
    }

    @Test
    void filesThatCannotBeWrittenOrRead() throws IOException {
        Path blocker = Files.writeString(dir.resolve("a-file"), "x");
        Path under = blocker.resolve("out");
        Said en = run(Locale.ENGLISH, Optional.empty(), "export", "fate", "-o", under.toString());
        assertEquals(74, en.code(), en.err());
        assertTrue(en.err().startsWith(under + ": cannot write: "), en.err());
        Said es = run(ES, Optional.empty(), "export", "fate", "-o", under.toString());
        assertEquals(74, es.code(), es.err());
        assertTrue(es.err().startsWith(under + ": no se puede escribir: "), es.err());

        Path missing = dir.resolve("missing.jsonl");
        Said enRead = run(Locale.ENGLISH, Optional.empty(), "compare", missing.toString(), "fate");
        assertEquals(2, enRead.code());
        assertTrue(enRead.err().startsWith(missing + ": cannot read: "), enRead.err());
        Said esRead = run(ES, Optional.empty(), "compare", missing.toString(), "fate");
        assertEquals(2, esRead.code());
        assertTrue(esRead.err().startsWith(missing + ": no se puede leer: "), esRead.err());
    }

    @Test
    void aTraceLineThatIsNoEventNamesItsFileAndLine() throws IOException {
        Path trace = Files.writeString(dir.resolve("t.jsonl"), "\nnot json\n");
        Said en = run(Locale.ENGLISH, Optional.empty(), "compare", trace.toString(), "fate");
        assertEquals(2, en.code());
        assertTrue(en.err().startsWith(trace + ":2:1: trace: "), en.err());
        Said es = run(ES, Optional.empty(), "compare", trace.toString(), "fate");
        assertEquals(2, es.code());
        assertTrue(es.err().startsWith(trace + ":2:1: trace: la línea no es un evento de la traza ("), es.err());
    }

    @Test
    void aToleranceThatIsNoDuration() {
        both(2, "--tolerance: not a duration: 'soon' (use 250ms, 10s, 2m, 1h or 1m30s)",
                "--tolerance: «soon» no es una duración (usa 250ms, 10s, 2m, 1h o 1m30s)",
                Optional.empty(), "run", "fate", "--tolerance", "soon");
    }

    @Test
    void noClusterToRunOn() throws IOException {
        both(ExitCodes.CANNOT_RUN, "cannot run: no kubeconfig (KUBECONFIG, or ~/.kube/config); start kind, k3d or minikube, or point KUBECONFIG at a cluster",
                "no se puede ejecutar: no hay kubeconfig (KUBECONFIG o ~/.kube/config); arranca kind, k3d o minikube, o apunta KUBECONFIG a un clúster",
                Optional.empty(), "run", "fate");
        Path file = Files.writeString(dir.resolve("config"), String.join("\n",
                "apiVersion: v1", "kind: Config",
                "clusters: [{name: c, cluster: {server: 'https://127.0.0.1:1'}}]",
                "contexts: [{name: nowhere, context: {cluster: c, user: u}}]",
                "users: [{name: u, user: {token: t}}]",
                "current-context: nowhere", ""));
        Optional<Kubeconfig> kc = Optional.of(new Kubeconfig(file, List.of("nowhere"), "nowhere"));
        both(2, "--context kind-a: not in " + file + "; its contexts are nowhere",
                "--context kind-a: no está en " + file + "; sus contextos son nowhere",
                kc, "run", "fate", "--context", "kind-a");
        // Port 1 refuses at once: the cluster does not answer.
        Said en = run(Locale.ENGLISH, kc, "run", "fate");
        assertEquals(ExitCodes.CANNOT_RUN, en.code(), en.err());
        assertTrue(en.err().startsWith("cannot run: the cluster at https://127.0.0.1:1"), en.err());
        Said es = run(ES, kc, "run", "fate");
        assertEquals(ExitCodes.CANNOT_RUN, es.code(), es.err());
        assertTrue(es.err().startsWith("no se puede ejecutar: el clúster en https://127.0.0.1:1"), es.err());
    }

    /** A step with no faithful form: located at the step's own line and column (22:21), then why, in the learner's language. */
    @Test
    void aScenarioWithNoFaithfulForm() throws IOException {
        Path file = Files.writeString(dir.resolve("burner.yaml"), ScenarioSpotsTest.TEMPLATE);
        String out = dir.resolve("out").toString();
        both(2, file + ":22:21: pod/burner/burn step 2 (burnCpu): a shell busy loop keeps whole cores busy, so only burnCpu of 1000m, 2000m … has a faithful form, not 500m;"
                        + " give the container a cpu limit of 500m and burn 1000m to see the same throttling",
                file + ":22:21: pod/burner/burn step 2 (burnCpu): un bucle activo de shell ocupa núcleos enteros, así que solo burnCpu de 1000m, 2000m … tiene una forma fiel, no 500m;"
                        + " da al contenedor un límite de cpu de 500m y quema 1000m para ver el mismo throttling",
                Optional.empty(), "export", file.toString(), "-o", out);
    }

    @Test
    void picocliUsageErrorsAreOneLineInTheLearnersLanguage() {
        both(2, "cluster export: unknown option '--colour' (cluster export --help shows the usage)",
                "cluster export: opción desconocida «--colour» (cluster export --help muestra el uso)",
                Optional.empty(), "export", "fate", "-o", dir.toString(), "--colour");
        both(2, "cluster export: missing --output (cluster export --help shows the usage)",
                "cluster export: falta --output (cluster export --help muestra el uso)",
                Optional.empty(), "export", "fate");
        both(2, "cluster compare: missing SCENARIO|EPISODE (cluster compare --help shows the usage)",
                "cluster compare: falta SCENARIO|EPISODE (cluster compare --help muestra el uso)",
                Optional.empty(), "compare", "t.jsonl");
        both(2, "cluster compare: unexpected argument 'extra' (cluster compare --help shows the usage)",
                "cluster compare: argumento inesperado «extra» (cluster compare --help muestra el uso)",
                Optional.empty(), "compare", "t.jsonl", "fate", "extra");
    }
}
