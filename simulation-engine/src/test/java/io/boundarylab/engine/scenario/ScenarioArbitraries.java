package io.boundarylab.engine.scenario;

import io.boundarylab.engine.cluster.Platform;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Generators of {@link Scenario}s built from the scenario format's own vocabulary: every field the
 * reader reads (nodes, pods with init containers, sidecars and app containers, restart policies,
 * probes, hooks, resources, volumes, mounts, ports, every kind of step, ReplicaSets, Deployments,
 * Services, the five guarantee switches, the control plane and the scheduler, and actions of every
 * kind). Each scenario is one the reader accepts, in the form the reader gives (a request filled in
 * from its limit, paths normalised, labels sorted), so that reading its text gives it back equal.
 * The file name it carries is {@link #FILE}: parse with that name.
 */
public final class ScenarioArbitraries {
    /** The file name every generated scenario carries (a scenario remembers where it was read from). */
    public static final String FILE = "generated.yaml";

    private ScenarioArbitraries() {
    }

    // ---- single values -------------------------------------------------------------------------

    /** Durations as the format writes them: whole milliseconds up to a day, often round seconds or minutes. */
    public static Arbitrary<Long> durations() {
        return Arbitraries.oneOf(
                Arbitraries.longs().between(1, 600).map(s -> s * 1000),
                Arbitraries.longs().between(1, 90).map(m -> m * 60_000),
                Arbitraries.longs().between(1, 86_400_000));
    }

    static Arbitrary<Long> wholeSeconds(long min, long max) {
        return Arbitraries.longs().between(min, max).map(s -> s * 1000);
    }

    static Arbitrary<Long> cpuMilli() {
        return Arbitraries.oneOf(Arbitraries.longs().between(1, 64).map(c -> c * 1000), Arbitraries.longs().between(1, 8000));
    }

    static Arbitrary<Long> memoryBytes() {
        return Arbitraries.oneOf(Arbitraries.longs().between(1, 4096).map(m -> m << 20), Arbitraries.longs().between(1, 64).map(g -> g << 30),
                Arbitraries.longs().between(1, 1L << 33));
    }

    static Arbitrary<String> paths() {
        return Arbitraries.of("/var/log/web", "/config/app.conf", "/tmp/started", "/data", "/var/log/web/access.log", "/shared/x.txt");
    }

    static Arbitrary<SortedMap<String, String>> labels() {
        return Combinators.combine(Arbitraries.of("", "web", "api", "v1.2"), Arbitraries.of("", "front", "back"))
                .as((app, tier) -> {
                    SortedMap<String, String> m = new TreeMap<>();
                    if (!app.isEmpty()) m.put("app", app);
                    if (!tier.isEmpty()) m.put("example.com/tier", tier);
                    return m;
                });
    }

    static Arbitrary<Resources> resourcesOrNone() {
        return Combinators.combine(cpuMilli().injectNull(0.5), memoryBytes().injectNull(0.5)).as(Resources::new);
    }

    // ---- steps ---------------------------------------------------------------------------------

    static Arbitrary<String> hosts() {
        return Arbitraries.of("localhost", "127.0.0.1", "10.0.1.2");
    }

    static Arbitrary<Integer> ports() {
        return Arbitraries.of(80, 8080, 9090, 65535, 1);
    }

    /** One step of every kind the format has. */
    public static Arbitrary<Step> steps() {
        return Arbitraries.oneOf(
                durations().map(Step.Sleep::new),
                ports().map(Step.Listen::new),
                Combinators.combine(ports(), Arbitraries.of("v1", "v2", "blue").injectNull(0.5)).as(Step.Serve::new),
                Combinators.combine(hosts(), ports(), Arbitraries.of(true, false)).as(Step.Connect::new),
                Combinators.combine(hosts(), ports(), Arbitraries.longs().between(1, 86_400).map(s -> s * 1000)).as(Step.Request::new),
                Combinators.combine(paths(), durations().injectNull(0.5)).as(Step.Write::new),
                paths().map(Step.Require::new),
                paths().map(Step.Ship::new),
                paths().map(Step.Touch::new),
                memoryBytes().map(Step.Allocate::new),
                Combinators.combine(cpuMilli(), durations()).as(Step.BurnCpu::new),
                Arbitraries.integers().between(0, 255).map(Step.Exit::new),
                durations().injectNull(0.5).map(Step.Run::new));
    }

    // ---- probes and hooks ----------------------------------------------------------------------

    /** A probe; {@code livenessOrStartup}: success threshold 1, as Kubernetes requires; readiness takes no grace period. */
    static Arbitrary<ProbeSpec> probes(boolean livenessOrStartup) {
        Arbitrary<ProbeSpec> handler = Arbitraries.oneOf(
                ports().map(p -> new ProbeSpec(p, null, null, null, null, 0, 10_000, 1_000, 1, 3, null)),
                paths().map(f -> new ProbeSpec(null, f, null, null, null, 0, 10_000, 1_000, 1, 3, null)),
                durations().map(d -> new ProbeSpec(null, null, d, null, null, 0, 10_000, 1_000, 1, 3, null)),
                durations().map(d -> new ProbeSpec(null, null, null, d, null, 0, 10_000, 1_000, 1, 3, null)),
                Arbitraries.of("pass", "fail").list().ofMinSize(1).ofMaxSize(4)
                        .map(r -> new ProbeSpec(null, null, null, null, r, 0, 10_000, 1_000, 1, 3, null)));
        return Combinators.combine(handler, wholeSeconds(0, 30), wholeSeconds(1, 60), wholeSeconds(1, 5),
                        Arbitraries.integers().between(1, 5), Arbitraries.integers().between(1, 10), wholeSeconds(0, 60).injectNull(0.7))
                .as((h, delay, period, timeout, success, failure, grace) -> new ProbeSpec(h.port(), h.fileExists(), h.passAfterMs(),
                        h.failAfterMs(), h.results(), delay, period, timeout, livenessOrStartup ? 1 : success, failure,
                        livenessOrStartup ? grace : null));
    }

    static Arbitrary<HookSpec> hooks() {
        return Combinators.combine(Arbitraries.longs().between(0, 5).map(s -> s * 1000), Arbitraries.of(0, 0, 1, 2),
                Arbitraries.of(false, false, true)).as(HookSpec::new);
    }

    // ---- containers ----------------------------------------------------------------------------

    /** How a container is listed: a plain init container, a sidecar (an init container with restartPolicy Always), or an app container. */
    public enum Kind { INIT, SIDECAR, APP }

    private record Extras(ProbeSpec startup, ProbeSpec liveness, ProbeSpec readiness, HookSpec postStart, HookSpec preStop) {
    }

    private record Process(Long sigtermAfter, int sigtermExit, List<Step> steps, int pullFailures) {
    }

    /**
     * A container of the given kind, named {@code name}, mounting some of {@code volumes} (by name).
     */
    public static Arbitrary<ContainerSpec> containers(Kind kind, String name, List<String> volumes) {
        boolean probesAllowed = kind != Kind.INIT;
        Arbitrary<Extras> extras = probesAllowed
                ? Combinators.combine(probes(true).injectNull(0.7), probes(true).injectNull(0.7), probes(false).injectNull(0.7),
                        hooks().injectNull(0.7), hooks().injectNull(0.7)).as(Extras::new)
                : Arbitraries.just(new Extras(null, null, null, null, null));
        Arbitrary<Process> process = Arbitraries.oneOf(
                Arbitraries.just(new Process(null, 143, List.of(new Step.Run(null)), 0)),
                Combinators.combine(Arbitraries.longs().between(0, 30).map(s -> s * 1000).injectNull(0.5), Arbitraries.integers().between(0, 255),
                        steps().list().ofMaxSize(5), Arbitraries.of(0, 0, 1, 3, ContainerSpec.PULL_ALWAYS_FAILS))
                        .as((after, exit, steps, pulls) -> after == null ? new Process(null, 143, steps, pulls) : new Process(after, exit, steps, pulls)));
        Arbitrary<List<PortSpec>> portList = Combinators.combine(ports(), Arbitraries.of(80, 8443).injectNull(0.6),
                        Arbitraries.of(PortSpec.ANY_IP, "127.0.0.1"), Arbitraries.of("TCP", "UDP", "SCTP"))
                .as(PortSpec::new).list().ofMaxSize(2);
        Arbitrary<List<MountSpec>> mounts = volumes.isEmpty() ? Arbitraries.just(List.of())
                : Combinators.combine(Arbitraries.of(volumes), paths()).as(MountSpec::new).list().ofMaxSize(2);
        Arbitrary<String> image = Arbitraries.of(name + ":latest", name + ":v1", "registry.example/" + name + ":v2", name + "@sha256:ab12");
        return Combinators.combine(image, resourcesOrNone(), resourcesOrNone(), portList, mounts, extras, process)
                .as((img, req, lim, ps, ms, ex, pr) -> {
                    // The reader fills a missing request from its limit, and refuses a request above it.
                    Long cpuReq = request(req.cpuMilli(), lim.cpuMilli());
                    Long memReq = request(req.memoryBytes(), lim.memoryBytes());
                    return new ContainerSpec(name, img, kind == Kind.SIDECAR ? RestartPolicy.Always : null, new Resources(cpuReq, memReq), lim,
                            ps, ms, ex.startup(), ex.liveness(), ex.readiness(), ex.postStart(), ex.preStop(),
                            pr.sigtermAfter(), pr.sigtermExit(), pr.steps(), pr.pullFailures());
                });
    }

    /** What the reader makes of a request and a limit: a missing request is the limit; a request stays at or below it. */
    private static Long request(Long request, Long limit) {
        if (request == null) return limit;
        if (limit == null) return request;
        return Long.valueOf(Math.min(request, limit));
    }

    // ---- pods ----------------------------------------------------------------------------------

    static Arbitrary<List<VolumeSpec>> volumes() {
        return Arbitraries.of(0, 1, 2).flatMap(n -> {
            List<Arbitrary<VolumeSpec>> vs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String name = "vol-" + i;
                vs.add(Arbitraries.of("/srv/data", "/var/lib/x").injectNull(0.5).map(hp -> new VolumeSpec(name, hp)));
            }
            return Combinators.combine(vs).as(l -> l);
        });
    }

    private static Arbitrary<List<ContainerSpec>> containerList(int min, int max, boolean init, List<String> volumes) {
        return Arbitraries.integers().between(min, max).flatMap(n -> {
            if (n == 0) return Arbitraries.just(List.<ContainerSpec>of());
            List<Arbitrary<ContainerSpec>> cs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String name = (init ? "init-" : "app-") + i;
                cs.add(init ? Arbitraries.of(Kind.INIT, Kind.SIDECAR).flatMap(k -> containers(k, name, volumes)) : containers(Kind.APP, name, volumes));
            }
            return Combinators.combine(cs).as(l -> l);
        });
    }

    private record PodHead(RestartPolicy policy, long grace, Long deadline, int priority, Resources overhead, String nodeName) {
    }

    /**
     * A pod named {@code name}; {@code controlled}: a controller's template (restartPolicy Always,
     * no deadline, labels given). {@code nodeName} may be set to {@code node-1}, which every
     * generated scenario has.
     */
    public static Arbitrary<PodSpec> pods(String name, boolean controlled, SortedMap<String, String> templateLabels) {
        Arbitrary<PodHead> head = Combinators.combine(controlled ? Arbitraries.just(RestartPolicy.Always) : Arbitraries.of(RestartPolicy.class),
                wholeSeconds(0, 120), controlled ? Arbitraries.just((Long) null) : wholeSeconds(1, 600).injectNull(0.7),
                Arbitraries.integers().between(-10, 2_000_001_000), resourcesOrNone(), Arbitraries.just("node-1").injectNull(0.7))
                .as(PodHead::new);
        return volumes().flatMap(vols -> {
            List<String> names = vols.stream().map(VolumeSpec::name).toList();
            return Combinators.combine(head, controlled ? Arbitraries.just(templateLabels) : labels(),
                    containerList(0, 2, true, names), containerList(1, 3, false, names))
                    .as((h, lb, inits, apps) -> new PodSpec(name, lb, h.policy(), h.grace(), h.deadline(), h.priority(), h.overhead(),
                            h.nodeName(), vols, inits, apps));
        });
    }

    // ---- controllers, Services, actions --------------------------------------------------------

    static Arbitrary<ReplicaSetSpec> replicaSets(String name) {
        SortedMap<String, String> lb = new TreeMap<>(java.util.Map.of("app", name));
        return Combinators.combine(Arbitraries.integers().between(0, 4), pods(name, true, lb))
                .as((n, t) -> new ReplicaSetSpec(name, n, new LabelSelector(lb), t));
    }

    static Arbitrary<DeploymentSpec.Strategy> strategies() {
        Arbitrary<DeploymentSpec.IntOrPercent> iop = Arbitraries.oneOf(Arbitraries.integers().between(0, 3).map(DeploymentSpec.IntOrPercent::of),
                Arbitraries.integers().between(0, 100).map(DeploymentSpec.IntOrPercent::percent));
        return Arbitraries.oneOf(Arbitraries.just(DeploymentSpec.Strategy.DEFAULT), Arbitraries.just(DeploymentSpec.Strategy.RECREATE),
                Combinators.combine(iop, iop).as((s, u) -> s.value() == 0 && u.value() == 0
                        ? new DeploymentSpec.Strategy(false, DeploymentSpec.IntOrPercent.of(1), u) : new DeploymentSpec.Strategy(false, s, u)));
    }

    static Arbitrary<DeploymentSpec> deployments(String name) {
        SortedMap<String, String> lb = new TreeMap<>(java.util.Map.of("app", name, "tier", "front"));
        return Combinators.combine(Arbitraries.integers().between(0, 4), pods(name, true, lb), Arbitraries.longs().between(0, 30), strategies())
                .as((n, t, mr, st) -> new DeploymentSpec(name, n, new LabelSelector(new TreeMap<>(java.util.Map.of("app", name))), t, mr, st));
    }

    static Arbitrary<ServiceSpec> services(String name) {
        Arbitrary<List<ServiceSpec.Port>> portList = Arbitraries.of(1, 2).flatMap(n -> {
            if (n == 1) {
                return Combinators.combine(Arbitraries.of("http").injectNull(0.6), ports(), ports(), Arbitraries.of("TCP", "UDP"))
                        .as((pn, p, t, pr) -> List.of(new ServiceSpec.Port(pn, p, t, pr)));
            }
            return Combinators.combine(ports(), ports()).as((t1, t2) -> List.of(new ServiceSpec.Port("http", 80, t1, "TCP"),
                    new ServiceSpec.Port("metrics", 9090, t2, "TCP")));
        });
        return Combinators.combine(labels(), portList, Arbitraries.of(false, true))
                .as((sel, ps, pub) -> new ServiceSpec(name, new LabelSelector(sel), ps, pub));
    }

    /** What an action is drawn from: its time and choices, turned into a valid action by {@link #action}. */
    private record ActionSeed(long atMs, ActionSpec.Kind kind, int target, int pick, int exitCode, long graceMs, boolean withGrace) {
    }

    private static Arbitrary<ActionSeed> actionSeeds() {
        return Combinators.combine(durations(), Arbitraries.of(ActionSpec.Kind.class), Arbitraries.integers().between(0, 20),
                Arbitraries.integers().between(0, 5), Arbitraries.integers().between(0, 255), wholeSeconds(0, 60), Arbitraries.of(false, true))
                .as(ActionSeed::new);
    }

    /** The seed as an action on what the scenario declares, or null when it declares nothing that kind of action takes. */
    private static ActionSpec action(ActionSeed a, List<NodeSpec> nodes, List<PodSpec> pods, List<ReplicaSetSpec> rss, List<DeploymentSpec> ds) {
        String pick = switch (a.pick() % 4) {
            case 0 -> "oldest";
            case 1 -> "newest";
            default -> Integer.toString(a.pick() % 4 - 2);
        };
        List<FaultTarget.Workload> workloads = new ArrayList<>();
        for (ReplicaSetSpec r : rss) workloads.add(new FaultTarget.Workload("replicaset", r.name(), null));
        for (DeploymentSpec d : ds) workloads.add(new FaultTarget.Workload("deployment", d.name(), null));
        boolean onWorkload = !workloads.isEmpty() && (pods.isEmpty() || a.target() % 3 == 0);
        FaultTarget.Workload w = workloads.isEmpty() ? null : workloads.get(a.target() % workloads.size());
        PodSpec pod = pods.isEmpty() ? null : pods.get(a.target() % pods.size());
        switch (a.kind()) {
            case failNode, recoverNode -> {
                return new ActionSpec(a.atMs(), a.kind(), new FaultTarget.Node(nodes.get(a.target() % nodes.size()).name()), null, 1, null, null, null);
            }
            case scale -> {
                return w == null ? null : new ActionSpec(a.atMs(), a.kind(), w, null, 1, null, a.pick(), null);
            }
            case setImage -> {
                if (onWorkload && w.kind().equals("deployment")) {
                    DeploymentSpec d = ds.get(0);
                    return new ActionSpec(a.atMs(), a.kind(), new FaultTarget.Workload("deployment", d.name(), d.template().containers().get(0).name()),
                            null, 1, d.template().containers().get(0).name() + ":v" + (2 + a.pick()), null, null);
                }
                if (pod == null) return null;
                String c = pod.allContainers().get(a.pick() % pod.allContainers().size()).name();
                return new ActionSpec(a.atMs(), a.kind(), new FaultTarget.Member(pod.name(), c), null, 1, c + ":v9", null, null);
            }
            case crash -> {
                if (onWorkload) {
                    PodSpec t = w.kind().equals("replicaset") ? rss.get(0).template() : ds.get(0).template();
                    return new ActionSpec(a.atMs(), a.kind(), new FaultTarget.Workload(w.kind(), w.name(), t.containers().get(0).name()),
                            null, a.exitCode(), null, null, pick);
                }
                if (pod == null) return null;
                String c = pod.allContainers().get(a.pick() % pod.allContainers().size()).name();
                return new ActionSpec(a.atMs(), a.kind(), new FaultTarget.Member(pod.name(), c), null, a.exitCode(), null, null, null);
            }
            default -> { // delete, evict, killSandbox
                Long grace = a.kind() == ActionSpec.Kind.delete && a.withGrace() ? a.graceMs() : null;
                if (onWorkload) return new ActionSpec(a.atMs(), a.kind(), w, grace, 1, null, null, pick);
                if (pod == null) return null;
                FaultTarget t = a.kind() != ActionSpec.Kind.killSandbox && a.pick() % 2 == 1
                        ? new FaultTarget.Member(pod.name(), pod.containers().get(0).name()) : new FaultTarget.Pod(pod.name());
                return new ActionSpec(a.atMs(), a.kind(), t, grace, 1, null, null, null);
            }
        }
    }

    // ---- the scenario --------------------------------------------------------------------------

    private record Head(String name, long seed, Long until, Platform platform, SchedulerConfig scheduler, ControlPlaneConfig controlPlane) {
    }

    private record Body(List<NodeSpec> nodes, List<PodSpec> pods, List<ReplicaSetSpec> rss, List<DeploymentSpec> ds, List<ServiceSpec> services) {
    }

    static Arbitrary<NodeSpec> node(String name) {
        return Combinators.combine(cpuMilli(), memoryBytes(), Arbitraries.of(110, 110, 0, 4), Arbitraries.of(100L << 20, 100L << 20, 0L, 500_000_000L))
                .as((c, m, p, e) -> new NodeSpec(name, new Resources(c, m), p, e));
    }

    static Arbitrary<Platform> platforms() {
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.of(true, false), Arbitraries.of(true, false),
                Arbitraries.of(true, false), Arbitraries.of(true, false)).as(Platform::new);
    }

    private static <T> Arbitrary<List<T>> indexed(int min, int max, java.util.function.IntFunction<Arbitrary<T>> each) {
        return Arbitraries.integers().between(min, max).flatMap(n -> {
            if (n == 0) return Arbitraries.just(List.<T>of());
            List<Arbitrary<T>> items = new ArrayList<>();
            for (int i = 0; i < n; i++) items.add(each.apply(i));
            return Combinators.combine(items).as(l -> l);
        });
    }

    /** A whole scenario: 1 to 3 nodes, 0 to 3 pods, at most one ReplicaSet and one Deployment, 0 to 2 Services, 0 to 4 actions. */
    public static Arbitrary<Scenario> scenarios() {
        Arbitrary<Head> head = Combinators.combine(Arbitraries.of("gen", "my-experiment", "play.1"), Arbitraries.longs().between(-5, 1_000_000),
                durations().injectNull(0.2), platforms(),
                Combinators.combine(Arbitraries.of(SchedulerConfig.Scoring.class), Arbitraries.of(0, 0, 50, 100)).as(SchedulerConfig::new),
                Arbitraries.oneOf(Arbitraries.just(ControlPlaneConfig.DEFAULT), Arbitraries.just(ControlPlaneConfig.INSTANT),
                        Combinators.combine(durations(), Arbitraries.longs().between(0, 600), Arbitraries.of(ControlPlaneConfig.NodeFailureMode.class),
                                        Arbitraries.of(1, 20, 100, 3_000, ControlPlaneConfig.MAX_KUBE_API),
                                        Arbitraries.of(1, 30, 100, ControlPlaneConfig.MAX_KUBE_API))
                                .as(ControlPlaneConfig::new)))
                .as(Head::new);
        Arbitrary<Body> body = Combinators.combine(indexed(1, 3, i -> node("node-" + (i + 1))), indexed(0, 3, i -> pods("pod-" + i, false, null)),
                indexed(0, 1, i -> replicaSets("web")), indexed(0, 1, i -> deployments("api")), indexed(0, 2, i -> services(i == 0 ? "web" : "api")))
                .as(Body::new);
        return Combinators.combine(head, body, actionSeeds().list().ofMaxSize(4)).as((h, b, seeds) -> {
            List<ActionSpec> actions = new ArrayList<>();
            for (ActionSeed s : seeds) {
                ActionSpec a = action(s, b.nodes(), b.pods(), b.rss(), b.ds());
                if (a != null) actions.add(a);
            }
            return new Scenario(h.name(), h.seed(), h.until(), h.platform(), h.scheduler(), b.nodes(), b.pods(), actions, FILE,
                    new Workloads(h.controlPlane(), b.rss(), b.ds()), b.services());
        });
    }
}
