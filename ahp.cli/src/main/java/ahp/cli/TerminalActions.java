package ahp.cli;

import ahp.client.HostConnection;
import ahp.client.RpcClient;
import tools.jackson.databind.node.ObjectNode;

/**
 * What {@code ahp} sends about a terminal, the same for a person attached ({@link Attach}) and for
 * the training workload ({@link DaemonTraining}): the {@code createTerminal} params that claim it
 * for this client, typed input and a new size.
 */
final class TerminalActions {

    private TerminalActions() {}

    /** {@code createTerminal}'s params for {@code uri}, claimed for {@code host}'s client. */
    static ObjectNode create(HostConnection host, String uri) {
        ObjectNode params = HostConnection.channel(uri);
        params.putObject("claim").put("kind", "client").put("clientId", host.clientId());
        return params;
    }

    /** Types {@code data} into the terminal {@code uri}. */
    static void input(HostConnection host, String uri, String data) {
        host.dispatch(uri, RpcClient.json().createObjectNode().put("type", "terminal/input").put("data", data));
    }

    /** Resizes the terminal {@code uri} to {@code cols} by {@code rows}. */
    static void resize(HostConnection host, String uri, int cols, int rows) {
        host.dispatch(uri, RpcClient.json().createObjectNode().put("type", "terminal/resized").put("cols", cols)
                .put("rows", rows));
    }
}
