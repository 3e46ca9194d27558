package ahp.protocol.session;

import ahp.protocol.Action;
import ahp.protocol.UnknownAction;
import ahp.protocol.chat.SessionStatus;
import ahp.protocol.internal.ModelledTypes;
import ahp.protocol.internal.StringSets;
import ahp.protocol.internal.Trees;
import java.util.Set;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * The session channel's pure reducer: {@code (state, action) -> state}, for every {@code session/*}
 * action of protocol 0.8.0. The records of {@link SessionAction} are read as records; every other
 * session action (clients, working directories, input needed, customizations and MCP servers, flags,
 * activity, changesets, configuration, {@code _meta}, server tools, the default chat) is read from its
 * {@link UnknownAction} tree. An action whose target is missing (an unknown chat, client, entry or
 * customization; a configuration change without a configuration) and an action of a type no session
 * knows change nothing, and the very same state is returned. Fields this host does not know are kept.
 *
 * <p>The model is the 0.9.0 one: {@code session/creationFailed} sets {@code lifecycle} to
 * {@value SessionLifecycle#FAILED} (read from the 0.9.0 state types of VS Code's vendored protocol
 * copy and of newer upstream ones; the 0.9.0 reducer source itself was not available), which the
 * version views write as {@value SessionLifecycle#CREATION_FAILED} for older clients. No session action
 * stamps a clock, so there is nothing to pass in.
 */
public final class SessionReducer {

    private static final Set<String> MODELLED = ModelledTypes.of(SessionAction.class);

    private SessionReducer() {}

    /** The state after any action sent on a session channel; {@code state} itself is never changed. */
    public static SessionState reduce(SessionState state, Action action) {
        ObjectNode session = state.tree();
        ObjectNode next = switch (ModelledTypes.retyped(action, MODELLED)) {
            case SessionAction modelled -> modelled(session, modelled);
            case UnknownAction unknown -> fromTree(session, unknown.body());
            default -> session;
        };
        return next == session ? state : SessionState.adopt(next);
    }

    private static ObjectNode modelled(ObjectNode session, SessionAction action) {
        return switch (action) {
            case SessionReady ignored -> Trees.with(session, "lifecycle", StringNode.valueOf(SessionLifecycle.READY));
            case SessionCreationFailed failed -> {
                ObjectNode next = Trees.with(session, "lifecycle", StringNode.valueOf(SessionLifecycle.FAILED));
                yield SessionDetails.replaced(next, "creationError", failed.error());
            }
            case SessionTitleChanged titled -> Trees.with(session, "title", StringNode.valueOf(titled.title()));
            case ChatAdded added -> ChatCatalogue.added(session, added);
            case ChatRemoved removed -> ChatCatalogue.removed(session, removed.chat());
            case ChatUpdated updated -> ChatCatalogue.updated(session, updated.chat(), updated.changes());
        };
    }

    private static ObjectNode fromTree(ObjectNode session, ObjectNode a) {
        String id = Trees.text(a, "id");
        return switch (a.path("type").asString("")) {
            case "session/defaultChatChanged" -> ChatCatalogue.defaultChanged(session, a.get("defaultChat"));
            case "session/isReadChanged" -> SessionDetails.flagged(session, SessionStatus.IS_READ, a.get("isRead"));
            case "session/isArchivedChanged" ->
                    SessionDetails.flagged(session, SessionStatus.IS_ARCHIVED, a.get("isArchived"));
            case "session/activityChanged" -> SessionDetails.replaced(session, "activity", a.get("activity"));
            case "session/changesetsChanged" -> SessionDetails.replaced(session, "changesets", a.get("changesets"));
            case "session/metaChanged" -> SessionDetails.replaced(session, "_meta", a.get("_meta"));
            case "session/serverToolsChanged" -> SessionDetails.replaced(session, "serverTools", a.get("tools"));
            case "session/configChanged" -> SessionDetails.configured(session, a.get("config"), a.get("replace"));
            case "session/activeClientSet" -> a.get("activeClient") instanceof ObjectNode client
                    ? Trees.with(session, "activeClients",
                            Trees.upserted(Trees.array(session.get("activeClients")), "clientId", client))
                    : session;
            case "session/activeClientRemoved" -> {
                int at = Trees.indexOf(session.get("activeClients"), "clientId", Trees.text(a, "clientId"));
                yield at < 0 ? session
                        : Trees.with(session, "activeClients", Trees.removed(Trees.array(session.get("activeClients")), at));
            }
            case "session/workingDirectorySet" -> StringSets.added(session, "workingDirectories", a.get("directory"));
            case "session/workingDirectoryRemoved" ->
                    StringSets.removed(session, "workingDirectories", a.get("directory"));
            case "session/inputNeededSet" -> InputNeeded.set(session, a.get("request"));
            case "session/inputNeededRemoved" -> InputNeeded.removed(session, id);
            case "session/customizationsChanged" ->
                    SessionDetails.replaced(session, "customizations", a.get("customizations"));
            case "session/customizationToggled" -> Customizations.toggled(session, id, a.get("enabled"));
            case "session/customizationUpdated" -> Customizations.updated(session, a.get("customization"));
            case "session/customizationRemoved" -> Customizations.removed(session, id);
            case "session/mcpServerStateChanged" ->
                    Customizations.mcpServerChanged(session, id, a.get("state"), a.get("channel"));
            case "session/mcpServerStartRequested" ->
                    Customizations.mcpServerChanged(session, id, Customizations.state("starting"), null);
            case "session/mcpServerStopRequested" ->
                    Customizations.mcpServerChanged(session, id, Customizations.state("stopped"), null);
            default -> session;
        };
    }
}
