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
 * outside the person's reach is listed; reading it is refused.
 */
final class Listing {

    private Listing() {}

    static ObjectNode list(ResourceParams params, Reach reach) {
        String uri = params.text("uri");
        Path given = FileUris.path(uri, "uri");
        reach.requireSee(ResolvedPath.target(uri, given));
        ResolvedPath folder = ResolvedPath.existing(uri, given);
        reach.requireSee(folder);
        if (!Files.isDirectory(folder.real())) {
            throw ResourceErrors.invalid("uri", "is not a folder: " + uri);
        }
        List<String[]> entries = new ArrayList<>();
        try (DirectoryStream<Path> children = Files.newDirectoryStream(folder.real())) {
            for (Path child : children) {
                entries.add(new String[] {child.getFileName().toString(), Files.isDirectory(child) ? "directory" : "file"});
            }
        } catch (IOException failure) {
            throw ResourceErrors.of(failure, uri);
        }
        entries.sort((a, b) -> a[0].compareTo(b[0]));
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode items = result.putArray("entries");
        entries.forEach(entry -> items.addObject().put("name", entry[0]).put("type", entry[1]));
        return result;
    }
}
