package ahp.backends.acp.session;

import ahp.backends.acp.rpc.Nodes;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The ACP session id of each chat of one AHP session, kept in
 * {@code <agent folder>/sessions/<SHA-256 of the session URI>.json} so a session brought back after a
 * restart loads the conversations its agent had ({@code session/load}). Written whole, atomically,
 * on each change; kept when the session closes (the daemon may be stopping), dropped with its chat,
 * and dropped when a session of the same URI starts anew (not restored).
 */
final class SessionIds {

    private static final System.Logger LOG = System.getLogger(SessionIds.class.getName());

    private final Path file;
    private final String session;
    private final Map<String, String> ids = new LinkedHashMap<>();

    /** The ids of {@code session}, kept under {@code folder} (in memory only when it is null). */
    SessionIds(Path folder, String session) {
        this.session = session;
        this.file = folder == null ? null : folder.resolve("sessions").resolve(sha256(session) + ".json");
        load();
    }

    /** The ACP session id of {@code chat}, or null. */
    synchronized String get(String chat) {
        return ids.get(chat);
    }

    /** Keeps {@code id} as {@code chat}'s. */
    synchronized void put(String chat, String id) {
        if (!id.equals(ids.put(chat, id))) {
            save();
        }
    }

    /** Forgets every chat's: a session that is not brought back starts with none, whatever an earlier one of its URI left. */
    synchronized void clear() {
        if (!ids.isEmpty() || (file != null && Files.exists(file))) {
            ids.clear();
            try {
                if (file != null) {
                    Files.deleteIfExists(file);
                }
            } catch (IOException e) {
                LOG.log(Level.WARNING, "cannot delete " + file, e);
            }
        }
    }

    /** Forgets {@code chat}'s. */
    synchronized void remove(String chat) {
        if (ids.remove(chat) != null) {
            save();
        }
    }

    private void load() {
        if (file == null) {
            return;
        }
        try {
            JsonNode kept = KeptFile.read(file);
            if (kept == null) {
                return;
            }
            if (!session.equals(Nodes.text(kept, "session"))) {
                LOG.log(Level.WARNING, "{0} belongs to another session; not read", file);
                return;
            }
            ObjectNode chats = Nodes.objectAt(kept, "chats");
            if (chats != null) {
                for (Map.Entry<String, JsonNode> chat : chats.properties()) {
                    if (chat.getValue().isString()) {
                        ids.put(chat.getKey(), chat.getValue().stringValue());
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot read " + file + "; its chats start new ACP sessions", e);
        }
    }

    private void save() {
        if (file == null) {
            return;
        }
        ObjectNode kept = Nodes.object();
        kept.put("session", session);
        ObjectNode chats = kept.putObject("chats");
        ids.forEach(chats::put);
        try {
            KeptFile.write(file, kept);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot write " + file + "; after a restart these chats start new ACP sessions", e);
        }
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
