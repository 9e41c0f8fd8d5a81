package io.boundarylab.bridge.cli;

import io.boundarylab.bridge.doctor.Doctor;
import io.boundarylab.bridge.sandbox.Host;
import io.boundarylab.engine.cli.CommandStreams;
import io.boundarylab.engine.cli.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;
import java.util.function.Supplier;

/** {@code bridge doctor}: what this machine allows, found by trying, and which experiments can run. */
@Command(name = "doctor", resourceBundle = "io.boundarylab.bridge.cli.Doctor")
public final class DoctorCommand implements Callable<Integer> {

    private final Supplier<Host> host;

    @Option(names = "--format", descriptionKey = "format", defaultValue = "text")
    private Format format;

    @CommandLine.Mixin
    CommandStreams streams;

    DoctorCommand(Supplier<Host> host) {
        this.host = host;
    }

    @Override
    public Integer call() {
        Doctor.Report report = new Doctor(host.get()).examine();
        ReportWriter w = new ReportWriter(streams.out());
        if (format == Format.json) w.json(ReportWriter.doctorJson(report));
        else w.doctor(report);
        return report.experiments().stream().allMatch(Doctor.Readiness::canRun) ? ExitCodes.OK : ExitCodes.CANNOT_RUN;
    }
}
