package io.boundarylab.app.scale;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Measurements of at-scale mode, run by hand (never by the build: no timing is asserted anywhere).
 * Commands and figures are in docs/at-scale.md.
 *
 * <pre>
 * engine SIZE        generate, run to the horizon with the fold and checkpoints; time and heap
 * seek SIZE EVENTS   random seeks over the first EVENTS events of a SIZE run (engine run first)
 * frames SIZE SECS [done]  the real view on headless JavaFX playing at 60x for SECS wall
 *                    seconds; with "done", only once the engine has reached the horizon
 * </pre>
 */
public final class AtScaleMeasure {
    private AtScaleMeasure() {
    }

    public static void main(String[] args) throws Exception {
        String what = args[0];
        ScaleSize size = ScaleSize.valueOf(args[1]);
        switch (what) {
            case "engine" -> engine(size);
            case "seek" -> seek(size, Integer.parseInt(args[2]));
            case "frames" -> frames(size, Integer.parseInt(args[2]), args.length > 3 && args[3].equals("done"));
            default -> throw new IllegalArgumentException(what);
        }
        System.exit(0);
    }

    private static long heapUsedMb() {
        System.gc();
        System.gc();
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) >> 20;
    }

    private static void engine(ScaleSize size) {
        long t0 = System.nanoTime();
        AtScaleScenario g = AtScaleScenarios.generate(size, AtScaleViewModel.DEFAULT_SEED);
        long t1 = System.nanoTime();
        ScaleSession session = new ScaleSession(g);
        long t2 = System.nanoTime();
        long reportEvery = 300_000;
        long nextReport = reportEvery;
        while (!session.engineDone()) {
            session.runAhead(ScaleDriver.ACTIONS_PER_STEP);
            if (session.computedMs() >= nextReport || session.engineDone()) {
                System.out.printf(Locale.ROOT, "  simulated %s  events %,d  wall %.1f s%n", ScaleText.clock(session.computedMs()),
                        session.eventsComputed(), (System.nanoTime() - t2) / 1e9);
                nextReport += reportEvery;
            }
        }
        long t3 = System.nanoTime();
        double run = (t3 - t2) / 1e9;
        System.out.printf(Locale.ROOT, "%s: %,d nodes, %,d pods%n", size, size.nodes(), size.pods());
        System.out.printf(Locale.ROOT, "generate %.2f s, build simulation %.2f s, run+fold %.2f s, %,d events, %,.0f events/s%n",
                (t1 - t0) / 1e9, (t2 - t1) / 1e9, run, session.eventsComputed(), session.eventsComputed() / run);
        System.out.printf(Locale.ROOT, "checkpoints %d every %,d events%n", session.checkpointCount(), session.checkpointEvery());
        System.out.printf(Locale.ROOT, "heap used after GC with the run held: %,d MB (max heap %,d MB)%n", heapUsedMb(),
                Runtime.getRuntime().maxMemory() >> 20);
        System.out.printf(Locale.ROOT, "GC time %,d ms%n", ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(b -> b.getCollectionTime()).sum());
        if (session.trace() != null) {
            // Keep the session reachable until after the heap was measured.
            System.out.println("trace kept: " + session.trace().size());
        }
    }

    private static void seek(ScaleSize size, int events) {
        ScaleSession session = new ScaleSession(AtScaleScenarios.generate(size, AtScaleViewModel.DEFAULT_SEED));
        while (!session.engineDone() && session.eventsComputed() < events) {
            session.runAhead(100);
        }
        int n = Math.min(events, session.eventsComputed());
        Random random = new Random(1);
        // Warm-up: the JIT compiles the fold and the frame builder.
        for (int i = 0; i < 2_000; i++) {
            session.frameAtEvent(random.nextInt(n + 1));
        }
        int count = 2_000;
        long[] nanos = new long[count];
        for (int i = 0; i < count; i++) {
            int index = random.nextInt(n + 1);
            long start = System.nanoTime();
            ScaleFrame f = session.frameAtEvent(index);
            nanos[i] = System.nanoTime() - start;
            if (f.eventIndex() != index) {
                throw new IllegalStateException("frame after " + f.eventIndex() + " events instead of " + index);
            }
        }
        Arrays.sort(nanos);
        System.out.printf(Locale.ROOT, "%s: %,d random seeks (seek + frame) over the first %,d events; checkpoints every %,d events%n",
                size, count, n, session.checkpointEvery());
        System.out.printf(Locale.ROOT, "median %.3f ms, p99 %.3f ms, max %.3f ms%n", nanos[count / 2] / 1e6,
                nanos[count * 99 / 100] / 1e6, nanos[count - 1] / 1e6);
    }

    private static void frames(ScaleSize size, int seconds, boolean afterEngine) throws Exception {
        System.setProperty("glass.platform", System.getProperty("glass.platform", "Monocle"));
        System.setProperty("monocle.platform", System.getProperty("monocle.platform", "Headless"));
        System.setProperty("prism.order", System.getProperty("prism.order", "sw"));
        System.setProperty("headless.geometry", "1920x1200-32");
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        List<Long> busy = new ArrayList<>();
        List<Long> intervals = new ArrayList<>();
        long[] pulseStart = {0};
        long[] lastPulse = {0};
        int[] framesShown = {0};
        Object[] lastFrame = {null};
        AtScaleView[] view = new AtScaleView[1];
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            // Registered before the view's own timer, so it stamps the start of each pulse.
            AnimationTimer stamp = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    long t = System.nanoTime();
                    if (lastPulse[0] != 0) {
                        intervals.add(t - lastPulse[0]);
                    }
                    lastPulse[0] = t;
                    pulseStart[0] = t;
                }
            };
            stamp.start();
            view[0] = AtScaleWindow.createView();
            Scene scene = new Scene(view[0], AtScaleWindow.WIDTH, AtScaleWindow.HEIGHT);
            scene.addPostLayoutPulseListener(() -> {
                ScaleFrame shown = view[0].viewModel().frame();
                if (shown != lastFrame[0]) {
                    framesShown[0]++;
                    lastFrame[0] = shown;
                }
                if (pulseStart[0] != 0) {
                    busy.add(System.nanoTime() - pulseStart[0]);
                    pulseStart[0] = 0;
                }
            });
            Stage stage = new Stage();
            stage.setScene(scene);
            stage.show();
            view[0].start();
            view[0].viewModel().load(size, AtScaleViewModel.DEFAULT_SEED);
        });
        // Wait for the first frame (generation and the scheduler's first cycle), then play.
        long waitStart = System.nanoTime();
        while (true) {
            Thread.sleep(100);
            CountDownLatch seen = new CountDownLatch(1);
            boolean[] ready = {false};
            Platform.runLater(() -> {
                AtScaleViewModel vm = view[0].viewModel();
                ready[0] = vm.frame() != null && vm.computedMsProperty().get() > 0
                        && (!afterEngine || vm.engineDoneProperty().get());
                seen.countDown();
            });
            seen.await();
            if (ready[0]) {
                break;
            }
        }
        System.out.printf(Locale.ROOT, "%s: %s after %.1f s%n", size, afterEngine ? "engine done" : "first frame",
                (System.nanoTime() - waitStart) / 1e9);
        Platform.runLater(() -> {
            busy.clear();
            intervals.clear();
            framesShown[0] = 0;
            view[0].viewModel().setSpeed(60);
            view[0].viewModel().play();
        });
        Thread.sleep(seconds * 1000L); // not a wait: the measurement plays for the seconds asked
        Platform.runLater(() -> {
            view[0].viewModel().pause();
            done.countDown();
        });
        done.await(10, TimeUnit.SECONDS);
        CountDownLatch report = new CountDownLatch(1);
        Platform.runLater(() -> {
            AtScaleViewModel vm = view[0].viewModel();
            long[] b = busy.stream().mapToLong(Long::longValue).sorted().toArray();
            long[] iv = intervals.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "played %d s at 60x: shown up to %s, engine computed up to %s (%,d events)%n", seconds,
                    ScaleText.clock(vm.frame().timeMs()), ScaleText.clock(vm.computedMsProperty().get()), vm.frame().eventsComputed());
            System.out.printf(Locale.ROOT, "pulses %d (%.1f per second), new frames shown %d (%.1f per second)%n", iv.length + 1,
                    (iv.length + 1) / (double) seconds, framesShown[0], framesShown[0] / (double) seconds);
            System.out.printf(Locale.ROOT, "FX thread per frame (tick, hand-over, canvas, CSS, layout): median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                    pct(b, 50), pct(b, 95), pct(b, 99), b.length == 0 ? 0 : b[b.length - 1] / 1e6);
            System.out.printf(Locale.ROOT, "pulse interval: median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                    pct(iv, 50), pct(iv, 95), pct(iv, 99), iv.length == 0 ? 0 : iv[iv.length - 1] / 1e6);
            String shot = System.getProperty("shot");
            if (shot != null) {
                try {
                    io.boundarylab.app.export.Snapshots.writePng(view[0], java.nio.file.Path.of(shot));
                } catch (java.io.IOException e) {
                    throw new IllegalStateException(e);
                }
            }
            view[0].stop();
            report.countDown();
        });
        report.await();
    }

    private static double pct(long[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, sorted.length * p / 100)] / 1e6;
    }
}
