package ahp.server.changeset;

import ahp.protocol.Json;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import tools.jackson.databind.node.ObjectNode;

/**
 * A session's "Uncommitted Changes" in its catalogue ({@code SessionState.changesets}): the
 * {@code Changeset} entry and the channel it names.
 *
 * <p>The URI is {@code ahp-changeset:/<session id>/uncommitted/<work tree key>}: the session id
 * percent-encoded (so it holds no {@code /} and no {@code {}} that would read as a template
 * variable), and the key the first 16 hex digits of the SHA-256 of the work tree's top folder (as
 * UTF-8). It is stable across refreshes and daemon restarts, differs between two sessions in one
 * work tree, and changes when the session's directory comes to be in another work tree (a new
 * {@code git init} below the old top, say), so a client never reads one repository's changes under
 * another's name. It has no template variables: the entry's {@code uriTemplate} is the channel
 * itself. VS Code's host spells the same channel {@code <session URI>/changeset/uncommitted}.
 */
public final class UncommittedChangeset {

    /** The catalogue entry's label. */
    public static final String LABEL = "Uncommitted Changes";
    /** The catalogue entry's {@code changeKind}. */
    public static final String CHANGE_KIND = "uncommitted";
    /** The channel's scheme. */
    public static final String SCHEME = "ahp-changeset";

    private UncommittedChangeset() {}

    /** The channel URI of {@code sessionId}'s uncommitted changes in {@code workTree}. */
    public static String uri(String sessionId, WorkTree workTree) {
        return SCHEME + ":/" + Uris.component(sessionId) + "/uncommitted/" + key(workTree);
    }

    /** The {@code Changeset} catalogue entry: label, uriTemplate, changeKind, description. */
    public static ObjectNode catalogueEntry(String sessionId, WorkTree workTree) {
        ObjectNode entry = Json.MAPPER.createObjectNode();
        entry.put("label", LABEL);
        entry.put("uriTemplate", uri(sessionId, workTree));
        entry.put("changeKind", CHANGE_KIND);
        entry.put("description", "Changes not yet committed in " + workTree.top());
        return entry;
    }

    /** The work tree's part of the URI. */
    static String key(WorkTree workTree) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(workTree.top().toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
