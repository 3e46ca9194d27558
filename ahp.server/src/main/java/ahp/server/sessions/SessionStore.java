package ahp.server.sessions;

import ahp.protocol.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.node.ObjectNode;

/**
 * The session store: a folder per session under one root, each file written atomically
 * ({@link AtomicFiles}), so a daemon killed at any moment restarts with every file whole. A file that
 * is not whole anyway, or not this store's, is reported in the log and skipped; nothing here stops a
 * daemon from starting. Paths are built only from ids {@link SessionIds} validated, and the store
 * follows no link it did not make: a session folder or file that is a symbolic link is skipped.
 *
 * <pre>
 * root/&lt;session id&gt;/session.json                               the session ({@link StoredSession})
 * root/&lt;session id&gt;/config.json                                its config: schema and values ({@code SessionConfigState})
 * root/&lt;session id&gt;/chats/&lt;chat id&gt;/turns/&lt;sequence&gt;.json   a local turn ({@link StoredTurn})
 * root/&lt;session id&gt;/chats/&lt;chat id&gt;/terminals/&lt;key&gt;.json     a retained terminal ({@link RetainedOutput})
 * </pre>
 */
public final class SessionStore {

    private static final System.Logger LOG = System.getLogger(SessionStore.class.getName());
    private static final String SESSION_FILE = "session.json";
    private static final String CONFIG_FILE = "config.json";

    private final Path root;
    private final SessionTrash trash;

    /** A store under {@code root}, made when missing (mode 0700 where the file system has modes). */
    public SessionStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
        this.trash = new SessionTrash(this.root);
        try {
            Files.createDirectories(this.root);
            try {
                Files.setPosixFilePermissions(this.root, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
            } catch (UnsupportedOperationException noModes) {
                // not a POSIX file system
            }
        } catch (IOException cannot) {
            throw new UncheckedIOException("cannot make the session store " + this.root, cannot);
        }
        trash.empty(java.time.Instant.now());
    }

    /** The store's folder. */
    public Path root() {
        return root;
    }

    /** Writes a session's own file. */
    public void saveSession(StoredSession session) throws IOException {
        String id = SessionIds.session(session.resource(), "resource");
        AtomicFiles.write(sessionFolder(id).resolve(SESSION_FILE), Json.MAPPER.writeValueAsBytes(session));
    }

    /** Every session whose file is whole, in no particular order; the others are logged and skipped. */
    public List<StoredSession> loadSessions() {
        List<StoredSession> sessions = new ArrayList<>();
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(root)) {
            for (Path folder : folders) {
                String id = folder.getFileName().toString();
                if (!SessionIds.valid(id) || !Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                read(folder.resolve(SESSION_FILE), StoredSession.class).ifPresent(session -> {
                    if (namesFolder(session.resource(), id)) {
                        sessions.add(session);
                    } else {
                        LOG.log(Level.WARNING, "Skipped {0}: it names another session ({1})", folder, session.resource());
                    }
                });
            }
        } catch (IOException cannot) {
            LOG.log(Level.ERROR, "Cannot read the session store " + root, cannot);
        }
        return sessions;
    }

    /** Whether the session URI {@code resource} has the id {@code id}, its folder's name. */
    private static boolean namesFolder(String resource, String id) {
        try {
            return id.equals(SessionIds.session(resource, "resource"));
        } catch (RuntimeException notASessionUri) {
            return false;
        }
    }

    /** Writes a session's config ({@code SessionConfigState}: {@code schema} and {@code values}). */
    public void saveConfig(String sessionId, ObjectNode config) throws IOException {
        AtomicFiles.write(sessionFolder(sessionId).resolve(CONFIG_FILE), Json.MAPPER.writeValueAsBytes(config));
    }

    /** A session's config, if it has one kept whole. */
    public Optional<ObjectNode> loadConfig(String sessionId) {
        return read(sessionFolder(sessionId).resolve(CONFIG_FILE), ObjectNode.class);
    }

    /** Removes a session's folder and everything it kept. */
    public void deleteSession(String sessionId) throws IOException {
        deleteTree(sessionFolder(sessionId));
    }

    /**
     * Disposes of a session's folder: kept in the trash for {@link SessionTrash#KEPT} when it holds a
     * turn, deleted otherwise.
     */
    public void disposeSession(String sessionId, java.time.Instant now) throws IOException {
        Path folder = sessionFolder(sessionId);
        if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS) || !trash.keep(folder, sessionId, now)) {
            deleteTree(folder);
        }
    }

    /** The folder disposed sessions are kept in. */
    public Path trashFolder() {
        return trash.folder();
    }

    /** Removes a chat's folder: its local turns and retained terminals. */
    public void deleteChat(String sessionId, String chatId) throws IOException {
        deleteTree(chatFolder(sessionId, chatId));
    }

    /** Keeps a finished local turn of a chat. */
    public void saveTurn(String sessionId, String chatId, StoredTurn turn) throws IOException {
        AtomicFiles.write(turnsFolder(sessionId, chatId).resolve(turnFile(turn.sequence())),
                Json.MAPPER.writeValueAsBytes(turn));
    }

    /** A chat's local turns in the order they ran; a file that is not whole is logged and skipped. */
    public List<StoredTurn> loadTurns(String sessionId, String chatId) {
        List<StoredTurn> turns = new ArrayList<>();
        for (Path file : jsonFiles(turnsFolder(sessionId, chatId))) {
            read(file, StoredTurn.class).ifPresent(turns::add);
        }
        turns.sort(Comparator.comparingLong(StoredTurn::sequence));
        return turns;
    }

    /** Drops a chat's local turn and what its calls' terminals kept. */
    public void deleteTurn(String sessionId, String chatId, StoredTurn turn) throws IOException {
        for (tools.jackson.databind.JsonNode part : turn.turn().path("responseParts")) {
            String call = part.path("toolCall").path("toolCallId").asString(null);
            if (call != null) {
                deleteRetained(sessionId, chatId, call);
            }
        }
        Files.deleteIfExists(turnsFolder(sessionId, chatId).resolve(turnFile(turn.sequence())));
    }

    /**
     * Keeps what a chat's terminal printed under {@code key}.
     *
     * @return false when it was over {@link RetainedOutput#MAX_BYTES} and was not kept
     */
    public boolean saveRetained(String sessionId, String chatId, String key, RetainedOutput output) throws IOException {
        byte[] bytes = Json.MAPPER.writeValueAsBytes(output);
        if (output.output() != null && output.output().getBytes(StandardCharsets.UTF_8).length > RetainedOutput.MAX_BYTES) {
            return false;
        }
        AtomicFiles.write(terminalsFolder(sessionId, chatId).resolve(keyFile(key)), bytes);
        return true;
    }

    /** What was kept under {@code key}, if anything whole was. */
    public Optional<RetainedOutput> loadRetained(String sessionId, String chatId, String key) {
        Path file = terminalsFolder(sessionId, chatId).resolve(keyFile(key));
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? read(file, RetainedOutput.class) : Optional.empty();
    }

    /** Drops what was kept under {@code key}. */
    public void deleteRetained(String sessionId, String chatId, String key) throws IOException {
        Files.deleteIfExists(terminalsFolder(sessionId, chatId).resolve(keyFile(key)));
    }

    private Path sessionFolder(String sessionId) {
        return root.resolve(checked(sessionId));
    }

    private Path chatFolder(String sessionId, String chatId) {
        return sessionFolder(sessionId).resolve("chats").resolve(checked(chatId));
    }

    private Path turnsFolder(String sessionId, String chatId) {
        return chatFolder(sessionId, chatId).resolve("turns");
    }

    private Path terminalsFolder(String sessionId, String chatId) {
        return chatFolder(sessionId, chatId).resolve("terminals");
    }

    private static String turnFile(long sequence) {
        return String.format("%012d.json", sequence);
    }

    /** A key as a file name: itself where it is a valid id, else its SHA-256. */
    private static String keyFile(String key) {
        if (SessionIds.valid(key)) {
            return key + ".json";
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + HexFormat.of().formatHex(digest) + ".json";
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    private static String checked(String id) {
        if (!SessionIds.valid(id)) {
            throw new IllegalArgumentException("not a store id: " + id);
        }
        return id;
    }

    private static List<Path> jsonFiles(Path folder) {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> {
                String name = f.getFileName().toString();
                return name.endsWith(".json") && !name.startsWith(".") && Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS);
            }).sorted().toList();
        } catch (IOException cannot) {
            LOG.log(Level.WARNING, "Cannot list " + folder, cannot);
            return List.of();
        }
    }

    private static <T> Optional<T> read(Path file, Class<T> type) {
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.empty();
            }
            return Optional.of(Json.MAPPER.readValue(Files.readAllBytes(file), type));
        } catch (NoSuchFileException gone) {
            return Optional.empty();
        } catch (IOException | JacksonException notWhole) {
            LOG.log(Level.WARNING, "Skipped {0}: it is not whole ({1})", file, notWhole.getMessage());
            return Optional.empty();
        }
    }

    private static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(folder)) {
            paths = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path path : paths) {
            Files.deleteIfExists(path);
        }
        AtomicFiles.forceFolder(folder.getParent());
    }
}
