package ahp.protocol.version;

import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The protocol version that introduced each action type ({@code ACTION_INTRODUCED_IN} of the protocol's
 * version registry). A client reads an action iff it was introduced in or before the client's version;
 * the version views send no other.
 *
 * <p>Sources: the registry of VS Code's vendored protocol copy at {@code PROTOCOL_VERSION} 0.9.0 (every
 * entry here but three), checked against upstream's 0.8.0 registry (tree {@code eb31098}) and its
 * 1.1.0 one. The 1.1.0 registry adds {@code chat/isReadChanged} (dated 0.9.0 there, absent from the
 * vendored 0.9.0 copy) and {@code chat/canvasesChanged} and {@code canvas/stateChanged} (0.10.0, so
 * withheld even from 0.9.0 clients). Not verifiable: the newer registries date
 * {@code session/workingDirectoryReplaced} and the {@code automation*} actions 0.8.0 while upstream's
 * own 0.8.0 tree (still "Unreleased" then) does not have them; they are kept at 0.8.0 as the newer
 * registries say.
 */
public final class ActionIntroducedIn {

    private static final Map<String, ProtocolVersion> INTRODUCED_IN = Map.ofEntries(
            Map.entry("root/agentsChanged", "0.1.0"),
            Map.entry("root/activeSessionsChanged", "0.1.0"),
            Map.entry("session/ready", "0.1.0"),
            Map.entry("session/creationFailed", "0.1.0"),
            Map.entry("session/chatAdded", "0.4.0"),
            Map.entry("session/chatRemoved", "0.4.0"),
            Map.entry("session/chatUpdated", "0.4.0"),
            Map.entry("session/chatsReordered", "0.9.0"),
            Map.entry("session/defaultChatChanged", "0.4.0"),
            Map.entry("session/titleChanged", "0.1.0"),
            Map.entry("session/serverToolsChanged", "0.1.0"),
            Map.entry("session/activeClientSet", "0.5.0"),
            Map.entry("session/activeClientRemoved", "0.5.0"),
            Map.entry("session/workingDirectorySet", "0.7.0"),
            Map.entry("session/workingDirectoryRemoved", "0.7.0"),
            Map.entry("session/workingDirectoryReplaced", "0.8.0"),
            Map.entry("session/inputNeededSet", "0.5.1"),
            Map.entry("session/inputNeededRemoved", "0.5.1"),
            Map.entry("session/customizationsChanged", "0.1.0"),
            Map.entry("session/customizationToggled", "0.1.0"),
            Map.entry("session/customizationUpdated", "0.1.0"),
            Map.entry("session/customizationRemoved", "0.2.0"),
            Map.entry("session/mcpServerStateChanged", "0.3.0"),
            Map.entry("session/mcpServerStartRequested", "0.5.2"),
            Map.entry("session/mcpServerStopRequested", "0.5.2"),
            Map.entry("session/mcpServerBackgroundRequested", "0.9.0"),
            Map.entry("session/isReadChanged", "0.1.0"),
            Map.entry("session/isArchivedChanged", "0.1.0"),
            Map.entry("session/activityChanged", "0.1.0"),
            Map.entry("session/changesetsChanged", "0.2.0"),
            Map.entry("session/configChanged", "0.1.0"),
            Map.entry("session/metaChanged", "0.1.0"),
            Map.entry("chat/turnStarted", "0.4.0"),
            Map.entry("chat/delta", "0.4.0"),
            Map.entry("chat/responsePart", "0.4.0"),
            Map.entry("chat/toolCallStart", "0.4.0"),
            Map.entry("chat/toolCallDelta", "0.4.0"),
            Map.entry("chat/toolCallReady", "0.4.0"),
            Map.entry("chat/toolCallConfirmed", "0.4.0"),
            Map.entry("chat/toolCallComplete", "0.4.0"),
            Map.entry("chat/toolCallResultConfirmed", "0.4.0"),
            Map.entry("chat/toolCallContentChanged", "0.4.0"),
            Map.entry("chat/toolCallAuthRequired", "0.6.0"),
            Map.entry("chat/toolCallAuthResolved", "0.6.0"),
            Map.entry("chat/turnComplete", "0.4.0"),
            Map.entry("chat/turnCancelled", "0.4.0"),
            Map.entry("chat/error", "0.4.0"),
            Map.entry("chat/turnResume", "0.9.0"),
            Map.entry("chat/activityChanged", "0.5.0"),
            Map.entry("chat/backgroundWorkSet", "0.9.0"),
            Map.entry("chat/backgroundWorkRemoved", "0.9.0"),
            Map.entry("chat/movableChanged", "0.9.0"),
            Map.entry("chat/changesetsChanged", "0.9.0"),
            Map.entry("chat/workingDirectorySet", "0.7.0"),
            Map.entry("chat/workingDirectoryRemoved", "0.7.0"),
            Map.entry("chat/usage", "0.4.0"),
            Map.entry("chat/reasoning", "0.4.0"),
            Map.entry("chat/pendingMessageSet", "0.4.0"),
            Map.entry("chat/pendingMessageRemoved", "0.4.0"),
            Map.entry("chat/queuedMessagesReordered", "0.4.0"),
            Map.entry("chat/draftChanged", "0.5.0"),
            Map.entry("chat/isArchivedChanged", "0.9.0"),
            Map.entry("chat/isReadChanged", "0.9.0"),
            Map.entry("chat/canvasesChanged", "0.10.0"),
            Map.entry("canvas/stateChanged", "0.10.0"),
            Map.entry("chat/inputRequested", "0.4.0"),
            Map.entry("chat/inputAnswerChanged", "0.4.0"),
            Map.entry("chat/inputCompleted", "0.4.0"),
            Map.entry("chat/truncated", "0.4.0"),
            Map.entry("chat/turnsLoaded", "0.5.1"),
            Map.entry("changeset/statusChanged", "0.2.0"),
            Map.entry("changeset/fileSet", "0.2.0"),
            Map.entry("changeset/fileRemoved", "0.2.0"),
            Map.entry("changeset/filesReviewChanged", "0.6.0"),
            Map.entry("changeset/contentChanged", "0.4.0"),
            Map.entry("changeset/operationsChanged", "0.2.0"),
            Map.entry("changeset/operationStatusChanged", "0.3.0"),
            Map.entry("changeset/cleared", "0.2.0"),
            Map.entry("annotations/set", "0.4.0"),
            Map.entry("annotations/updated", "0.4.0"),
            Map.entry("annotations/removed", "0.4.0"),
            Map.entry("annotations/entrySet", "0.4.0"),
            Map.entry("annotations/entryRemoved", "0.4.0"),
            Map.entry("root/terminalsChanged", "0.1.0"),
            Map.entry("root/configChanged", "0.1.0"),
            Map.entry("terminal/data", "0.1.0"),
            Map.entry("terminal/input", "0.1.0"),
            Map.entry("terminal/resized", "0.1.0"),
            Map.entry("terminal/claimed", "0.1.0"),
            Map.entry("terminal/titleChanged", "0.1.0"),
            Map.entry("terminal/cwdChanged", "0.1.0"),
            Map.entry("terminal/exited", "0.1.0"),
            Map.entry("terminal/cleared", "0.1.0"),
            Map.entry("terminal/commandDetectionAvailable", "0.1.0"),
            Map.entry("terminal/commandExecuted", "0.1.0"),
            Map.entry("terminal/commandFinished", "0.1.0"),
            Map.entry("resourceWatch/changed", "0.2.0"),
            Map.entry("automation/createRequested", "0.8.0"),
            Map.entry("automation/updateRequested", "0.8.0"),
            Map.entry("automation/set", "0.8.0"),
            Map.entry("automation/removed", "0.8.0"),
            Map.entry("automationRun/lifecycleChanged", "0.8.0"),
            Map.entry("automationRun/sessionSet", "0.8.0"),
            Map.entry("automationRun/sessionRemoved", "0.8.0"),
            Map.entry("automationRun/primarySessionChanged", "0.8.0"),
            Map.entry("automationRun/cancelRequested", "0.8.0"))
            .entrySet().stream()
            .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> ProtocolVersion.parse(e.getValue())));

    private ActionIntroducedIn() {}

    /** Every action type the registry knows, with the version that introduced it. */
    public static Map<String, ProtocolVersion> all() {
        return INTRODUCED_IN;
    }

    /** The version that introduced {@code type}, if the registry knows it. */
    public static Optional<ProtocolVersion> of(String type) {
        return Optional.ofNullable(INTRODUCED_IN.get(type));
    }

    /**
     * Whether a client on {@code version} reads {@code type}. A type the registry does not know (a
     * newer peer's, or one nobody defined) counts as introduced in {@link ProtocolVersion#MODEL}, the
     * shape the host's own actions are made in: clients on 0.9.0 and on 1.x get it, and they ignore
     * types they do not know; older clients do not.
     */
    public static boolean isKnownTo(String type, ProtocolVersion version) {
        return version.atLeast(INTRODUCED_IN.getOrDefault(type, ProtocolVersion.MODEL));
    }
}
