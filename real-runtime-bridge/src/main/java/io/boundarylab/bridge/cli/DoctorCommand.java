package io.boundarylab.bridge.cli;

import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.sandbox.Host;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;
import java.util.function.Supplier;

/** {@code bridge doctor}: what this machine allows, found by trying, and which experiments can run. */
@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = "Show what this machine allows (root or user namespaces, cgroup v2/hybrid/v1, writable controllers, tools) "
                + "and, for each experiment, whether it can run for real, and if not why and what would enable it.")
public final class DoctorCommand implements Callable<Integer> {

    private final Supplier<Host> host;

    @Option(names = "--format", description = "text or json (default: ${DEFAULT-VALUE})", defaultValue = "text")
    private Format format;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    DoctorCommand(Supplier<Host> host) {
        this.host = host;
    }

    @Override
    public Integer call() {
        Doctor.Report report = new Doctor(host.get()).examine();
        ReportWriter w = new ReportWriter(spec.commandLine().getOut());
        if (format == Format.json) w.json(ReportWriter.doctorJson(report));
        else w.doctor(report);
        return report.experiments().stream().allMatch(Doctor.Readiness::canRun) ? 0 : BridgeCommand.CANNOT_RUN;
    }
}
