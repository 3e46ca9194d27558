package ahp.backends.acp.session;

import ahp.backends.acp.client.AgentTerminals;
import ahp.backends.acp.rpc.Nodes;
import ahp.backends.api.BackendTerminal;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * ACP's tool call content as AHP's {@code ToolResultContent}:
 *
 * <table>
 * <caption>content</caption>
 * <tr><th>ACP</th><th>AHP</th></tr>
 * <tr><td>{@code content} with a {@code text} block</td><td>{@code {type: text, text}}</td></tr>
 * <tr><td>{@code content} with an {@code image} or {@code audio} block</td><td>{@code {type: embeddedResource, data, contentType}}</td></tr>
 * <tr><td>{@code content} with a {@code resource_link}</td><td>{@code {type: resource, uri, contentType, sizeHint}}</td></tr>
 * <tr><td>{@code content} with an embedded {@code resource}</td><td>its text as {@code text}, its blob as {@code embeddedResource}</td></tr>
 * <tr><td>{@code diff} ({@code path}, {@code oldText}, {@code newText})</td><td>{@code {type: fileEdit, after: {uri, content: {uri}}, diff: {added, removed}}}:
 *     the file's URI (what it holds once written), and the lines added and removed, counted as lines
 *     of one side that the other side does not have</td></tr>
 * <tr><td>{@code terminal} ({@code terminalId})</td><td>{@code {type: terminal, resource, title, isPty}} of the
 *     host's terminal (one the agent released still shows what it printed); an id the agent never had is left out,
 *     and a terminal named again in the same content (claude-code-acp names it twice) shows once</td></tr>
 * </table>
 */
final class ToolContent {

    private ToolContent() {}

    /**
     * {@code content} mapped; {@code opened} is told each terminal it names, with its entry, so the
     * call can show it.
     */
    static ArrayNode map(JsonNode content, AgentTerminals terminals, BiConsumer<String, BackendTerminal> opened) {
        ArrayNode mapped = Nodes.array();
        if (content == null || !content.isArray()) {
            return mapped;
        }
        Set<String> terminalsNamed = new HashSet<>();
        for (JsonNode item : content) {
            String type = Nodes.text(item, "type");
            if (type == null) {
                continue;
            }
            switch (type) {
                case "content" -> block(item.get("content"), mapped);
                case "diff" -> diff(item, mapped);
                case "terminal" -> terminals.get(Nodes.text(item, "terminalId"))
                        .filter(entry -> terminalsNamed.add(entry.id())).ifPresent(entry -> {
                    ObjectNode block = mapped.addObject();
                    block.put("type", "terminal");
                    block.put("resource", entry.terminal().uri());
                    block.put("title", entry.title());
                    block.put("isPty", entry.terminal().isPty());
                    opened.accept(entry.id(), entry.terminal());
                });
                default -> { }
            }
        }
        return mapped;
    }

    /** The first text of mapped {@code content}, or null. */
    static String firstText(ArrayNode mapped) {
        for (JsonNode item : mapped) {
            if ("text".equals(Nodes.text(item, "type"))) {
                return Nodes.text(item, "text");
            }
        }
        return null;
    }

    /** A content block (text, image, audio, resource link, embedded resource) as one item of {@code mapped}. */
    static void block(JsonNode block, ArrayNode mapped) {
        String type = Nodes.text(block, "type");
        if (type == null) {
            return;
        }
        switch (type) {
            case "text" -> text(Nodes.text(block, "text"), mapped);
            case "image", "audio" -> embedded(Nodes.text(block, "data"), Nodes.text(block, "mimeType"), mapped);
            case "resource_link" -> {
                String uri = Nodes.text(block, "uri");
                if (uri != null) {
                    ObjectNode resource = mapped.addObject();
                    resource.put("type", "resource");
                    resource.put("uri", uri);
                    String mimeType = Nodes.text(block, "mimeType");
                    if (mimeType != null) {
                        resource.put("contentType", mimeType);
                    }
                    Long size = Nodes.integer(block, "size");
                    if (size != null) {
                        resource.put("sizeHint", size);
                    }
                }
            }
            case "resource" -> {
                JsonNode resource = block.get("resource");
                String text = Nodes.text(resource, "text");
                if (text != null) {
                    text(text, mapped);
                } else {
                    embedded(Nodes.text(resource, "blob"), Nodes.text(resource, "mimeType"), mapped);
                }
            }
            default -> { }
        }
    }

    private static void text(String text, ArrayNode mapped) {
        if (text != null) {
            ObjectNode item = mapped.addObject();
            item.put("type", "text");
            item.put("text", text);
        }
    }

    private static void embedded(String data, String mimeType, ArrayNode mapped) {
        if (data != null) {
            ObjectNode item = mapped.addObject();
            item.put("type", "embeddedResource");
            item.put("data", data);
            item.put("contentType", mimeType == null ? "application/octet-stream" : mimeType);
        }
    }

    private static void diff(JsonNode item, ArrayNode mapped) {
        String path = Nodes.text(item, "path");
        String newText = Nodes.text(item, "newText");
        if (path == null || newText == null) {
            return;
        }
        String uri = fileUri(path);
        ObjectNode edit = mapped.addObject();
        edit.put("type", "fileEdit");
        ObjectNode after = edit.putObject("after");
        after.put("uri", uri);
        ObjectNode ref = after.putObject("content");
        ref.put("uri", uri);
        ref.put("contentType", "text/plain");
        String oldText = Nodes.text(item, "oldText");
        ObjectNode counts = edit.putObject("diff");
        counts.put("added", unmatched(newText, oldText == null ? "" : oldText));
        counts.put("removed", unmatched(oldText == null ? "" : oldText, newText));
    }

    /** A path's {@code file:} URI, or the path itself when it is not one. */
    static String fileUri(String path) {
        try {
            Path file = Path.of(path);
            return file.isAbsolute() ? file.toUri().toString() : path;
        } catch (InvalidPathException e) {
            return path;
        }
    }

    /** How many lines of {@code side} the {@code other} side does not have (as many times). */
    private static int unmatched(String side, String other) {
        Map<String, Integer> available = new HashMap<>();
        for (String line : lines(other)) {
            available.merge(line, 1, Integer::sum);
        }
        int count = 0;
        for (String line : lines(side)) {
            Integer left = available.get(line);
            if (left == null || left == 0) {
                count++;
            } else {
                available.put(line, left - 1);
            }
        }
        return count;
    }

    private static String[] lines(String text) {
        return text.isEmpty() ? new String[0] : text.split("\n", -1);
    }
}
