package io.boundarylab.bridge.sandbox;

import io.boundarylab.bridge.experiment.*;
import org.junit.jupiter.api.Test;

class SandboxSmokeKernelTest {
    @Test
    void smoke() {
        Host host = Host.detect();
        for (Experiment e : Experiments.all()) {
            for (Variant v : e.variants()) {
                long t0 = System.nanoTime();
                KernelRun r;
                try (Run run = Run.open(host)) {
                    r = e.run(run, v);
                }
                System.out.println("== " + e.id() + " " + v + " " + (System.nanoTime() - t0) / 1_000_000 + " ms");
                r.observations().forEach(o -> System.out.println("  " + o.key() + " = " + o.value()));
                r.trace().forEach(t -> System.out.println("  #" + t.seq() + " " + t.tMs() + " " + t.type() + " " + t.pod() + "/" + t.container() + " node=" + t.node() + " ip=" + t.ip() + " vol=" + t.volume() + " code=" + t.exitCode() + " reason=" + t.reason() + " : " + t.message()));
            }
        }
    }
}
