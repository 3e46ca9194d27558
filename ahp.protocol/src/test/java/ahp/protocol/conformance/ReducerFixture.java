package ahp.protocol.conformance;

import static ahp.protocol.JsonAssert.assertJsonEqualsIgnoringNulls;
import static ahp.protocol.JsonAssert.tree;
import static ahp.protocol.JsonAssert.withoutNulls;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import ahp.protocol.annotations.AnnotationsReducer;
import ahp.protocol.annotations.AnnotationsState;
import ahp.protocol.changeset.ChangesetReducer;
import ahp.protocol.changeset.ChangesetState;
import ahp.protocol.chat.ChatReducer;
import ahp.protocol.chat.ChatState;
import ahp.protocol.resourcewatch.ResourceWatchReducer;
import ahp.protocol.resourcewatch.ResourceWatchState;
import ahp.protocol.root.RootReducer;
import ahp.protocol.root.RootState;
import ahp.protocol.session.SessionReducer;
import ahp.protocol.session.SessionState;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import ahp.protocol.version.ProtocolVersion;
import ahp.protocol.version.VersionView;
import com.networknt.schema.Schema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One reducer fixture ({@code {description, reducer, initial, actions[], expected}}) and the two ways
 * it runs: in its own 0.8.0 shape, the host's reducer folding the actions and the 0.8.0 view writing
 * the result; and converted to the 0.9.0 shape by {@link FixtureShapes}, written as the host writes
 * it. Either way the result must equal {@code expected} (fields the fixture writes as {@code null}
 * count as absent) and validate against the schema of that version: the 0.8.0 one for the 0.8.0 run;
 * for the 0.9.0 run, the 1.1.0 definitions where this project has them (the terminal excerpt, which
 * covers root and terminal state), since the other 0.9.0 states are not described by any schema here
 * (a 0.9.0 session's {@code lifecycle} {@code failed} is not in the 0.8.0 enum). A fixture whose own
 * {@code expected} state breaks its schema on purpose ({@link #EXPECTED_BREAKS_SCHEMA}) is compared
 * but not validated.
 *
 * <p>Upstream's runner fixes its reducers' clock at {@link #NOW} (it replaces {@code Date.now()}); the
 * chat reducer here takes that instant as an argument instead.
 *
 * @param name the file name
 * @param fixture the fixture's JSON
 */
record ReducerFixture(String name, ObjectNode fixture) {

    /** The instant upstream's fixtures were generated with: {@code Date.now()} returned 9999. */
    static final Instant NOW = Instant.ofEpochMilli(9999);

    /** Fixtures whose own {@code expected} state breaks the 0.8.0 schema on purpose, and why. */
    private static final Map<String, String> EXPECTED_BREAKS_SCHEMA = Map.of(
            "103-delta-skips-parts-without-id.json", "markdown parts without the required id, to show deltas skip them");

    /** The reducers whose 0.9.0 state has a schema here (the 1.1.0 excerpt over the 0.8.0 state schema). */
    private static final Set<String> DESCRIBED_AT_090 = Set.of("terminal", "root");

    String reducer() {
        return fixture.path("reducer").asString("");
    }

    /** The fixture as upstream wrote it. */
    void runAs080() {
        JsonNode initial = FixtureShapes.state(reducer(), fixture.get("initial"), false);
        ChannelState state = fold(parse(initial), actions(false));
        ChannelState shaped = VersionView.of(ProtocolVersion.V0_8_0).state(state);
        assertJsonEqualsIgnoringNulls(fixture.get("expected"), shaped, name + " (0.8.0 shape)");
        Schema schema = Schemas.v080("state", stateDefinition());
        if (EXPECTED_BREAKS_SCHEMA.containsKey(name)) {
            assertFalse(Schemas.errors(schema, withoutNulls(fixture.get("expected"))).isEmpty(),
                    name + " is listed as breaking its schema (" + EXPECTED_BREAKS_SCHEMA.get(name) + ") but does not");
        } else {
            Schemas.assertValid(schema, withoutNulls(tree(shaped)), name + " result (0.8.0 shape)");
        }
    }

    /** The fixture converted to the 0.9.0 shape. */
    void runAs090() {
        JsonNode initial = FixtureShapes.state(reducer(), fixture.get("initial"), true);
        JsonNode expected = FixtureShapes.state(reducer(), fixture.get("expected"), true);
        ChannelState state = fold(parse(initial), actions(true));
        ChannelState shaped = VersionView.MODEL.state(state);
        assertJsonEqualsIgnoringNulls(expected, shaped, name + " (0.9.0 shape)");
        if (DESCRIBED_AT_090.contains(reducer())) {
            Schemas.assertValid(Schemas.v110(stateDefinition()), shaped, name + " result (0.9.0 shape)");
            Schemas.assertValid(Schemas.v110(stateDefinition()), withoutNulls(expected), name + " expected (0.9.0 shape)");
        }
    }

    private String stateDefinition() {
        return switch (reducer()) {
            case "terminal" -> "TerminalState";
            case "root" -> "RootState";
            case "chat" -> "ChatState";
            case "session" -> "SessionState";
            case "changeset" -> "ChangesetState";
            case "annotations" -> "AnnotationsState";
            case "resourceWatch" -> "ResourceWatchState";
            default -> throw new IllegalStateException(reducer());
        };
    }

    private ChannelState parse(JsonNode state) {
        return switch (reducer()) {
            case "terminal" -> Json.MAPPER.treeToValue(state, TerminalState.class);
            case "root" -> Json.MAPPER.treeToValue(state, RootState.class);
            case "chat" -> ChatState.of((ObjectNode) state);
            case "session" -> SessionState.of((ObjectNode) state);
            case "changeset" -> ChangesetState.of((ObjectNode) state);
            case "annotations" -> AnnotationsState.of((ObjectNode) state);
            case "resourceWatch" -> ResourceWatchState.of((ObjectNode) state);
            default -> {
                Assumptions.abort("no reducer here for '" + reducer() + "' fixtures (" + name + ")");
                throw new IllegalStateException();
            }
        };
    }

    private List<Action> actions(boolean as090) {
        List<Action> actions = new ArrayList<>();
        for (JsonNode action : fixture.path("actions")) {
            actions.add(Json.MAPPER.treeToValue(FixtureShapes.action(action, as090), Action.class));
        }
        return actions;
    }

    private static ChannelState fold(ChannelState state, List<Action> actions) {
        ChannelState current = state;
        for (Action action : actions) {
            current = switch (current) {
                case TerminalState terminal -> TerminalReducer.reduce(terminal, action);
                case RootState root -> RootReducer.reduce(root, action);
                case ChatState chat -> ChatReducer.reduce(chat, action, NOW);
                case SessionState session -> SessionReducer.reduce(session, action);
                case ChangesetState changeset -> ChangesetReducer.reduce(changeset, action);
                case AnnotationsState annotations -> AnnotationsReducer.reduce(annotations, action);
                case ResourceWatchState watch -> ResourceWatchReducer.reduce(watch, action);
                default -> throw new IllegalStateException("no reducer for " + current.getClass());
            };
        }
        return current;
    }
}
