package ahp.protocol.chat;

import ahp.protocol.Action;
import ahp.protocol.Json;
import java.util.Random;

/**
 * A seeded stream of chat actions that reach every part the reducer indexes, drawn from small pools
 * of ids so that they collide: tool calls started twice with one id, markdown parts whose id is a
 * call's, input requests asked again, actions for a turn that is not the active one, turns that end,
 * are cancelled or fail with calls open, truncation and older turns loaded. Most actions apply; many
 * do not (a call in a status the action does not apply to), as in a real chat.
 */
final class RandomChatActions {

    private final Random random;
    private final int turnLength;
    private int turns;
    private boolean active;

    /** The actions of {@code seed}, a turn ending (or truncated away) after about {@code turnLength} actions. */
    RandomChatActions(long seed, int turnLength) {
        this.random = new Random(seed);
        this.turnLength = turnLength;
    }

    /** The next action. */
    Action next() {
        String turn = random.nextInt(20) == 0 ? "t" + random.nextInt(turns + 1) : "t" + turns;
        String call = "tc-" + random.nextInt(8);
        int pick = random.nextInt(turnLength) == 0 ? random.nextInt(7) : 7 + random.nextInt(93);
        if (!active && random.nextInt(3) == 0) {
            pick = 0;
        }
        String json;
        if (pick < 3) {
            turns++;
            active = true;
            json = """
                    {"type":"chat/turnStarted","turnId":"t%d","startedAt":"1970-01-01T00:00:01.000Z",
                     "message":{"text":"go","origin":{"kind":"user"}}}""".formatted(turns);
        } else if (pick < 5) {
            String[] ends = {"chat/turnComplete", "chat/turnCancelled", "chat/error"};
            String type = ends[random.nextInt(ends.length)];
            active = false;
            json = """
                    {"type":"%s","turnId":"%s","duration":5%s}""".formatted(type, turn,
                    type.equals("chat/error") ? ",\"error\":{\"errorType\":\"runtime\",\"message\":\"m\"}" : "");
        } else if (pick < 6) {
            active = false;
            json = random.nextBoolean() ? "{\"type\":\"chat/truncated\"}"
                    : "{\"type\":\"chat/truncated\",\"turnId\":\"t" + random.nextInt(turns + 1) + "\"}";
        } else if (pick < 7) {
            json = """
                    {"type":"chat/turnsLoaded","turns":[{"id":"old-%d","message":{"text":"o","origin":{"kind":"user"}},
                     "responseParts":[],"state":"complete"}],"turnsNextCursor":"c"}""".formatted(random.nextInt(3));
        } else if (pick < 20) {
            json = """
                    {"type":"chat/toolCallStart","turnId":"%s","toolCallId":"%s","toolName":"bash","displayName":"Bash"%s}"""
                    .formatted(turn, call, random.nextBoolean() ? ",\"contributor\":{\"kind\":\"mcp\",\"customizationId\":\"m\"}" : "");
        } else if (pick < 24) {
            json = """
                    {"type":"chat/toolCallDelta","turnId":"%s","toolCallId":"%s","content":"x"}""".formatted(turn, call);
        } else if (pick < 34) {
            json = """
                    {"type":"chat/toolCallReady","turnId":"%s","toolCallId":"%s","invocationMessage":"run"%s}"""
                    .formatted(turn, call, random.nextBoolean() ? ",\"confirmed\":\"not-needed\"" : "");
        } else if (pick < 40) {
            json = """
                    {"type":"chat/toolCallConfirmed","turnId":"%s","toolCallId":"%s","approved":%b%s}"""
                    .formatted(turn, call, random.nextInt(4) > 0, random.nextBoolean() ? ",\"confirmed\":\"user-action\"" : "");
        } else if (pick < 50) {
            json = """
                    {"type":"chat/toolCallComplete","turnId":"%s","toolCallId":"%s",
                     "result":{"success":%b,"pastTenseMessage":"ran"}%s}"""
                    .formatted(turn, call, random.nextInt(4) > 0, random.nextInt(3) == 0 ? ",\"requiresResultConfirmation\":true" : "");
        } else if (pick < 54) {
            json = """
                    {"type":"chat/toolCallResultConfirmed","turnId":"%s","toolCallId":"%s","approved":%b}"""
                    .formatted(turn, call, random.nextBoolean());
        } else if (pick < 58) {
            json = """
                    {"type":"chat/toolCallContentChanged","turnId":"%s","toolCallId":"%s","content":[{"type":"text","text":"o"}]}"""
                    .formatted(turn, call);
        } else if (pick < 62) {
            json = """
                    {"type":"chat/toolCallAuthRequired","turnId":"%s","toolCallId":"%s","auth":{"reason":"required",
                     "resource":{"resource":"https://mcp.example.com"}}}""".formatted(turn, call);
        } else if (pick < 65) {
            json = """
                    {"type":"chat/toolCallAuthResolved","turnId":"%s","toolCallId":"%s"}""".formatted(turn, call);
        } else if (pick < 72) {
            String kind = random.nextBoolean() ? "markdown" : "reasoning";
            String id = random.nextInt(4) == 0 ? call : "p-" + random.nextInt(4);
            json = random.nextInt(10) == 0
                    ? "{\"type\":\"chat/responsePart\",\"turnId\":\"%s\",\"part\":{\"kind\":\"%s\",\"content\":\"\"}}"
                            .formatted(turn, kind)
                    : "{\"type\":\"chat/responsePart\",\"turnId\":\"%s\",\"part\":{\"kind\":\"%s\",\"id\":\"%s\",\"content\":\"\"}}"
                            .formatted(turn, kind, id);
        } else if (pick < 80) {
            String id = random.nextInt(4) == 0 ? call : "p-" + random.nextInt(4);
            json = """
                    {"type":"%s","turnId":"%s","partId":"%s","content":"y"}"""
                    .formatted(random.nextBoolean() ? "chat/delta" : "chat/reasoning", turn, id);
        } else if (pick < 85) {
            json = """
                    {"type":"chat/inputRequested","request":{"id":"r-%d","message":"which?",
                     "questions":[{"id":"q1","kind":"text","message":"what?"}]%s}}"""
                    .formatted(random.nextInt(3), random.nextBoolean() ? "" : ",\"answers\":{\"q1\":{\"state\":\"draft\",\"value\":{\"kind\":\"text\",\"value\":\"a\"}}}");
        } else if (pick < 90) {
            json = """
                    {"type":"chat/inputAnswerChanged","requestId":"r-%d","questionId":"q1"%s}"""
                    .formatted(random.nextInt(3), random.nextBoolean() ? "" : ",\"answer\":{\"state\":\"draft\",\"value\":{\"kind\":\"text\",\"value\":\"b\"}}");
        } else if (pick < 95) {
            String[] responses = {"accept", "decline", "cancel"};
            json = """
                    {"type":"chat/inputCompleted","requestId":"r-%d","response":"%s"}"""
                    .formatted(random.nextInt(3), responses[random.nextInt(responses.length)]);
        } else if (pick < 97) {
            json = """
                    {"type":"chat/usage","turnId":"%s","usage":{"inputTokens":%d,"outputTokens":1}}""".formatted(turn, random.nextInt(100));
        } else {
            json = """
                    {"type":"chat/activityChanged","activity":"step %d"}""".formatted(random.nextInt(100));
        }
        return Json.read(json, Action.class);
    }
}
