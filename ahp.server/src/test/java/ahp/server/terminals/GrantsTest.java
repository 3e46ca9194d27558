package ahp.server.terminals;

import static ahp.server.testing.AhpTestClient.JSON;
import static ahp.server.testing.AhpTestClient.ROOT;
import static ahp.server.testing.AhpTestClient.params;
import static ahp.server.testing.Terminals.create;
import static ahp.server.testing.Terminals.newUri;
import static ahp.server.testing.Terminals.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.server.auth.Grant;
import ahp.server.auth.Role;
import ahp.server.daemon.TerminalsMode;
import ahp.server.testing.AhpTestClient;
import ahp.server.testing.TestDaemon;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every row of the spec's grants table, for each built-in role, checked at the dispatch boundary:
 * a refused request is {@code -32009}, a refused action is echoed with a {@code rejectionReason}
 * naming the grant, and nobody's root list is filtered.
 */
class GrantsTest {

    private static final Map<Role, String> TOKENS = Map.of(
            Role.OWNER, TestDaemon.OWNER, Role.MEMBER, TestDaemon.MEMBER, Role.GUEST, TestDaemon.GUEST);

    @TempDir
    Path home;

    private TestDaemon daemon;
    private AhpTestClient owner;
    private String terminal;

    @BeforeEach
    void start() {
        daemon = TestDaemon.withTerminals(TerminalsMode.PIPES, home);
        owner = AhpTestClient.initialized(daemon.uri(), TestDaemon.OWNER, "owner", "0.9.0");
        terminal = uri();
        assertTrue(create(owner, terminal, null).path("result").isNull());
    }

    @AfterEach
    void stop() {
        owner.close();
        daemon.close();
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void openAndCloseOne(Role role) {
        try (AhpTestClient client = client(role)) {
            String uri = uri();
            JsonNode created = create(client, uri, null);
            expectRequest(role, Grant.TERMINAL_CREATE, created);
            String disposable = role.holds(Grant.TERMINAL_CREATE) ? uri : terminal;
            expectRequest(role, Grant.TERMINAL_DISPOSE, client.request("disposeTerminal", params(disposable)));
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void readOneAskedOfTheChannel(Role role) {
        try (AhpTestClient client = client(role)) {
            expectRequest(role, Grant.TERMINAL_OUTPUT, client.request("subscribe", params(terminal)));
            assertTrue(client.request("subscribe", params(ROOT)).has("result"), "the root is everybody's");
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void typeIntoItAndResizeIt(Role role) {
        try (AhpTestClient client = client(role)) {
            expectAction(role, Grant.TERMINAL_INPUT, client, JSON.createObjectNode().put("type", "terminal/input")
                    .put("data", "true\n"));
            expectAction(role, Grant.TERMINAL_RESIZE, client, JSON.createObjectNode().put("type", "terminal/resized")
                    .put("cols", 100).put("rows", 30));
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void takeItRenameItClearIt(Role role) {
        try (AhpTestClient client = client(role)) {
            ObjectNode claimed = JSON.createObjectNode().put("type", "terminal/claimed");
            claimed.putObject("claim").put("kind", "client").put("clientId", client.clientId());
            expectAction(role, Grant.TERMINAL_CLAIM, client, claimed);
            expectAction(role, Grant.TERMINAL_RENAME, client, JSON.createObjectNode()
                    .put("type", "terminal/titleChanged").put("title", "renamed by " + role));
            expectAction(role, Grant.TERMINAL_CLEAR, client, JSON.createObjectNode().put("type", "terminal/cleared"));
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void changeTheHostsConfig(Role role) {
        try (AhpTestClient client = client(role)) {
            ObjectNode push = JSON.createObjectNode().put("type", "root/configChanged");
            push.putObject("config").put("defaultShell", "/bin/sh");
            long seq = client.dispatch(ROOT, push);
            JsonNode echo = client.envelope(ROOT, envelope -> envelope.path("origin").path("clientSeq").asLong() == seq
                    && client.clientId().equals(envelope.path("origin").path("clientId").asString("")));
            assertEquals(!role.holds(Grant.CONFIG_CHANGE), echo.has("rejectionReason"), echo.toString());
            assertEquals(role == Role.OWNER, role.holds(Grant.CONFIG_CHANGE), "config:change is the owner's alone");
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void everybodySeesTheWholeRootList(Role role) {
        try (AhpTestClient client = AhpTestClient.connect(daemon.uri(), TOKENS.get(role))) {
            JsonNode result = client.initialize("c-" + role, java.util.List.of("0.9.0"), java.util.List.of(ROOT))
                    .path("result");
            JsonNode rows = result.path("snapshots").get(0).path("state").path("terminals");
            JsonNode entry = row(rows, terminal);
            assertFalse(entry.isMissingNode(), rows.toString());
            assertEquals("bash", entry.path("title").asString());
            assertEquals("client", entry.path("claim").path("kind").asString());
        }
    }

    @ParameterizedTest
    @EnumSource(Role.class)
    void theMatrixIsTheSpecs(Role role) {
        for (Grant grant : Grant.values()) {
            boolean expected = switch (role) {
                case OWNER -> true;
                case MEMBER -> grant != Grant.CONFIG_CHANGE;
                case GUEST -> grant == Grant.SESSION_READ;
            };
            assertEquals(expected, role.holds(grant), role + " " + grant);
        }
        assertTrue(Role.MEMBER.grants().containsAll(Role.TERMINAL_READ));
        assertTrue(Role.MEMBER.grants().containsAll(Role.TERMINAL_WRITE));
    }

    /** A fresh name for a terminal, as this host spells them. */
    String uri() {
        return newUri();
    }

    private AhpTestClient client(Role role) {
        return AhpTestClient.initialized(daemon.uri(), TOKENS.get(role), "c-" + role, "0.9.0");
    }

    private static void expectRequest(Role role, Grant grant, JsonNode response) {
        if (role.holds(grant)) {
            assertTrue(response.has("result"), role + " " + grant + ": " + response);
        } else {
            assertEquals(-32009, response.path("error").path("code").asInt(), role + " " + grant + ": " + response);
            assertTrue(response.path("error").path("message").asString().contains(grant.wireName()), response.toString());
        }
    }

    private void expectAction(Role role, Grant grant, AhpTestClient client, ObjectNode action) {
        long seq = client.dispatch(terminal, action);
        JsonNode echo = client.envelope(terminal, envelope -> envelope.path("origin").path("clientSeq").asLong() == seq
                && client.clientId().equals(envelope.path("origin").path("clientId").asString("")));
        assertEquals(action.path("type").asString(), echo.path("action").path("type").asString());
        if (role.holds(grant)) {
            assertFalse(echo.has("rejectionReason"), role + " " + grant + ": " + echo);
        } else {
            assertTrue(echo.path("rejectionReason").asString().contains(grant.wireName()), role + " " + grant + ": " + echo);
        }
    }
}
