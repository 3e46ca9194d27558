package ahp.server.sessions;

import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import java.util.Optional;

/**
 * A chat's terminal that no call names any more because its turn was cancelled. The chat reducer
 * cancels a call its turn left open as skipped, and a skipped call keeps no content, so the terminal
 * block that named the terminal goes with it; the terminal printed for the call all the same, and
 * what it printed was kept when it exited ({@link KeptOutputs}). {@link RetainedTerminals} finds no
 * block and asks here: the name is answered, exited, from what was kept (its title, output, exit code
 * and kind), with a claim of the session that holds the chat now, the chat and the key.
 *
 * <p>Only a name this host minted is answered: the chat it carries is live, the name is exactly the
 * one this host writes for that chat and key (so a name made up around a key finds nothing it would
 * not), and an output is kept under that key, which goes when the call's turn is truncated away or
 * its chat is disposed.
 */
final class CancelledCallTerminals {

    private CancelledCallTerminals() {}

    /** The terminal {@code link} (spelled {@code uri}) of {@code chat}, rebuilt from what was kept, or nothing. */
    static Optional<TerminalState> answer(Sessions sessions, LiveChat chat, RetainedLink link, String uri) {
        if (sessions.store == null || !new RetainedLink(link.storage(), link.session(), chat.uri, link.toolCallId()).uri().equals(uri)) {
            return Optional.empty();
        }
        KeptOutputs.awaitKept(chat, link.toolCallId());
        Optional<RetainedOutput> kept = sessions.store.loadRetained(chat.session.id, chat.id, link.toolCallId())
                .filter(output -> output.output() != null);
        return kept.map(output -> new TerminalState(output.title() == null ? CommandTurn.TITLE : output.title(), null, null, null,
                output.output().isEmpty() ? List.of() : List.of(new TerminalContentPart.Unclassified(output.output())),
                new TerminalLifecycle.Exited(output.exitCode()),
                new TerminalClaim.Session(chat.session.uri, chat.uri, null, link.toolCallId()), false, output.isPty()));
    }
}
