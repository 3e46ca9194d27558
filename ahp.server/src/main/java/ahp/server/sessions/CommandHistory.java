package ahp.server.sessions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code !} commands a session ran, newest first, as the {@code completions} of a chat offer them:
 * every local turn its chats keep whose text is a command ({@link CommandLine}), once each.
 */
public final class CommandHistory {

    /** At most this many commands are offered. */
    public static final int LIMIT = 50;

    private CommandHistory() {}

    /**
     * The commands of the session {@code chatUri} belongs to that go on from {@code typed} (the input
     * up to the cursor, which starts with the prefix), each as a whole message ({@code !} and the
     * command), newest first; none when the host has no terminals to run one in.
     *
     * @throws ahp.protocol.jsonrpc.RpcException {@code -32001} for a chat this host does not hold
     */
    public static List<String> after(Sessions sessions, String chatUri, String typed) {
        LiveChat chat = sessions.chat(chatUri);
        if (!sessions.host.hasTerminals() || !typed.startsWith(CommandLine.PREFIX)) {
            return List.of();
        }
        String begun = typed.substring(CommandLine.PREFIX.length()).stripLeading();
        List<StoredTurn> turns = sessions.host.locked(() -> {
            List<StoredTurn> all = new ArrayList<>();
            chat.session.chats.values().forEach(each -> all.addAll(each.localTurns));
            return all;
        });
        turns.sort(Comparator.comparing((StoredTurn turn) -> turn.turn().path("startedAt").asString(""))
                .thenComparingLong(StoredTurn::sequence).reversed());
        Set<String> commands = new LinkedHashSet<>();
        for (StoredTurn turn : turns) {
            Optional<String> command = CommandLine.of(turn.turn().path("message").path("text").asString(null));
            if (command.isPresent() && command.get().startsWith(begun)) {
                String message = CommandLine.PREFIX + command.get();
                if (!message.equals(typed)) {
                    commands.add(message);
                }
            }
            if (commands.size() == LIMIT) {
                break;
            }
        }
        return List.copyOf(commands);
    }
}
