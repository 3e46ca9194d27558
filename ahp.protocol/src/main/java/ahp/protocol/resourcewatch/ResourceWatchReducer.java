package ahp.protocol.resourcewatch;

import ahp.protocol.Action;

/**
 * The resource-watch channel's reducer: every action, {@code resourceWatch/changed} included, leaves
 * the state as it is. The changes are events for the subscriber, not state.
 */
public final class ResourceWatchReducer {

    private ResourceWatchReducer() {}

    /** {@code state} itself, whatever {@code action} is. */
    public static ResourceWatchState reduce(ResourceWatchState state, Action action) {
        return state;
    }
}
