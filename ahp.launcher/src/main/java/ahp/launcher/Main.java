package ahp.launcher;

import ahp.cli.ClientMain;
import ahp.mcp.McpMain;
import java.util.Arrays;
import java.util.List;

/**
 * The entry point of {@code ./ahpd} and {@code ./ahp}: {@code serve} runs the daemon
 * ({@link ahp.server.Main}); {@code mcp} serves its shell tools to an MCP client on standard input and
 * output ({@link McpMain}); {@code list}, {@code new}, {@code attach} and the rest (also as
 * {@code ahpd attach}) are a person's client ({@link ClientMain}).
 */
public final class Main {

    private static final String USAGE = """
            usage: ahpd serve [--listen HOST:PORT] [--users FILE] [--state-dir DIR] [--terminals auto|none|pty|pipes|NAME]
                              [--config FILE] [--plugins DIR] [--screen NAME] [--shell-integration NAME]
                   ahpd mcp [--url URL] [--token-file FILE] [--session URI] [--cwd DIR]   (the shell tools for an MCP client)
                   ahp [--url URL] [--token TOKEN] list | new [--cwd DIR] [--name NAME] | attach URI""";

    private Main() {}

    /** Runs the command the first argument names, and exits with its status. */
    public static void main(String[] args) {
        List<String> arguments = Arrays.asList(args);
        if (arguments.isEmpty() || arguments.contains("--help") || arguments.contains("-h")) {
            System.out.println(USAGE);
            System.exit(arguments.isEmpty() ? 2 : 0);
        }
        List<String> rest = arguments.subList(1, arguments.size());
        int status = switch (arguments.getFirst()) {
            case "serve" -> ahp.server.Main.serve(rest, System.getenv());
            case "mcp" -> McpMain.run(rest, System.getenv(), System.in, System.out, System.err);
            default -> ClientMain.run(arguments, System.getenv(), System.out, System.err);
        };
        System.exit(status);
    }
}
