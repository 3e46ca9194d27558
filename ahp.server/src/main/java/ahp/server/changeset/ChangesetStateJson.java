package ahp.server.changeset;

import ahp.protocol.Json;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Uncommitted changes as the protocol's {@code ChangesetState} (0.8.0 schema): {@code status},
 * {@code files} (each a {@code ChangesetFile} whose {@code edit} is a {@code FileEdit}), and
 * {@code error} when reading failed. No {@code operations}.
 *
 * <p>Each file's id is its {@code file:} URI (the old one for a deletion). {@code edit.before} is the
 * {@code HEAD} side (content: a {@link GitBlobUri}), {@code edit.after} the working-tree side
 * (content: the file itself); an addition has no {@code before}, a deletion no {@code after}, a
 * rename different URIs. {@code edit.diff} holds git's line counts. A binary file's content
 * references say {@code contentType: "application/octet-stream"}. The schema has no field for the
 * diff text, so it goes in the file's {@code _meta}, under these keys:
 *
 * <ul>
 *   <li>{@value #DIFF} - the file's patch against {@code HEAD}, from its {@code diff --git} line;
 *   <li>{@value #DIFF_TRUNCATED} - {@code true} when that patch was cut at a cap (at a line's end);
 *   <li>{@value #DIFF_OMITTED} - why there is none: {@code "binary"}, {@code "tooLarge"},
 *       {@code "changesetFull"} or {@code "unavailable"} ({@link DiffOmission});
 *   <li>{@value #BINARY} - {@code true} when git sees the file as binary.
 * </ul>
 */
public final class ChangesetStateJson {

    /** {@code _meta} key of a file's patch text. */
    public static final String DIFF = "ahp.diff";
    /** {@code _meta} key saying the patch was cut at a cap. */
    public static final String DIFF_TRUNCATED = "ahp.diffTruncated";
    /** {@code _meta} key saying why a file has no patch. */
    public static final String DIFF_OMITTED = "ahp.diffOmitted";
    /** {@code _meta} key saying git sees the file as binary. */
    public static final String BINARY = "ahp.binary";
    /** The content type of a binary file's content references. */
    public static final String BINARY_CONTENT_TYPE = "application/octet-stream";

    private ChangesetStateJson() {}

    /** {@code {"status":"ready","files":[...]}}. */
    public static ObjectNode ready(UncommittedChanges changes) {
        ObjectNode state = Json.MAPPER.createObjectNode();
        state.put("status", "ready");
        ArrayNode files = state.putArray("files");
        for (FileChange change : changes.files()) {
            files.add(file(changes.workTree(), changes.head(), change));
        }
        return state;
    }

    /** {@code {"status":"error","error":{"errorType":..,"message":..},"files":[]}}. */
    public static ObjectNode error(String errorType, String message) {
        ObjectNode state = Json.MAPPER.createObjectNode();
        state.put("status", "error");
        ObjectNode error = state.putObject("error");
        error.put("errorType", errorType);
        error.put("message", message);
        state.putArray("files");
        return state;
    }

    /** One {@code ChangesetFile}. */
    static ObjectNode file(WorkTree workTree, String head, FileChange change) {
        ObjectNode file = Json.MAPPER.createObjectNode();
        file.put("id", Uris.file(workTree.top().resolve(change.path())));
        ObjectNode edit = file.putObject("edit");
        if (change.oldPath() != null) {
            String object = change.oldObject() != null ? change.oldObject() : head + ":" + change.oldPath();
            side(edit.putObject("before"), Uris.file(workTree.top().resolve(change.oldPath())),
                    GitBlobUri.of(workTree, change.oldPath(), object), change.binary());
        }
        if (change.newPath() != null) {
            String uri = Uris.file(workTree.top().resolve(change.newPath()));
            side(edit.putObject("after"), uri, uri, change.binary());
        }
        if (change.added() != null && change.removed() != null) {
            ObjectNode diff = edit.putObject("diff");
            diff.put("added", change.added());
            diff.put("removed", change.removed());
        }
        ObjectNode meta = file.putObject("_meta");
        if (change.diff() != null) {
            meta.put(DIFF, change.diff());
        }
        if (change.diffTruncated()) {
            meta.put(DIFF_TRUNCATED, true);
        }
        if (change.omission() != null) {
            meta.put(DIFF_OMITTED, change.omission().wire());
        }
        if (change.binary()) {
            meta.put(BINARY, true);
        }
        return file;
    }

    private static void side(ObjectNode side, String uri, String contentUri, boolean binary) {
        side.put("uri", uri);
        ObjectNode content = side.putObject("content");
        content.put("uri", contentUri);
        if (binary) {
            content.put("contentType", BINARY_CONTENT_TYPE);
        }
    }
}
