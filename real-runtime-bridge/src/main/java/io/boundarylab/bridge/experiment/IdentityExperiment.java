package io.boundarylab.bridge.experiment;

import io.boundarylab.bridge.sandbox.MemberProcess;
import io.boundarylab.bridge.sandbox.MemberSpec;
import io.boundarylab.bridge.sandbox.PodSandbox;
import io.boundarylab.bridge.sandbox.Run;
import io.boundarylab.engine.cluster.Guarantee;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Episode 3, identity: web listens on 127.0.0.1:8080; the helper connects to 127.0.0.1:8080 and
 * then tries to listen on 8080 itself. Naive: separate network namespaces, so the connect is
 * refused (ECONNREFUSED) and each member can bind 8080. Contract: one shared network namespace,
 * so the connect succeeds, the second bind fails with EADDRINUSE and the hostname is shared.
 */
public final class IdentityExperiment implements Experiment {

    static final String POD = "web-app";

    @Override
    public String id() {
        return "identity";
    }

    @Override
    public Set<Guarantee> guarantees() {
        return EnumSet.of(Guarantee.SHARED_IDENTITY);
    }

    @Override
    public Set<Requirement> requirements() {
        return EnumSet.of(Requirement.PRIVILEGE, Requirement.TOOLS, Requirement.NETWORK_NAMESPACE, Requirement.MOUNT_NAMESPACE,
                Requirement.MEMORY_AND_PIDS_CEILINGS, Requirement.GROUP_KILL);
    }

    @Override
    public KernelRun run(Run run, Variant variant) {
        ExperimentContext ctx = new ExperimentContext(run, id(), variant);
        PodSandbox webBox;
        PodSandbox helperBox;
        if (variant == Variant.CONTRACT) {
            webBox = run.sandbox(POD, POD, List.of());
            helperBox = webBox;
        } else {
            webBox = run.sandbox(POD + "-web", POD, List.of());
            helperBox = run.sandbox(POD + "-log-helper", POD, List.of());
        }
        MemberProcess web = ctx.start(webBox, MemberSpec.of("web", "listen=8080", "forever"));
        web.await("bound", 15_000);
        MemberProcess helper = ctx.start(helperBox, MemberSpec.of("log-helper", "connect=8080", "listen=8080", "forever"));
        helper.await(r -> r.kind().equals("bound") || r.kind().equals("bind-failed"), 15_000);
        if (variant == Variant.CONTRACT) helper.awaitExit(10_000);

        ctx.observe("sameNetworkNamespace", webBox.namespace("net").equals(helperBox.namespace("net")));
        ctx.observe("sameUtsNamespace", webBox.namespace("uts").equals(helperBox.namespace("uts")));
        ctx.observe("sameHostname", Experiments.field(web, "identity", "hostname").equals(Experiments.field(helper, "identity", "hostname")));
        ctx.finish();
        return ctx.result();
    }
}
