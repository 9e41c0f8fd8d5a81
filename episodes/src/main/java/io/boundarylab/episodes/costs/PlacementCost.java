package io.boundarylab.episodes.costs;

/**
 * The placement cost of one boundary, computed by the engine: the helper alone, and the helper
 * with its companion in one group, on one node with the given free memory.
 *
 * @param helperMemory    the helper's memory request, as a quantity ("50Mi")
 * @param companionMemory the companion's ("3Gi")
 * @param nodeFreeMemory  the node's free memory ("64Mi")
 * @param helperAlone     the helper in a boundary of its own
 * @param group           the helper and its companion as one boundary
 */
public record PlacementCost(String helperMemory, String companionMemory, String nodeFreeMemory,
                            PlacementOutcome helperAlone, PlacementOutcome group) {

    /** The cost shows: the helper fits alone but the group does not. */
    public boolean costVisible() {
        return helperAlone.placed() && !group.placed();
    }
}
