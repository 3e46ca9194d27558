package ahp.server.resources;

import ahp.protocol.Json;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code resourceList}: a folder's entries by name, each {@code file} or {@code directory} (a link
 * as what it leads to, a dangling one as a file). Listing names reads no file, so a link that leads
 * outside the person's reach is listed; reading it is refused. A folder of more entries than the cap
 * gives the first ones the system lists (sorted) and {@code _meta["ahp.truncated"]: true}.
 */
final class Listing {

    private Listing() {}

    static ObjectNode list(ResourceParams params, Reach reach, ResourceLimits limits) {
        String uri = params.text("uri");
        Path given = FileUris.path(uri, "uri");
        reach.requireSee(ResolvedPath.target(uri, given));
        ResolvedPath folder = ResolvedPath.existing(uri, given, Missing.DIRECTORY);
        reach.requireSee(folder);
        if (!Files.isDirectory(folder.real())) {
            // VS Code's words ("Not a directory"), as its resourceOperations.integrationTest.ts
            // "resourceList rejects a file" matches them; the code stays -32602.
            throw ResourceErrors.invalid("uri", "is not a directory: " + uri);
        }
        List<String[]> entries = new ArrayList<>();
        boolean truncated = false;
        try (DirectoryStream<Path> children = Files.newDirectoryStream(folder.real())) {
            for (Path child : children) {
                if (entries.size() == limits.maxListEntries()) {
                    truncated = true;
                    break;
                }
                entries.add(new String[] {child.getFileName().toString(), Files.isDirectory(child) ? "directory" : "file"});
            }
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri, Missing.DIRECTORY);
        }
        entries.sort((a, b) -> a[0].compareTo(b[0]));
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode items = result.putArray("entries");
        entries.forEach(entry -> items.addObject().put("name", entry[0]).put("type", entry[1]));
        if (truncated) {
            result.putObject("_meta").put("ahp.truncated", true);
        }
        return result;
    }
}
