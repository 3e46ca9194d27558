package ahp.protocol.version;

import ahp.protocol.Action;
import ahp.protocol.UnknownAction;
import tools.jackson.databind.node.ObjectNode;

/**
 * The changeset-action rules of one version, used by {@link VersionView}: from 1.0.0 on
 * {@code changeset/contentChanged} has no {@code error} (the 1.1.0 actions schema dropped it; a
 * changeset's error travels with {@code changeset/statusChanged} to {@code error}, and in its state),
 * so the 1.x view leaves it out. Changeset state reads the same in every version this host speaks.
 */
final class ChangesetShapes {

    private static final String CONTENT_CHANGED = "changeset/contentChanged";

    private final boolean contentErrors;

    /** The rules for {@code version}. */
    ChangesetShapes(ProtocolVersion version) {
        this.contentErrors = version.before(ProtocolVersion.V1_0_0);
    }

    /** Whether changeset actions read differently from the host's model at all. */
    boolean reshapes() {
        return !contentErrors;
    }

    /** A changeset action in this version's shape (itself when unchanged). */
    Action action(UnknownAction action) {
        if (contentErrors || !CONTENT_CHANGED.equals(action.type())) {
            return action;
        }
        ObjectNode body = action.body();
        return body.remove("error") == null ? action : new UnknownAction(body);
    }
}
