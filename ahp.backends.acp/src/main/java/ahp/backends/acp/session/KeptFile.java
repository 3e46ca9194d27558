package ahp.backends.acp.session;

import ahp.protocol.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import tools.jackson.databind.JsonNode;

/**
 * A JSON file the ACP backend keeps under its agent's folder, written whole: to a temporary file
 * beside it, then renamed over it (atomically where the file system can), so a daemon stopped at any
 * moment finds the old content or the new one.
 */
final class KeptFile {

    private KeptFile() {}

    /** Replaces {@code file} with {@code content}, making its folder when missing. */
    static void write(Path file, JsonNode content) throws IOException {
        Files.createDirectories(file.getParent());
        Path temporary = Files.createTempFile(file.getParent(), "." + file.getFileName() + "-", ".tmp");
        try {
            Files.writeString(temporary, Json.write(content), StandardCharsets.UTF_8);
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** What {@code file} holds, or null when there is no such file. */
    static JsonNode read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        return Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
    }
}
