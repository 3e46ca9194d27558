package ahp.server.host;

import ahp.protocol.version.ProtocolVersion;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The clients that completed a handshake, by client id, so one that lost its connection can
 * {@code reconnect} and keep the version it negotiated. Bounded: the least recently seen are
 * forgotten first.
 */
final class ClientRecords {

    /**
     * What a reconnect needs to know.
     *
     * @param userName who signed in with this client id (only they may resume it)
     * @param speaks the version it negotiated
     */
    record ClientRecord(String userName, ProtocolVersion speaks) {}

    private static final int CAPACITY = 10_000;

    private final Map<String, ClientRecord> records = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ClientRecord> eldest) {
            return size() > CAPACITY;
        }
    };

    /** Remembers a client's handshake. */
    synchronized void remember(String clientId, ClientRecord record) {
        records.put(clientId, record);
    }

    /** The client's record, or null when this host does not know it. */
    synchronized ClientRecord find(String clientId) {
        return records.get(clientId);
    }
}
