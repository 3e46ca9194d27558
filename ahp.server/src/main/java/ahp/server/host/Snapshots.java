package ahp.server.host;

import ahp.protocol.Channels;
import ahp.protocol.command.Snapshot;

/** A channel's snapshot in the host's own shape; taken under the sequence lock. */
final class Snapshots {

    private Snapshots() {}

    /** The snapshot of {@code channel}, which must be the root, a terminal, a session, a chat or a resource watch this host holds. */
    static Snapshot of(Host host, String channel) {
        long fromSeq = host.sequencer().current();
        if (Channels.ROOT.equals(channel)) {
            return new Snapshot(channel, host.rootState(), fromSeq);
        }
        TerminalChannel terminal = host.terminals() == null ? null : host.terminals().get(channel);
        if (terminal != null) {
            return new Snapshot(channel, terminal.model().snapshot(), fromSeq);
        }
        tools.jackson.databind.node.ObjectNode watch = host.watches().state(channel);
        if (watch != null) {
            return new Snapshot(channel, ahp.protocol.resourcewatch.ResourceWatchState.of(watch), fromSeq);
        }
        return new Snapshot(channel, host.sessions().state(channel), fromSeq);
    }
}
