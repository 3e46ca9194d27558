package ahp.protocol.chat;

import ahp.protocol.internal.Trees;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Input requests (elicitations) of the active turn. Since 0.6.0 a request lives in the turn's
 * response parts as an {@code inputRequest} part; it is open until {@code chat/inputCompleted} gives
 * it a {@code response}, and while any is open the chat needs input. Only the active turn's requests
 * count: when the turn ends, a request still open stays in the ended turn as it was, answering it is
 * no longer possible, and the chat no longer needs input for it.
 */
final class InputRequests {

    private static final String KIND = "inputRequest";

    private InputRequests() {}

    /**
     * {@code chat/inputRequested}: the request added to the active turn, or put in place of the open
     * one with its id (keeping that one's answers when the new one has none). The chat needs input and
     * is unread. Without an active turn nothing changes.
     */
    static ObjectNode requested(ObjectNode chat, JsonNode request, Stamp stamp, Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat);
        if (turn == null || !(request instanceof ObjectNode asked)) {
            return chat;
        }
        PartIndex index = reduction.index(turn);
        int at = index.firstOpenRequest(Trees.text(asked, "id"));
        ObjectNode part = JsonNodeFactory.instance.objectNode();
        part.put("kind", KIND);
        ObjectNode next;
        if (at >= 0) {
            JsonNode answers = present(asked.get("answers")) ? asked.get("answers")
                    : index.parts().get(at).path("request").get("answers");
            part.set("request", Trees.with(asked, "answers", present(answers) ? answers : null));
            next = reduction.withPartReplaced(chat, turn, at, part);
        } else {
            part.set("request", asked);
            next = reduction.withPartAppended(chat, turn, part);
        }
        next.set("status", ChatStatus.num(ChatStatus.withFlag(ChatStatus.derived(next, false, reduction), SessionStatus.IS_READ, false)));
        stamp.apply(next, null);
        return next;
    }

    /**
     * {@code chat/inputAnswerChanged}: the draft answer to one question of an open request set, or
     * removed when {@code answer} is absent. An unknown or closed request changes nothing.
     */
    static ObjectNode answerChanged(ObjectNode chat, String requestId, String questionId, JsonNode answer, Stamp stamp,
            Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat);
        int at = turn == null || questionId == null ? -1 : reduction.index(turn).firstOpenRequest(requestId);
        if (at < 0) {
            return chat;
        }
        ObjectNode part = (ObjectNode) reduction.index(turn).parts().get(at);
        ObjectNode request = (ObjectNode) part.get("request");
        ObjectNode answers = answersOf(request);
        if (present(answer)) {
            answers.set(questionId, answer);
        } else {
            answers.remove(questionId);
        }
        ObjectNode changed = Trees.with(part, "request", Trees.with(request, "answers", answers.isEmpty() ? null : answers));
        ObjectNode next = reduction.withPartReplaced(chat, turn, at, changed);
        stamp.apply(next, null);
        return next;
    }

    /**
     * {@code chat/inputCompleted}: an open request closed with {@code response} ({@code accept},
     * {@code decline}, {@code cancel}), its answers merged with the final ones. It stays in the turn as
     * the record of what was answered. An unknown or closed request changes nothing.
     */
    static ObjectNode completed(ObjectNode chat, String requestId, JsonNode response, JsonNode finalAnswers, Stamp stamp,
            Reduction reduction) {
        ObjectNode turn = ActiveTurns.of(chat);
        int at = turn == null ? -1 : reduction.index(turn).firstOpenRequest(requestId);
        if (at < 0) {
            return chat;
        }
        ObjectNode part = (ObjectNode) reduction.index(turn).parts().get(at);
        ObjectNode request = (ObjectNode) part.get("request");
        ObjectNode answers = answersOf(request);
        if (finalAnswers instanceof ObjectNode given) {
            answers.setAll(given);
        }
        ObjectNode closed = Trees.with(part, "request", Trees.with(request, "answers", answers.isEmpty() ? null : answers));
        if (present(response)) {
            closed.set("response", response);
        }
        ObjectNode next = reduction.withPartReplaced(chat, turn, at, closed);
        next.set("status", ChatStatus.num(ChatStatus.derived(next, false, reduction)));
        stamp.apply(next, null);
        return next;
    }

    /** Whether the response part {@code part} is an input request. */
    static boolean isRequest(JsonNode part) {
        return KIND.equals(Trees.text(part, "kind")) && part.get("request") instanceof ObjectNode;
    }

    /** Whether the response part {@code part} is an input request not answered yet. */
    static boolean isOpen(JsonNode part) {
        return isRequest(part) && !present(part.get("response"));
    }

    /** A new object holding the request's answers so far. */
    private static ObjectNode answersOf(ObjectNode request) {
        ObjectNode answers = JsonNodeFactory.instance.objectNode();
        if (request.get("answers") instanceof ObjectNode existing) {
            answers.setAll(existing);
        }
        return answers;
    }

    private static boolean present(JsonNode value) {
        return value != null && !value.isNull();
    }
}
