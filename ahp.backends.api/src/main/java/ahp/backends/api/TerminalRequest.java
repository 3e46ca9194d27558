package ahp.backends.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a backend asks a terminal for.
 *
 * @param chat the chat whose turn runs it
 * @param turnId the running turn
 * @param toolCallId the tool call it runs for, or null
 * @param directory where it runs (the session's primary working directory when null)
 * @param program the program, or null for a shell to sit in
 * @param args the program's arguments, each quoted for the shell; null hands {@code program} over as
 *     a line of shell syntax
 * @param environment variables laid over the host's
 * @param title its title, or null for the program's name
 */
public record TerminalRequest(
        String chat,
        String turnId,
        String toolCallId,
        Path directory,
        String program,
        List<String> args,
        Map<String, String> environment,
        String title) {

    /** Copies the collections. */
    public TerminalRequest {
        args = args == null ? null : List.copyOf(args);
        environment = environment == null ? Map.of() : Map.copyOf(environment);
    }
}
