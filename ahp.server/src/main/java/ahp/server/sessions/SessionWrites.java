package ahp.server.sessions;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes to a session's folder of the {@link SessionStore}: one write at a time per session, none
 * after its folder was removed (so a turn ending as its session is disposed cannot bring the folder
 * back), and a write that fails reported in the log. Nothing is written by a host without a store.
 */
final class SessionWrites {

    private static final System.Logger LOG = System.getLogger(SessionWrites.class.getName());

    private SessionWrites() {}

    /** Writes a session's own file (off no terminal's thread: callers are requests and turn endings). */
    static void persist(Sessions sessions, LiveSession session) {
        persist(sessions, session, false);
    }

    /**
     * {@link #persist} at the end of a turn that was kept as a local turn: skipped when only the
     * session's date changed, which the kept turn's end already says (the loader dates a session
     * with local turns from their ends). A turn's end thus writes one file, not two.
     */
    static void persistAfterKeptTurn(Sessions sessions, LiveSession session) {
        persist(sessions, session, true);
    }

    private static void persist(Sessions sessions, LiveSession session, boolean unlessOnlyDated) {
        write(sessions, session, null, "the session", store -> {
            // Read under the store lock: two writes racing each write what the session is when it
            // writes, so an older one never lands over a newer one (a rename, issue 41).
            StoredSession stored = sessions.host.locked(session::stored);
            StoredSession undated = stored.undated();
            if (unlessOnlyDated && undated.equals(session.written)) {
                return;
            }
            store.saveSession(stored);
            session.written = undated;
        });
    }

    /**
     * Writes a new session's file (and its config, where it has one), or runs {@code takeBack} and
     * refuses {@code createSession} with why (a full disk, say): a session the store cannot keep would
     * be gone at the next start.
     */
    static void keepNewOrRefuse(Sessions sessions, LiveSession session, Runnable takeBack) {
        if (sessions.store == null) {
            return;
        }
        StoredSession stored = sessions.host.locked(session::stored);
        try {
            ObjectNode config = SessionConfigs.of(sessions, session);
            synchronized (session.storeLock) {
                sessions.store.saveSession(stored);
                if (config != null) {
                    sessions.store.saveConfig(session.id, config);
                }
            }
        } catch (IOException cannot) {
            takeBack.run();
            LOG.log(Level.ERROR, "Could not keep the new session " + session.uri + " in the session store", cannot);
            throw new ahp.protocol.jsonrpc.RpcException(ahp.protocol.jsonrpc.ErrorCode.INTERNAL_ERROR,
                    "Cannot keep the session in the session store: "
                    + (cannot.getMessage() == null ? cannot.toString() : cannot.getMessage()));
        }
    }

    /**
     * Writes a turn that ended in {@code chat}, unless the chat is gone or the session's dispose
     * wrote it first ({@link #writeUnwrittenTurns}).
     */
    static void writeTurn(Sessions sessions, LiveChat chat, StoredTurn turn) {
        write(sessions, chat.session, chat, "turn " + turn.sequence(), store -> {
            if (sessions.host.locked(() -> chat.unwrittenTurns.remove(turn))) {
                store.saveTurn(chat.session.id, chat.id, turn);
            }
        });
    }

    /**
     * Writes the turns of a session being disposed of that ended and are not on disk yet, so whether
     * its folder holds a turn (kept in the trash, or deleted) is decided on every turn it had; the
     * caller holds the session's store lock and has marked the session disposed.
     */
    static void writeUnwrittenTurns(Sessions sessions, LiveSession session) {
        for (LiveChat chat : sessions.host.locked(() -> List.copyOf(session.chats.values()))) {
            List<StoredTurn> unwritten = sessions.host.locked(() -> {
                List<StoredTurn> turns = List.copyOf(chat.unwrittenTurns);
                chat.unwrittenTurns.clear();
                return turns;
            });
            for (StoredTurn turn : unwritten) {
                try {
                    sessions.store.saveTurn(session.id, chat.id, turn);
                } catch (IOException cannot) {
                    LOG.log(Level.ERROR, "Could not keep turn " + turn.sequence() + " of " + session.uri
                            + " before disposing of it", cannot);
                }
            }
        }
    }

    /** Writes to a session's folder, unless the session (or {@code chat}, when given) is gone. */
    static void write(Sessions sessions, LiveSession session, LiveChat chat, String what, StoreWrite write) {
        if (sessions.store == null) {
            return;
        }
        synchronized (session.storeLock) {
            if (session.disposed || chat != null && chat.disposed) {
                return;
            }
            try {
                write.run(sessions.store);
            } catch (IOException cannot) {
                LOG.log(Level.ERROR, "Could not keep " + what + " of " + session.uri + " in the session store", cannot);
            }
        }
    }
}
