package io.boundarylab.engine.scenario;

import java.util.List;

/**
 * A container of a pod, as Kubernetes declares it, plus the simulated process ({@code x-sim}).
 *
 * @param restartPolicy only on init containers: {@code Always} makes a native sidecar; else null
 * @param onSigtermAfterMs how long the process takes to end after SIGTERM (null: at once)
 * @param onSigtermExitCode the exit code when it ends after SIGTERM (default 143)
 * @param pullFailures how many pulls of its image fail before one succeeds: 0 (none, the default),
 *                     or {@link #PULL_ALWAYS_FAILS}
 */
public record ContainerSpec(String name, String image, RestartPolicy restartPolicy, Resources requests, Resources limits,
                            List<PortSpec> ports, List<MountSpec> volumeMounts,
                            ProbeSpec startupProbe, ProbeSpec livenessProbe, ProbeSpec readinessProbe,
                            HookSpec postStart, HookSpec preStop,
                            Long onSigtermAfterMs, int onSigtermExitCode, List<Step> steps, int pullFailures) {
    /** {@code pullFailures: always}: no pull of the image ever succeeds. */
    public static final int PULL_ALWAYS_FAILS = Integer.MAX_VALUE;

    /** A container whose image pulls as it should. */
    public ContainerSpec(String name, String image, RestartPolicy restartPolicy, Resources requests, Resources limits,
                         List<PortSpec> ports, List<MountSpec> volumeMounts,
                         ProbeSpec startupProbe, ProbeSpec livenessProbe, ProbeSpec readinessProbe,
                         HookSpec postStart, HookSpec preStop,
                         Long onSigtermAfterMs, int onSigtermExitCode, List<Step> steps) {
        this(name, image, restartPolicy, requests, limits, ports, volumeMounts, startupProbe, livenessProbe, readinessProbe,
                postStart, preStop, onSigtermAfterMs, onSigtermExitCode, steps, 0);
    }

    public ContainerSpec {
        if (pullFailures < 0) throw new IllegalArgumentException("pullFailures < 0");
        ports = List.copyOf(ports);
        volumeMounts = List.copyOf(volumeMounts);
        steps = List.copyOf(steps);
    }

    /** Whether this init container is a native sidecar (init container with restartPolicy Always). */
    public boolean isSidecar() {
        return restartPolicy == RestartPolicy.Always;
    }

    /** This container with another image (a {@code setImage} action). */
    public ContainerSpec withImage(String newImage) {
        return new ContainerSpec(name, newImage, restartPolicy, requests, limits, ports, volumeMounts, startupProbe,
                livenessProbe, readinessProbe, postStart, preStop, onSigtermAfterMs, onSigtermExitCode, steps, pullFailures);
    }
}
