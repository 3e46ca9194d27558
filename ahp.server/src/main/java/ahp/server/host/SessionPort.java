package ahp.server.host;

import ahp.protocol.Action;
import ahp.protocol.command.Method;
import ahp.protocol.command.SessionNotificationParams;
import ahp.protocol.jsonrpc.JsonRpcCodec;
import ahp.protocol.jsonrpc.RpcException;
import ahp.server.sessions.SessionHost;
import ahp.terminals.api.Terminal;
import ahp.terminals.api.TerminalSpec;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** The host as its sessions see it: the sequence, the root notifications and the terminals. */
final class SessionPort implements SessionHost {

    private final Host host;

    SessionPort(Host host) {
        this.host = host;
    }

    @Override
    public void publish(String channel, Action action, Runnable apply) {
        host.sequencer().publish(channel, action, null, null, apply);
    }

    @Override
    public <T> T locked(Supplier<T> work) {
        return host.sequencer().locked(work);
    }

    @Override
    public void notifyRoot(Method method, SessionNotificationParams params) {
        String frame = JsonRpcCodec.notification(method, params);
        host.sequencer().locked(() -> {
            host.handshaken().forEach(session -> session.send(frame));
            return null;
        });
    }

    @Override
    public java.util.Optional<ahp.backends.api.ToolServer> toolServer(String chat) {
        return host.toolServers().forChat(chat);
    }

    @Override
    public void chatGone(String chat) {
        host.toolServers().gone(chat);
    }

    @Override
    public void forgetChannel(String channel) {
        host.sequencer().dropChannel(channel);
    }

    @Override
    public java.util.List<ahp.protocol.root.TerminalInfo> rootTerminals() {
        return host.terminals() == null ? java.util.List.of() : host.sequencer().locked(() -> host.terminals().rows());
    }

    @Override
    public boolean offersAgentTools() {
        return canRunAgentTools() && host.sequencer().locked(() -> host.config().enableCustomTerminalTool());
    }

    @Override
    public boolean canRunAgentTools() {
        boolean windows = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
        return host.terminals() != null && !windows;
    }

    @Override
    public boolean hasTerminals() {
        return host.terminals() != null;
    }

    @Override
    public CompletableFuture<Terminal> openTerminal(String uri, TerminalSpec spec, ahp.terminals.api.TerminalStore in) {
        if (host.terminals() == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("this host has no terminal store"));
        }
        try {
            return host.terminals().openForHost(uri, spec, in);
        } catch (RpcException refused) {
            return CompletableFuture.failedFuture(refused);
        }
    }

    @Override
    public Terminal openTerminalNow(String uri, TerminalSpec spec, ahp.terminals.api.TerminalStore in) {
        if (host.terminals() == null) {
            throw new IllegalStateException("this host has no terminal store");
        }
        return host.terminals().openForHostNow(uri, spec, in);
    }

    @Override
    public boolean disposeTerminal(String uri) {
        return host.terminals() != null && host.terminals().dispose(uri);
    }
}
