package io.boundarylab.engine.cluster;

import java.util.EnumSet;
import java.util.Set;

/**
 * Which guarantees of the contract the platform enforces. {@link #POD} enforces all five, as
 * Kubernetes does; {@link #NAIVE} none, treating every container as its own unit.
 */
public record Platform(boolean atomicPlacement, boolean startupOrdering, boolean sharedIdentity,
                       boolean sharedStorage, boolean sharedFate) {

    public static final Platform POD = new Platform(true, true, true, true, true);
    public static final Platform NAIVE = new Platform(false, false, false, false, false);

    /** Whether the platform enforces the given guarantee. */
    public boolean enforces(Guarantee g) {
        return switch (g) {
            case ATOMIC_PLACEMENT -> atomicPlacement;
            case STARTUP_ORDERING -> startupOrdering;
            case SHARED_IDENTITY -> sharedIdentity;
            case SHARED_STORAGE -> sharedStorage;
            case SHARED_FATE -> sharedFate;
        };
    }

    /** This platform with one guarantee switched. */
    public Platform with(Guarantee g, boolean on) {
        Set<Guarantee> set = enforced();
        if (on) set.add(g); else set.remove(g);
        return of(set);
    }

    /** The guarantees enforced, in contract order. */
    public Set<Guarantee> enforced() {
        Set<Guarantee> set = EnumSet.noneOf(Guarantee.class);
        for (Guarantee g : Guarantee.values()) if (enforces(g)) set.add(g);
        return set;
    }

    /** A platform enforcing exactly the given guarantees. */
    public static Platform of(Set<Guarantee> on) {
        return new Platform(on.contains(Guarantee.ATOMIC_PLACEMENT), on.contains(Guarantee.STARTUP_ORDERING),
                on.contains(Guarantee.SHARED_IDENTITY), on.contains(Guarantee.SHARED_STORAGE),
                on.contains(Guarantee.SHARED_FATE));
    }
}
