package ahp.protocol.conformance;

import static ahp.protocol.JsonAssert.assertJsonEqualsIgnoringNulls;
import static ahp.protocol.JsonAssert.tree;
import static ahp.protocol.JsonAssert.withoutNulls;

import ahp.protocol.Action;
import ahp.protocol.ChannelState;
import ahp.protocol.Json;
import ahp.protocol.chat.ChatReducer;
import ahp.protocol.chat.ChatState;
import ahp.protocol.root.RootReducer;
import ahp.protocol.root.RootState;
import ahp.protocol.terminal.TerminalReducer;
import ahp.protocol.terminal.TerminalState;
import ahp.protocol.version.ProtocolVersion;
import ahp.protocol.version.VersionView;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One reducer fixture ({@code {description, reducer, initial, actions[], expected}}) and the two ways
 * it runs: in its own 0.8.0 shape, the host's reducer folding the actions and the 0.8.0 view writing
 * the result; and converted to the 0.9.0 shape by {@link FixtureShapes}, written as the host writes
 * it. Either way the result must equal {@code expected} (fields the fixture writes as {@code null}
 * count as absent) and validate against the schema of that version.
 *
 * @param name the file name
 * @param fixture the fixture's JSON
 */
record ReducerFixture(String name, ObjectNode fixture) {

    String reducer() {
        return fixture.path("reducer").asString("");
    }

    /** The fixture as upstream wrote it. */
    void runAs080() {
        JsonNode initial = FixtureShapes.state(reducer(), fixture.get("initial"), false);
        ChannelState state = fold(parse(initial), actions(false));
        ChannelState shaped = VersionView.of(ProtocolVersion.V0_8_0).state(state);
        assertJsonEqualsIgnoringNulls(fixture.get("expected"), shaped, name + " (0.8.0 shape)");
        Schemas.assertValid(Schemas.v080("state", stateDefinition()), withoutNulls(tree(shaped)),
                name + " result (0.8.0 shape)");
    }

    /** The fixture converted to the 0.9.0 shape. */
    void runAs090() {
        JsonNode initial = FixtureShapes.state(reducer(), fixture.get("initial"), true);
        JsonNode expected = FixtureShapes.state(reducer(), fixture.get("expected"), true);
        ChannelState state = fold(parse(initial), actions(true));
        ChannelState shaped = VersionView.LATEST.state(state);
        assertJsonEqualsIgnoringNulls(expected, shaped, name + " (0.9.0 shape)");
        if (!"chat".equals(reducer())) {
            Schemas.assertValid(Schemas.v110(stateDefinition()), shaped, name + " result (0.9.0 shape)");
            Schemas.assertValid(Schemas.v110(stateDefinition()), withoutNulls(expected), name + " expected (0.9.0 shape)");
        }
    }

    private String stateDefinition() {
        return switch (reducer()) {
            case "terminal" -> "TerminalState";
            case "root" -> "RootState";
            case "chat" -> "ChatState";
            default -> throw new IllegalStateException(reducer());
        };
    }

    private ChannelState parse(JsonNode state) {
        return switch (reducer()) {
            case "terminal" -> Json.MAPPER.treeToValue(state, TerminalState.class);
            case "root" -> Json.MAPPER.treeToValue(state, RootState.class);
            case "chat" -> ChatState.of((ObjectNode) state);
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
                case ChatState chat -> ChatReducer.reduce(chat, action);
                default -> throw new IllegalStateException("no reducer for " + current.getClass());
            };
        }
        return current;
    }
}
