package ahp.server.wire;

import java.util.List;
import java.util.Map;

/** The root channel's actions this host sends or takes. */
public sealed interface RootAction {

    /** The wire {@code type}. */
    String type();

    /**
     * The whole root list, after any terminal opened, closed, exited, or changed title or claim
     * (host only).
     *
     * @param terminals every listed terminal
     */
    record TerminalsChanged(List<TerminalInfo> terminals) implements RootAction {
        /** The wire type. */
        public static final String TYPE = "root/terminalsChanged";

        /** Copies the list. */
        public TerminalsChanged {
            terminals = List.copyOf(terminals);
        }

        @Override
        public String type() {
            return TYPE;
        }
    }

    /**
     * Root config values changed (a client may send it, with {@code config:change}).
     *
     * @param config the values pushed
     * @param replace whether they replace every value rather than merge; null for merge
     */
    record ConfigChanged(Map<String, Object> config, Boolean replace) implements RootAction {
        /** The wire type. */
        public static final String TYPE = "root/configChanged";

        /** Copies the map. */
        public ConfigChanged {
            config = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(config));
        }

        @Override
        public String type() {
            return TYPE;
        }
    }
}
