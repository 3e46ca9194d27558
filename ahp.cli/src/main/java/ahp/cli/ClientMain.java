package ahp.cli;

import ahp.client.HostConnection;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code ahp list}, {@code ahp new} and {@code ahp attach}: a person's way into the daemon; and
 * {@code ahp train}, the workload a daemon's start-up cache is recorded on ({@link DaemonTraining}).
 */
public final class ClientMain {

    private ClientMain() {}

    /** Runs the command {@code args} name, and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(List.of(args), System.getenv(), System.out, System.err));
    }

    /**
     * Runs one client command.
     *
     * @return the process exit status
     */
    public static int run(List<String> arguments, Map<String, String> environment, PrintStream out, PrintStream err) {
        ClientOptions options;
        try {
            options = ClientOptions.parse(arguments, environment);
        } catch (IllegalArgumentException | IOException wrong) {
            err.println("ahp: " + wrong.getMessage());
            return 2;
        }
        try {
            return switch (options.command()) {
                case "list" -> list(options, out);
                case "sessions" -> sessions(options, out);
                case "agents" -> agents(options, out);
                case "chat" -> chat(options, out);
                case "new" -> create(options, err);
                case "train" -> DaemonTraining.run(options, keys(options.args()), out);
                case "attach" -> {
                    if (options.args().size() != 1) {
                        throw new IllegalArgumentException("attach needs one terminal URI (see: ahp list)");
                    }
                    yield attach(options, options.args().getFirst(), err);
                }
                default -> throw new IllegalArgumentException("unknown command \"" + options.command() + "\"\n"
                        + ClientOptions.USAGE);
            };
        } catch (IllegalArgumentException wrong) {
            err.println("ahp: " + wrong.getMessage());
            return 2;
        } catch (IOException failed) {
            err.println("ahp: " + failed.getMessage());
            return 1;
        }
    }

    /** {@code train}'s {@code --keys N}: how many keys it types into each shell (2,000 unless given). */
    private static int keys(List<String> args) {
        if (args.isEmpty()) {
            return 2_000;
        }
        if (args.size() == 2 && args.getFirst().equals("--keys") && args.get(1).matches("[1-9][0-9]{0,6}")) {
            return Integer.parseInt(args.get(1));
        }
        throw new IllegalArgumentException("train takes only --keys N (1 to 9999999)");
    }

    private static int list(ClientOptions options, PrintStream out) throws IOException {
        try (HostConnection host = options.connect()) {
            JsonNode terminals = host.rootState().path("terminals");
            if (terminals.isEmpty()) {
                out.println("no terminals open");
                return 0;
            }
            for (JsonNode terminal : terminals) {
                JsonNode lifecycle = terminal.path("lifecycle");
                String status = "exited".equals(lifecycle.path("status").asString(""))
                        ? "exited" + (lifecycle.has("exitCode") ? " " + lifecycle.path("exitCode").asInt() : "")
                        : "running";
                out.println(terminal.path("resource").asString("") + "\t" + terminal.path("title").asString("")
                        + "\t" + status + "\t" + describe(terminal.path("claim")));
            }
            return 0;
        }
    }

    private static int agents(ClientOptions options, PrintStream out) throws IOException {
        try (HostConnection host = options.connect()) {
            for (JsonNode agent : host.rootState().path("agents")) {
                out.println(agent.path("provider").asString("") + "\t" + agent.path("displayName").asString("")
                        + "\t" + agent.path("description").asString(""));
            }
            return 0;
        }
    }

    private static int sessions(ClientOptions options, PrintStream out) throws IOException {
        try (HostConnection host = options.connect()) {
            JsonNode page = host.rpc().call("listSessions", HostConnection.channel(HostConnection.ROOT));
            if (page.path("items").isEmpty()) {
                out.println("no sessions");
                return 0;
            }
            for (JsonNode session : page.path("items")) {
                out.println(session.path("resource").asString("") + "\t" + session.path("modifiedAt").asString("")
                        + "\t" + session.path("title").asString(""));
            }
            return 0;
        }
    }

    /**
     * {@code ahp chat [--cwd DIR] [--agent ID] [--machine ID] [SESSION]}: a session's default chat, line
     * by line (a new session, backed by the agent {@code ID} or by none, its commands run in the
     * machine {@code ID} of the daemon's config or on the daemon's own, without one).
     */
    private static int chat(ClientOptions options, PrintStream out) throws IOException {
        String session = null;
        String cwd = null;
        String agent = null;
        String machine = null;
        List<String> args = options.args();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--cwd") && i + 1 < args.size()) {
                cwd = args.get(++i);
            } else if (args.get(i).equals("--agent") && i + 1 < args.size()) {
                agent = args.get(++i);
            } else if (args.get(i).equals("--machine") && i + 1 < args.size()) {
                machine = args.get(++i);
            } else if (session == null && !args.get(i).startsWith("--")) {
                session = args.get(i);
            } else {
                throw new IllegalArgumentException("chat: unknown argument \"" + args.get(i) + "\"");
            }
        }
        try (HostConnection host = options.connect()) {
            if (session == null) {
                session = sessionScheme(agent) + ":/" + UUID.randomUUID();
                Path directory = Path.of(cwd == null ? System.getProperty("user.dir") : cwd).toAbsolutePath().normalize();
                ObjectNode params = HostConnection.channel(session);
                params.putArray("workingDirectories").add(directory.toUri().toString());
                if (agent != null) {
                    params.put("provider", agent);
                }
                if (machine != null) {
                    params.putObject("config").put("machine", machine);
                }
                host.rpc().call("createSession", params);
                out.println("ahp: opened " + session + " in " + directory
                        + (machine == null ? "" : ", its commands in the machine " + machine));
            }
            JsonNode state = host.subscribe(session).path("state");
            String chat = state.path("defaultChat").asString(null);
            if (chat == null) {
                chat = state.path("chats").path(0).path("resource").asString(null);
            }
            if (chat == null) {
                throw new IllegalArgumentException("chat: " + session + " has no chat");
            }
            boolean interactive = System.console() != null;
            if (interactive) {
                out.println("ahp: type !<command> to run it in the session's machine; end with Ctrl-D");
            }
            new SessionChat(host, chat, out).run(new java.io.BufferedReader(new java.io.InputStreamReader(System.in,
                    java.nio.charset.StandardCharsets.UTF_8)), interactive);
            return 0;
        }
    }

    private static int create(ClientOptions options, PrintStream err) throws IOException {
        String cwd = null;
        String name = null;
        List<String> args = options.args();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.equals("--cwd") && !arg.equals("--name")) {
                throw new IllegalArgumentException("new: unknown argument \"" + arg + "\"");
            }
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException("new: " + arg + " needs a value");
            }
            if (arg.equals("--cwd")) {
                cwd = args.get(++i);
            } else {
                name = args.get(++i);
            }
        }
        Path directory = Path.of(cwd == null ? System.getProperty("user.dir") : cwd).toAbsolutePath().normalize();
        if (cwd != null && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException("new: " + directory + " is not a folder");
        }
        try (Terminal local = TerminalBuilder.builder().system(true).graphemeCluster(false).build();
                HostConnection host = options.connect()) {
            String uri = "ahp-terminal:/" + UUID.randomUUID();
            ObjectNode params = TerminalActions.create(host, uri).put("cwd", directory.toUri().toString());
            if (name != null) {
                params.put("name", name);
            }
            Size size = local.getSize();
            if (size.getColumns() > 0 && size.getRows() > 0) {
                params.put("cols", size.getColumns()).put("rows", size.getRows());
            }
            host.rpc().call("createTerminal", params);
            String ended = new Attach(host, uri, local).run();
            err.println("\r\nahp: " + ended + (ended.startsWith("detached") ? "; attach again with: ahp attach " + uri : ""));
            return 0;
        }
    }

    private static int attach(ClientOptions options, String uri, PrintStream err) throws IOException {
        try (Terminal local = TerminalBuilder.builder().system(true).graphemeCluster(false).build();
                HostConnection host = options.connect()) {
            String ended = new Attach(host, uri, local).run();
            err.println("\r\nahp: " + ended);
            return 0;
        }
    }

    private static String describe(JsonNode claim) {
        return switch (claim.path("kind").asString("")) {
            case "client" -> "client " + claim.path("clientId").asString("");
            case "session" -> "session " + claim.path("session").asString("")
                    + (claim.has("toolCallId") ? " call " + claim.path("toolCallId").asString("") : "");
            default -> "";
        };
    }

    /**
     * The scheme a new session of {@code agent} (null: {@code local}) is named with: its provider, as VS
     * Code's {@code AgentSession.uri} names sessions, so VS Code 1.141 (which reads a listed session's
     * provider from its scheme) opens it too; {@code ahp-session} for a provider that is no URI scheme.
     */
    static String sessionScheme(String agent) {
        String provider = agent == null ? "local" : agent;
        return provider.matches("[A-Za-z][A-Za-z0-9+.-]{0,63}") ? provider : "ahp-session";
    }
}
