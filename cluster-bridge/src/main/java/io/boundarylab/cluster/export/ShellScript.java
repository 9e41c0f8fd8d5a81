package io.boundarylab.cluster.export;

import io.boundarylab.cluster.Text;
import io.boundarylab.engine.scenario.ContainerSpec;
import io.boundarylab.engine.scenario.Step;

import java.util.List;

/**
 * A container's {@code x-sim} steps as a POSIX shell script for busybox ({@code sh -c SCRIPT}).
 * Each step keeps the meaning the engine gives it: a port taken makes the process exit 1, a
 * missing required file exits 1, a refused required connection exits 1, the steps running out
 * exit 0 and stop everything the script started in the background.
 *
 * <p>Waits run as {@code sleep N & wait $!}: a shell running as PID 1 otherwise holds SIGTERM
 * until its foreground {@code sleep} ends, and the grace period, not the script, would decide how
 * the container ends. The script keeps its state (start time, probe counters, the shipped count)
 * under {@code $BL_STATE}, {@value #STATE_DIR} by default, which is local to each container
 * instance, as the engine's per-start state is.
 */
public final class ShellScript {
    /** Where a script keeps its state, unless {@code BL_STATE} says otherwise (tests do). */
    public static final String STATE_DIR = "/tmp/boundary-lab";
    /** A crash on the timeline: the runner writes the exit code here and sends SIGUSR1 to PID 1. */
    public static final String CRASH_FILE = "crash-code";
    /**
     * The environment variable that carries the simulated image ({@code web:v1}) in the container:
     * the real image is always the shell image, and a {@code serve} step without data serves the
     * image's tag, as the engine does. Setting it on a Deployment's template is how a simulated
     * {@code setImage} becomes a real rollout.
     */
    public static final String IMAGE_VARIABLE = "BOUNDARY_LAB_IMAGE";

    private ShellScript() {
    }

    /**
     * The script for one container.
     *
     * @param where the container as the scenario names it ({@code pod/web-app/web}), for refusals
     * @throws NotExportable for a step with no faithful shell form
     */
    public static String of(String where, ContainerSpec c) throws NotExportable {
        StringBuilder s = new StringBuilder();
        s.append("# ").append(where).append(": the x-sim steps of ").append(c.name()).append(" as a busybox sh script\n");
        s.append(PRELUDE);
        String onTerm = c.onSigtermAfterMs() == null ? "" : "bl_wait " + seconds(c.onSigtermAfterMs()) + "; ";
        s.append("trap '").append(onTerm).append("bl_stop; exit ").append(c.onSigtermExitCode()).append("' TERM INT\n");
        s.append("trap 'bl_stop; exit $(cat \"$BL_STATE/" + CRASH_FILE + "\" 2>/dev/null || echo 1)' USR1\n");
        // The image the scenario gives, unless the Pod's environment says another (a rollout changed it).
        s.append("[ -n \"$" + IMAGE_VARIABLE + "\" ] || " + IMAGE_VARIABLE + "=").append(quote(c.image() == null ? "" : c.image())).append('\n');
        List<Step> steps = c.steps();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            s.append("# step ").append(i + 1).append(": ").append(name(step)).append('\n');
            try {
                s.append(line(where + " step " + (i + 1) + " (" + name(step) + ")", step)).append('\n');
            } catch (NotExportable x) {
                throw x.within(NotExportable.Spot.step(i));
            }
        }
        s.append("bl_stop\nexit 0\n");
        return s.toString();
    }

    /**
     * Helpers every script starts with; {@code bl_jobs} lists what the script started in the background.
     *
     * <p>{@code bl_listen} reports listening only when httpd's own socket is in LISTEN state ({@code 0A}) on the port in
     * {@code /proc/net/tcp} or {@code tcp6} (httpd binds {@code ::} where it can), and a bind failure only when httpd has
     * ended (gone, or a zombie the shell has not reaped yet, which {@code kill -0} would still call alive): however slowly
     * httpd starts, neither is decided by a clock. {@code bl_connect} counts a connection only when the peer answers: nc
     * ends 0 when the peer accepted and closed its side after ours; a refusal ends it 1, and no answer within 2 s ends it
     * with timeout's 143. Only applet options of busybox 1.36's defconfig are used.
     */
    private static final String PRELUDE = """
            BL_STATE="${BL_STATE:-/tmp/boundary-lab}"
            mkdir -p "$BL_STATE"
            date +%s > "$BL_STATE/started"
            bl_jobs=""
            bl_stop() { for p in $bl_jobs; do kill "$p" 2>/dev/null; done; }
            bl_wait() { sleep "$1" & wait $!; }
            bl_bg() { bl_jobs="$bl_jobs $1"; }
            bl_listen() {
              mkdir -p "$BL_STATE/www-$1"; [ -e "$BL_STATE/www-$1/index.html" ] || echo "$2" > "$BL_STATE/www-$1/index.html"
              httpd -f -p "$1" -h "$BL_STATE/www-$1" & bl_pid=$!
              while :; do
                if bl_bound "$1" "$bl_pid"; then bl_bg "$bl_pid"; echo "listening on port $1"; return 0; fi
                if bl_ended "$bl_pid"; then wait "$bl_pid"; echo "cannot bind port $1: address already in use" >&2; bl_stop; exit 1; fi
                sleep 0.05
              done
            }
            bl_bound() {
              bl_hex=$(printf '%04X' "$1"); bl_socks=" "
              for bl_fd in /proc/"$2"/fd/*; do bl_socks="$bl_socks$(readlink "$bl_fd" 2>/dev/null) "; done
              for bl_f in /proc/net/tcp /proc/net/tcp6; do
                [ -r "$bl_f" ] || continue
                while read -r _ bl_l _ bl_st _ _ _ _ _ bl_ino _; do
                  case "$bl_l $bl_st" in *":$bl_hex 0A") case "$bl_socks" in *" socket:[$bl_ino] "*) return 0;; esac;; esac
                done < "$bl_f"
              done
              return 1
            }
            bl_ended() { bl_st=Z; read -r _ _ bl_st _ 2>/dev/null < "/proc/$1/stat"; [ "$bl_st" = Z ]; }
            bl_tag() { case "$1" in *@*) echo "${1#*@}";; *) r="${1##*/}"; case "$r" in *:*) echo "${r##*:}";; *) echo latest;; esac;; esac; }
            bl_connect() { timeout 2 nc "$1" "$2" </dev/null >/dev/null 2>&1; }
            bl_request() { timeout 2 wget -q -O - "http://$1:$2/" 2>/dev/null || echo "request to $1:$2 failed" >&2; }
            """;

    private static String line(String where, Step step) throws NotExportable {
        if (step instanceof Step.Sleep sl) return "bl_wait " + seconds(sl.ms());
        if (step instanceof Step.Run r) {
            return r.ms() == null ? "while :; do bl_wait 3600; done" : "bl_wait " + seconds(r.ms());
        }
        if (step instanceof Step.Exit e) return "bl_stop; exit " + e.code();
        if (step instanceof Step.Listen l) return "bl_listen " + l.port() + " listening";
        if (step instanceof Step.Serve sv) {
            // Without data the engine serves the image's tag (Step.Serve.tagOf); bl_tag is the same rule in sh.
            if (sv.data() != null) return "bl_listen " + sv.port() + " " + quote(sv.data());
            return "bl_listen " + sv.port() + " \"$(bl_tag \"$" + IMAGE_VARIABLE + "\")\"";
        }
        if (step instanceof Step.Connect k) {
            String to = quote(k.host()) + " " + k.port();
            return "if bl_connect " + to + "; then echo \"connected to " + esc(k.host()) + ":" + k.port() + "\"; "
                    + "else echo \"could not connect to " + esc(k.host()) + ":" + k.port() + "\" >&2"
                    + (k.required() ? "; bl_stop; exit 1" : "") + "; fi";
        }
        if (step instanceof Step.Request rq) {
            return "( while :; do bl_request " + quote(rq.host()) + " " + rq.port() + "; sleep " + seconds(rq.everyMs()) + "; done ) & bl_bg $!";
        }
        if (step instanceof Step.Write w) {
            String mk = mkdirFor(w.path());
            String append = "echo \"$(date +%s) line\" >> " + quote(w.path());
            if (w.everyMs() == null) return mk + append;
            return mk + append + "; ( while :; do sleep " + seconds(w.everyMs()) + "; " + append + "; done ) & bl_bg $!";
        }
        if (step instanceof Step.Require q) {
            return "[ -e " + quote(q.path()) + " ] || { echo \"config missing: " + esc(q.path()) + "\" >&2; bl_stop; exit 1; }";
        }
        if (step instanceof Step.Touch t) return mkdirFor(t.path()) + "touch " + quote(t.path());
        if (step instanceof Step.Ship sh) {
            // Counts every line under the folder once a second; the count is what the engine calls lines shipped.
            String from = quote(sh.from());
            return "( n=0; while :; do m=$(find " + from + " -type f -exec cat {} + 2>/dev/null | wc -l); "
                    + "if [ \"$m\" != \"$n\" ]; then echo \"shipped $m lines\"; echo \"$m\" > \"$BL_STATE/shipped\"; n=$m; fi; "
                    + "sleep 1; done ) & bl_bg $!";
        }
        if (step instanceof Step.Allocate a) {
            // The shell itself holds the bytes, so that it, PID 1, is what the OOM killer takes (exit 137).
            return "bl_hog=$(head -c " + a.bytes() + " /dev/zero | tr '\\0' x); echo \"holding ${#bl_hog} bytes\"";
        }
        if (step instanceof Step.BurnCpu b) {
            if (b.milliCores() % 1000 != 0 || b.milliCores() == 0) {
                throw new NotExportable(where, Text.get("refuse.burnCpu", String.valueOf(b.milliCores())));
            }
            StringBuilder loops = new StringBuilder("bl_burn=\"\"; ");
            for (long i = 0; i < b.milliCores() / 1000; i++) {
                loops.append("timeout ").append(seconds(b.forMs())).append(" sh -c 'while :; do :; done' & bl_burn=\"$bl_burn $!\"; ");
            }
            return loops + "wait $bl_burn";
        }
        throw new NotExportable(where, Text.get("refuse.noShellForm"));
    }

    static String name(Step step) {
        String n = step.getClass().getSimpleName();
        return Character.toLowerCase(n.charAt(0)) + n.substring(1);
    }

    private static String mkdirFor(String path) {
        int slash = path.lastIndexOf('/');
        return slash > 0 ? "mkdir -p " + quote(path.substring(0, slash)) + "; " : "";
    }

    /** Milliseconds as the seconds {@code sleep} and {@code timeout} take: {@code 1.5}, {@code 20}, {@code 0.25}. */
    static String seconds(long ms) {
        if (ms % 1000 == 0) return Long.toString(ms / 1000);
        String frac = String.format(java.util.Locale.ROOT, "%03d", ms % 1000).replaceAll("0+$", "");
        return (ms / 1000) + "." + frac;
    }

    /** One shell word, whatever the text holds. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /** Text inside double quotes in a message. */
    private static String esc(String text) {
        return text.replaceAll("[\"\\\\$`]", "_");
    }
}
