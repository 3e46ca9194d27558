package ahp.server.host;

import ahp.protocol.Channels;
import ahp.protocol.command.Snapshot;

/** A channel's snapshot in the host's own shape; taken under the sequence lock. */
final class Snapshots {

    private Snapshots() {}

    /** The snapshot of {@code channel}, which must be the root or a terminal this host holds. */
    static Snapshot of(Host host, String channel) {
        long fromSeq = host.sequencer().current();
        if (Channels.ROOT.equals(channel)) {
            return new Snapshot(channel, host.rootState(), fromSeq);
        }
        return new Snapshot(channel, host.terminals().get(channel).model().snapshot(), fromSeq);
    }
}
