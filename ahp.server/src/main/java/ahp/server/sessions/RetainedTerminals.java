package ahp.server.sessions;

import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A chat's terminal rebuilt, exited, once nothing live answers for it: the chat its name carries is
 * read (its live turns, including the one running), the newest call whose content names the terminal
 * is found, and an exited state is answered in VS Code's five fields: the call's title, the output
 * kept or else the call's preview, an exited lifecycle with the call's exit code or else the one
 * kept, a claim of the session that holds the chat now with the chat and the call, and whether a
 * pseudoterminal wrote it. A call whose preview was cut with nothing kept, or a name whose chat or
 * call is gone, answers nothing. A name no call names any more (its turn was cancelled, which drops
 * the call's content) is answered from what was kept alone ({@link CancelledCallTerminals}). Nothing
 * follows the snapshot.
 */
final class RetainedTerminals {

    private RetainedTerminals() {}

    static Optional<TerminalState> answer(Sessions sessions, String uri) {
        Optional<RetainedLink> link = RetainedLink.parse(uri);
        if (link.isEmpty()) {
            return Optional.empty();
        }
        LiveChat chat = sessions.findChat(link.get().chat());
        if (chat == null) {
            return Optional.empty();
        }
        Optional<JsonNode> block = sessions.host.locked(() -> newestBlock(chat, uri));
        if (block.isEmpty()) {
            return CancelledCallTerminals.answer(sessions, chat, link.get(), uri);
        }
        KeptOutputs.awaitKept(chat, link.get().toolCallId());
        Optional<RetainedOutput> kept = sessions.store == null ? Optional.empty()
                : sessions.store.loadRetained(chat.session.id, chat.id, link.get().toolCallId());
        JsonNode result = block.get().path("result");
        String output;
        if (kept.isPresent() && kept.get().output() != null) {
            output = kept.get().output();
        } else if (result.path("truncated").asBoolean(false)) {
            return Optional.empty();
        } else {
            output = result.path("preview").asString("");
        }
        Integer exitCode = result.path("exitCode").isIntegralNumber() ? Integer.valueOf(result.path("exitCode").asInt())
                : kept.map(RetainedOutput::exitCode).orElse(null);
        boolean isPty = kept.map(RetainedOutput::isPty).orElse(block.get().path("isPty").asBoolean(false));
        String title = block.get().path("title").asString(kept.map(RetainedOutput::title).orElse(CommandTurn.TITLE));
        List<TerminalContentPart> content = output.isEmpty() ? List.of() : List.of(new TerminalContentPart.Unclassified(output));
        TerminalClaim claim = new TerminalClaim.Session(chat.session.uri, chat.uri, null, link.get().toolCallId());
        return Optional.of(new TerminalState(title, null, null, null, content, new TerminalLifecycle.Exited(exitCode),
                claim, false, isPty));
    }

    /** The newest terminal block of the chat's calls that names {@code uri}; under the sequence lock. */
    private static Optional<JsonNode> newestBlock(LiveChat chat, String uri) {
        JsonNode state = chat.state.body();
        Optional<JsonNode> found = inTurn(state.path("activeTurn"), uri);
        if (found.isPresent()) {
            return found;
        }
        JsonNode turns = state.path("turns");
        for (int i = turns.size() - 1; i >= 0; i--) {
            found = inTurn(turns.get(i), uri);
            if (found.isPresent()) {
                return found;
            }
        }
        for (int i = chat.olderTurns.size() - 1; i >= 0; i--) { // a call of a turn before the window
            found = inTurn(chat.olderTurns.get(i), uri);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<JsonNode> inTurn(JsonNode turn, String uri) {
        JsonNode parts = turn.path("responseParts");
        for (int i = parts.size() - 1; i >= 0; i--) {
            JsonNode content = parts.get(i).path("toolCall").path("result").path("content");
            if (content.isMissingNode() || content.isEmpty()) {
                content = parts.get(i).path("toolCall").path("content");
            }
            for (JsonNode block : content) {
                if ("terminal".equals(block.path("type").asString("")) && uri.equals(block.path("resource").asString(""))) {
                    return Optional.of(block);
                }
            }
        }
        return Optional.empty();
    }
}
