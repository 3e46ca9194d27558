package ahp.server.host;

import ahp.server.wire.WireView;
import tools.jackson.databind.JsonNode;

/** A channel's snapshot as one version reads it; taken under the sequence lock. */
final class Snapshots {

    private Snapshots() {}

    /** The snapshot of {@code channel}, which must be the root or a terminal this host holds. */
    static JsonNode of(Host host, String channel, WireView view) {
        long fromSeq = host.sequencer().current();
        if (HostChannels.ROOT.equals(channel)) {
            return view.snapshot(channel, view.rootState(host.rootState()), fromSeq);
        }
        TerminalChannel terminal = host.terminals().get(channel);
        return view.snapshot(channel, view.terminalState(terminal.model().state()), fromSeq);
    }
}
