package ahp.protocol.version;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.UnknownAction;
import ahp.protocol.chat.ChatError;
import ahp.protocol.chat.ChatState;
import ahp.protocol.chat.ToolCallComplete;
import ahp.protocol.chat.ToolCallContentChanged;
import ahp.protocol.chat.ToolResultContent;
import ahp.protocol.chat.TurnsLoaded;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.command.InitializeResult;
import ahp.protocol.command.ReconnectResult;
import ahp.protocol.command.Snapshot;
import ahp.protocol.command.SubscribeResult;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.RootState;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.session.SessionAction;
import ahp.protocol.session.SessionState;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What one negotiated version reads of what the host sends. The host holds one model, in the 0.9.0
 * shape ({@link ProtocolVersion#MODEL}); every connection sends through the view of its version, which:
 * <ul>
 *   <li>withholds actions the version does not know ({@link ActionIntroducedIn});
 *   <li>from 1.0.0, sends a failed turn's error as an error response part ({@link TurnErrors}: in
 *       {@code chat/error}, in chat states' turns, in {@code chat/turnsLoaded}) and
 *       {@code changeset/contentChanged} without {@code error} ({@link ChangesetShapes});
 *   <li>below 0.9.0, gives terminals the flat {@code exitCode} instead of {@code lifecycle} (in
 *       snapshots, in {@code root/terminalsChanged}, in initialize and reconnect results) and drops
 *       {@code chat} from session claims;
 *   <li>below 0.7.0, drops {@code isPty}, and turns a terminal block's {@code result} into the
 *       separate {@code terminalComplete} block (0.5.2–0.6.x) or drops it (0.5.1);
 *   <li>below 0.5.2, drops {@code terminalCommandPrefix} and {@code serverInfo};
 *   <li>reshapes session and chat states, and the session actions that carry chat summaries, as
 *       {@link SessionShapes} and {@link ChatShapes} say (a failed session's {@code lifecycle},
 *       {@code workingDirectory} before 0.7.0, input requests before 0.6.0, background rows before
 *       0.9.0).
 * </ul>
 *
 * <p>Every method returns its argument itself when the version reads it unchanged. That is the common
 * case (every {@code terminal/data} for every version), and it is what lets a sender serialise an
 * envelope once for all connections: {@link EncodedEnvelope} does exactly that. Views are immutable
 * singletons, one per supported version; the 1.0.0 and 1.1.0 views send the same (1.1.0 added only
 * notifications this host does not send).
 */
public final class VersionView {

    private static final List<VersionView> VIEWS =
            ProtocolVersion.SUPPORTED.stream().map(VersionView::new).toList();

    /** The view of the host's own version, 1.1.0. */
    public static final VersionView LATEST = VIEWS.getFirst();

    /** The view of the host's model (0.9.0): sends everything as it is, but for actions newer than 0.9.0. */
    public static final VersionView MODEL = VIEWS.get(ProtocolVersion.SUPPORTED.indexOf(ProtocolVersion.MODEL));

    private final ProtocolVersion version;
    private final boolean readsModel;
    private final Shapes shapes;
    private final TurnErrors turnErrors;
    private final ChangesetShapes changesetShapes;
    private final ChatShapes chatShapes;
    private final SessionShapes sessionShapes;
    private final boolean prefixAndServerInfo;

    private VersionView(ProtocolVersion version) {
        this.version = version;
        this.readsModel = version.equals(ProtocolVersion.MODEL);
        this.shapes = new Shapes(version);
        this.turnErrors = new TurnErrors(version);
        this.changesetShapes = new ChangesetShapes(version);
        this.chatShapes = new ChatShapes(version, shapes, turnErrors);
        this.sessionShapes = new SessionShapes(version, chatShapes);
        this.prefixAndServerInfo = version.atLeast(ProtocolVersion.V0_5_2);
    }

    /**
     * The view for a client on {@code version}: one of {@link ProtocolVersion#SUPPORTED}, or a version
     * caret-compatible with one (served as that one).
     *
     * @throws IllegalArgumentException for a version this host does not speak
     */
    public static VersionView of(ProtocolVersion version) {
        ProtocolVersion baseline = Negotiation.baselineFor(Objects.requireNonNull(version, "version"));
        if (baseline == null) {
            throw new IllegalArgumentException("this host does not speak " + version);
        }
        return VIEWS.get(ProtocolVersion.SUPPORTED.indexOf(baseline));
    }

    /** Every view, newest version first; {@link #index()} is the position here. */
    public static List<VersionView> all() {
        return VIEWS;
    }

    /** The version this view shapes for. */
    public ProtocolVersion version() {
        return version;
    }

    /** This view's position in {@link #all()}, for per-view caches (0 is {@link #LATEST}). */
    public int index() {
        return ProtocolVersion.SUPPORTED.indexOf(version);
    }

    /** Whether this is the host's own version (1.1.0). */
    public boolean isLatest() {
        return this == LATEST;
    }

    /**
     * Whether this view reads the host's model unchanged ({@link #MODEL}): every method returns its
     * argument, but for the actions of versions after 0.9.0 (0.10.0's canvases), which it withholds.
     */
    public boolean readsModelAsIs() {
        return readsModel;
    }

    /** Whether a client of this version reads actions of {@code type}. */
    public boolean knows(String type) {
        return ActionIntroducedIn.isKnownTo(type, version);
    }

    /** The envelope as this version reads it: itself, a reshaped copy, or null when not sent at all. */
    public ActionEnvelope envelope(ActionEnvelope envelope) {
        Action action = action(envelope.action());
        if (action == null) {
            return null;
        }
        return action == envelope.action() ? envelope : envelope.withAction(action);
    }

    /** The action as this version reads it: itself, a reshaped copy, or null when not sent at all. */
    public Action action(Action action) {
        if (action instanceof TerminalAction terminal) {
            if (terminal instanceof TerminalAction.Claimed claimed && shapes.reshapesTerminals()) {
                TerminalClaim claim = shapes.claim(claimed.claim());
                return claim == claimed.claim() ? action : new TerminalAction.Claimed(claim);
            }
            return action;
        }
        if (!knows(action.type())) {
            return null;
        }
        if (readsModel) {
            return action;
        }
        return switch (action) {
            case RootAction.TerminalsChanged changed when shapes.reshapesTerminals() -> {
                List<TerminalInfo> rows = shapes.terminalInfos(changed.terminals());
                yield rows == changed.terminals() ? action : new RootAction.TerminalsChanged(rows);
            }
            case ToolCallContentChanged changed when shapes.reshapesTerminalBlocks() -> {
                List<ToolResultContent> blocks = shapes.content(changed.content());
                yield blocks == changed.content() ? action : changed.withContent(blocks);
            }
            case ToolCallComplete complete when shapes.reshapesTerminalBlocks() && complete.result().content() != null -> {
                List<ToolResultContent> blocks = shapes.content(complete.result().content());
                yield blocks == complete.result().content() ? action
                        : complete.withResult(complete.result().withContent(blocks));
            }
            case ChatError error when turnErrors.reshapes() -> turnErrors.action(error);
            case TurnsLoaded loaded when turnErrors.reshapes() -> turnErrors.action(loaded);
            case SessionAction session -> sessionShapes.action(session);
            case UnknownAction unknown when unknown.type().startsWith("session/") -> sessionShapes.action(unknown);
            case UnknownAction unknown when changesetShapes.reshapes() && unknown.type().startsWith("changeset/") ->
                    changesetShapes.action(unknown);
            default -> action;
        };
    }

    /** A channel's state as this version reads it (itself when unchanged). */
    public ChannelState state(ChannelState state) {
        if (readsModel) {
            return state;
        }
        return switch (state) {
            case TerminalState terminal -> shapes.terminalState(terminal);
            case RootState root -> shapes.rootState(root);
            case ChatState chat -> {
                var reshaped = chatShapes.state(chat.body());
                yield reshaped == null ? state : ChatState.of(reshaped);
            }
            case SessionState session -> sessionShapes.state(session);
            default -> state;
        };
    }

    /** A root row as this version reads it (itself when unchanged). */
    public TerminalInfo terminalInfo(TerminalInfo info) {
        return readsModel ? info : shapes.terminalInfo(info);
    }

    /** A claim as this version reads it (itself when unchanged). */
    public TerminalClaim claim(TerminalClaim claim) {
        return readsModel ? claim : shapes.claim(claim);
    }

    /** Tool-result blocks as this version reads them (the same list when unchanged). */
    public List<ToolResultContent> content(List<ToolResultContent> blocks) {
        return readsModel ? blocks : shapes.content(blocks);
    }

    /** A snapshot as this version reads it (itself when unchanged). */
    public Snapshot snapshot(Snapshot snapshot) {
        ChannelState state = state(snapshot.state());
        return state == snapshot.state() ? snapshot : snapshot.withState(state);
    }

    /** Snapshots as this version reads them (the same list when unchanged). */
    public List<Snapshot> snapshots(List<Snapshot> snapshots) {
        return Shapes.mapList(snapshots, this::snapshot);
    }

    /** The {@code initialize} result as this version reads it (itself when unchanged). */
    public InitializeResult initializeResult(InitializeResult result) {
        if (readsModel) {
            return result;
        }
        InitializeResult out = result;
        List<Snapshot> snapshots = snapshots(result.snapshots());
        if (snapshots != result.snapshots()) {
            out = out.withSnapshots(snapshots);
        }
        if (!prefixAndServerInfo && (result.serverInfo() != null || result.terminalCommandPrefix() != null)) {
            out = out.withServerInfoAndPrefix(null, null);
        }
        return out;
    }

    /** The {@code reconnect} result as this version reads it (itself when unchanged). */
    public ReconnectResult reconnectResult(ReconnectResult result) {
        if (readsModel) {
            return result;
        }
        return switch (result) {
            case ReconnectResult.Snapshots snapshots -> {
                List<Snapshot> shaped = snapshots(snapshots.snapshots());
                yield shaped == snapshots.snapshots() ? result : new ReconnectResult.Snapshots(shaped);
            }
            case ReconnectResult.Replay replay -> {
                List<ActionEnvelope> sent = new ArrayList<>(replay.actions().size());
                boolean changed = false;
                for (ActionEnvelope envelope : replay.actions()) {
                    ActionEnvelope shaped = envelope(envelope);
                    changed |= shaped != envelope;
                    if (shaped != null) {
                        sent.add(shaped);
                    }
                }
                yield changed ? new ReconnectResult.Replay(sent, replay.missing()) : result;
            }
        };
    }

    /** The {@code subscribe} result as this version reads it (itself when unchanged). */
    public SubscribeResult subscribeResult(SubscribeResult result) {
        if (result.snapshot() == null) {
            return result;
        }
        Snapshot snapshot = snapshot(result.snapshot());
        return snapshot == result.snapshot() ? result : new SubscribeResult(snapshot);
    }

    @Override
    public String toString() {
        return "VersionView[" + version + "]";
    }
}
