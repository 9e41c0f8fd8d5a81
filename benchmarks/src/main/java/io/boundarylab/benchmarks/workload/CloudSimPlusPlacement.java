package io.boundarylab.benchmarks.workload;

import ch.qos.logback.classic.Level;
import org.cloudsimplus.allocationpolicies.VmAllocationPolicyFirstFit;
import org.cloudsimplus.brokers.DatacenterBroker;
import org.cloudsimplus.brokers.DatacenterBrokerSimple;
import org.cloudsimplus.core.CloudSimPlus;
import org.cloudsimplus.datacenters.DatacenterSimple;
import org.cloudsimplus.hosts.Host;
import org.cloudsimplus.hosts.HostSimple;
import org.cloudsimplus.resources.Pe;
import org.cloudsimplus.resources.PeSimple;
import org.cloudsimplus.util.Log;
import org.cloudsimplus.vms.Vm;
import org.cloudsimplus.vms.VmSimple;

import java.util.ArrayList;
import java.util.List;

/**
 * The placement storm on CloudSim Plus, matched in counts: as many hosts as nodes (32 cores of
 * 1,000 MIPS, 128 GiB each), as many single-core VMs as pods with the same four memory sizes,
 * placed by {@link VmAllocationPolicyFirstFit} when the broker submits them all at time 0.
 * The simulation is built in the constructor and run by {@link #run()}.
 */
public final class CloudSimPlusPlacement {
    private static final long[] RAM_MB = {512, 1024, 2048, 4096};
    private final CloudSimPlus simulation;
    private final DatacenterBroker broker;

    public CloudSimPlusPlacement(int hosts, int vms) {
        // CloudSim Plus logs every VM creation at INFO: a log line per VM would be what we measure.
        Log.setLevel(Level.OFF);
        simulation = new CloudSimPlus();
        List<Host> hostList = new ArrayList<>(hosts);
        for (int i = 0; i < hosts; i++) {
            List<Pe> pes = new ArrayList<>(32);
            for (int p = 0; p < 32; p++) pes.add(new PeSimple(1000));
            hostList.add(new HostSimple(128 * 1024, 100_000, 1_000_000, pes));
        }
        new DatacenterSimple(simulation, hostList, new VmAllocationPolicyFirstFit());
        broker = new DatacenterBrokerSimple(simulation);
        List<Vm> vmList = new ArrayList<>(vms);
        for (int i = 0; i < vms; i++) {
            vmList.add(new VmSimple(1000, 1).setRam(RAM_MB[(i >> 2) & 3]).setBw(10).setSize(1000));
        }
        broker.submitVmList(vmList);
    }

    /** Runs the simulation to its end; returns how many VMs were created on a host. */
    public int run() {
        simulation.start();
        return broker.getVmCreatedList().size();
    }
}
