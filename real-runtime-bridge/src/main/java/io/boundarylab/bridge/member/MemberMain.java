package io.boundarylab.bridge.member;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The one entry point of every member program and of the sandbox holder:
 * {@code MemberMain RUN_ID POD MEMBER STEP...}. A member waits for {@code go} on standard input
 * (so the bridge can put it into its cgroups before it does anything), then runs its steps in
 * order, like the simulation's {@code x-sim} steps:
 * <ul>
 *   <li>{@code hold}: the sandbox holder; does nothing until its pipe closes (no gate)</li>
 *   <li>{@code listen=PORT}: bind 127.0.0.1:PORT and answer connections; a taken port ends the member with exit 1</li>
 *   <li>{@code connect=PORT}, {@code connect-every=PORT:MS}: connect to 127.0.0.1:PORT once, or again and again;
 *       {@code connect-required=PORT}: once, and a refused connection ends the member with exit 1</li>
 *   <li>{@code write=PATH}, {@code write-every=PATH:MS}: append one line, once or periodically; {@code touch=PATH}: create
 *       an empty file (both make the folders above the file)</li>
 *   <li>{@code require=PATH}: a missing file ends the member with exit 1 (config missing)</li>
 *   <li>{@code ship-every=PATH:MS}: count new lines in a file, or in the files under a directory</li>
 *   <li>{@code volume=PATH}: report which filesystem instance is mounted at a path</li>
 *   <li>{@code sleep=MS}, {@code allocate-mb=N}, {@code burn=THREADS:MS}, {@code forever}, {@code exit=CODE}</li>
 *   <li>{@code meminfo}, {@code kernel}, {@code whoami}, {@code set-clock=DATE_PATH}: report what the kernel tells the member</li>
 * </ul>
 * When the pipe from the bridge closes (the bridge ended or died) the member exits at once.
 */
public final class MemberMain {

    private final PrintStream out;
    private final String pod;
    private final String member;
    private final List<byte[]> retained = new ArrayList<>();
    private final Map<Path, Long> shippedLines = new HashMap<>();

    private MemberMain(PrintStream out, String pod, String member) {
        this.out = out;
        this.pod = pod;
        this.member = member;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: MemberMain RUN_ID POD MEMBER STEP...");
            System.exit(2);
        }
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        MemberMain m = new MemberMain(out, args[1], args[2]);
        // owner=PID:STARTTIME names the bridge JVM for the sweep; it is not a step.
        List<String> steps = List.of(args).subList(3, args.length).stream().filter(a -> !a.startsWith("owner=")).toList();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if (steps.equals(List.of("hold"))) {
            m.report("holding", Map.of("pid", Long.toString(ProcessHandle.current().pid())));
            while (in.readLine() != null) {
                // the holder only owns namespaces; it ends when the bridge's pipe closes
            }
            System.exit(0);
        }
        String gate = in.readLine();
        if (!"go".equals(gate)) System.exit(0);
        Thread watcher = new Thread(() -> {
            try {
                while (in.readLine() != null) {
                    // nothing else is sent; end of input means the bridge is gone
                }
            } catch (IOException ignored) {
                // same as end of input
            }
            Runtime.getRuntime().halt(0);
        }, "pipe-watcher");
        watcher.setDaemon(true);
        watcher.start();
        m.identity();
        int code = m.run(steps);
        m.report("exiting", Map.of("code", Integer.toString(code)));
        System.exit(code);
    }

    private int run(List<String> steps) throws Exception {
        for (String step : steps) {
            int eq = step.indexOf('=');
            String op = eq < 0 ? step : step.substring(0, eq);
            String arg = eq < 0 ? "" : step.substring(eq + 1);
            switch (op) {
                case "listen" -> {
                    if (!listen(Integer.parseInt(arg))) return 1;
                }
                case "connect" -> connect(Integer.parseInt(arg));
                case "connect-required" -> {
                    if (!connect(Integer.parseInt(arg))) return 1;
                }
                case "touch" -> touch(Path.of(arg));
                case "connect-every" -> every(arg, a -> connect(Integer.parseInt(a)));
                case "write" -> write(Path.of(arg));
                case "write-every" -> every(arg, a -> write(Path.of(a)));
                case "require" -> {
                    if (!Files.exists(Path.of(arg))) {
                        report("missing", Map.of("path", arg));
                        return 1;
                    }
                    report("found", Map.of("path", arg));
                }
                case "ship-every" -> every(arg, a -> ship(Path.of(a)));
                case "volume" -> volume(Path.of(arg));
                case "sleep" -> Thread.sleep(Long.parseLong(arg));
                case "allocate-mb" -> allocate(Integer.parseInt(arg));
                case "burn" -> burn(arg);
                case "forever" -> Thread.sleep(Long.MAX_VALUE);
                case "exit" -> {
                    return Integer.parseInt(arg);
                }
                // The concept deck's facts, read from inside the boundary (see KernelFacts).
                case "meminfo" -> report("meminfo", KernelFacts.meminfo());
                case "kernel" -> report("kernel", KernelFacts.kernel());
                case "whoami" -> report("user", KernelFacts.user());
                case "set-clock" -> report("clock", KernelFacts.setClock(arg));
                default -> throw new IllegalArgumentException("unknown step " + step);
            }
        }
        return 0;
    }

    private interface Action {
        void run(String arg) throws Exception;
    }

    /** Runs {@code ARG:MS} periodically in the background. */
    private void every(String spec, Action action) {
        int colon = spec.lastIndexOf(':');
        String arg = spec.substring(0, colon);
        long periodMs = Long.parseLong(spec.substring(colon + 1));
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    action.run(arg);
                    Thread.sleep(periodMs);
                }
            } catch (Exception e) {
                report("error", Map.of("message", String.valueOf(e.getMessage())));
            }
        }, "every");
        t.setDaemon(true);
        t.start();
    }

    private void identity() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("pid", Long.toString(ProcessHandle.current().pid()));
        f.put("hostname", readTrim(Path.of("/proc/sys/kernel/hostname")));
        for (String ns : List.of("net", "mnt", "uts", "ipc")) {
            try {
                String link = Files.readSymbolicLink(Path.of("/proc/self/ns", ns)).toString();
                f.put(ns, link.substring(link.indexOf('[') + 1, link.indexOf(']')));
            } catch (IOException e) {
                f.put(ns, "unknown");
            }
        }
        f.put("uptimeMs", Long.toString(ManagementFactory.getRuntimeMXBean().getUptime()));
        report("identity", f);
    }

    private boolean listen(int port) {
        try {
            ServerSocket server = new ServerSocket();
            // SO_REUSEADDR lets a restarted member rebind past the old connections in TIME_WAIT; Linux
            // still refuses a second listener on the same address with EADDRINUSE.
            server.setReuseAddress(true);
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            report("bound", Map.of("port", Integer.toString(port)));
            Thread t = new Thread(() -> {
                while (true) {
                    try (Socket s = server.accept(); OutputStream o = s.getOutputStream()) {
                        o.write((member + "\n").getBytes(StandardCharsets.UTF_8));
                    } catch (IOException e) {
                        return;
                    }
                }
            }, "accept");
            t.setDaemon(true);
            t.start();
            return true;
        } catch (IOException e) {
            report("bind-failed", Map.of("port", Integer.toString(port), "errno", Errno.name(e.getMessage()),
                    "errnoNumber", Integer.toString(Errno.number(e.getMessage())), "message", String.valueOf(e.getMessage())));
            return false;
        }
    }

    private boolean connect(int port) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
            s.setSoTimeout(1000);
            String reply = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)).readLine();
            report("connected", Map.of("port", Integer.toString(port), "reply", String.valueOf(reply)));
            return true;
        } catch (IOException e) {
            report("refused", Map.of("port", Integer.toString(port), "errno", Errno.name(e.getMessage()),
                    "errnoNumber", Integer.toString(Errno.number(e.getMessage())), "message", String.valueOf(e.getMessage())));
            return false;
        }
    }

    private int written;

    private void write(Path file) throws IOException {
        makeParent(file);
        Files.writeString(file, pod + "/" + member + " line " + (++written) + "\n", StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        if (written == 1) report("written", Map.of("path", file.toString()));
    }

    private void touch(Path file) throws IOException {
        makeParent(file);
        if (!Files.exists(file)) Files.createFile(file);
        report("written", Map.of("path", file.toString()));
    }

    private static void makeParent(Path file) throws IOException {
        Path parent = file.getParent();
        if (parent != null) Files.createDirectories(parent);
    }

    private void ship(Path dir) throws IOException {
        long fresh = 0;
        long total = 0;
        if (Files.exists(dir)) {
            // A file is shipped as it is; a directory, every file under it.
            try (Stream<Path> files = Files.isDirectory(dir) ? Files.walk(dir) : Stream.of(dir)) {
                for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                    long lines;
                    try (Stream<String> s = Files.lines(f)) {
                        lines = s.count();
                    }
                    long before = shippedLines.getOrDefault(f, 0L);
                    if (lines > before) {
                        fresh += lines - before;
                        shippedLines.put(f, lines);
                    }
                    total += shippedLines.getOrDefault(f, 0L);
                }
            }
        }
        if (fresh > 0) report("shipped", Map.of("lines", Long.toString(fresh), "total", Long.toString(total)));
    }

    /** Reports the device (major:minor) of the mount that holds the path, read from mountinfo. */
    private void volume(Path path) throws IOException {
        String best = "";
        String dev = "none";
        String fs = "none";
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
            String[] f = line.split(" ");
            String mountPoint = f[4];
            if ((path.toString().equals(mountPoint) || path.toString().startsWith(mountPoint.endsWith("/") ? mountPoint : mountPoint + "/"))
                    && mountPoint.length() >= best.length()) {
                best = mountPoint;
                dev = f[2];
                int dash = line.indexOf(" - ");
                fs = line.substring(dash + 3).split(" ")[0];
            }
        }
        report("volume", Map.of("path", path.toString(), "dev", dev, "fstype", fs, "mountPoint", best));
    }

    private void allocate(int maxMb) {
        int stepMb = 4;
        for (int mb = stepMb; mb <= maxMb; mb += stepMb) {
            byte[] chunk = new byte[stepMb * 1024 * 1024];
            // Touch every page so the kernel really charges the memory to this member's cgroup.
            for (int i = 0; i < chunk.length; i += 4096) chunk[i] = 1;
            retained.add(chunk);
            report("allocated", Map.of("mb", Integer.toString(mb)));
        }
    }

    private void burn(String spec) throws InterruptedException {
        String[] p = spec.split(":");
        int threads = Integer.parseInt(p[0]);
        long ms = Long.parseLong(p[1]);
        long start = System.nanoTime();
        long end = start + ms * 1_000_000L;
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Thread t = new Thread(() -> {
                long x = 0;
                while (System.nanoTime() < end) x += x * 31 + 7;
                if (x == 42) report("unlikely", Map.of());
            }, "burn-" + i);
            t.start();
            workers.add(t);
        }
        for (Thread t : workers) t.join();
        long cpuMs = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000L : -1;
        report("burned", Map.of("threads", Integer.toString(threads), "wallMs", Long.toString((System.nanoTime() - start) / 1_000_000L),
                "cpuMs", Long.toString(cpuMs)));
    }

    private static String readTrim(Path p) {
        try {
            return Files.readString(p).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private synchronized void report(String kind, Map<String, String> fields) {
        out.println(new Report(kind, fields).line());
        out.flush();
    }
}
