package ahp.server.auth;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads {@code --users FILE}: {@code {"users":[{"name":"…","token":"…","role":"owner|member|guest"}]}}.
 * Every mistake is refused with the file, the entry and the field it is in; a file that group or
 * others may read is refused with the {@code chmod} that fixes it.
 */
public final class UsersFile {

    private UsersFile() {}

    /**
     * The users {@code file} names.
     *
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException when it is not a users file (the message says where), or
     *     when anybody but its owner may read it (the message says how to fix that)
     */
    public static Users read(Path file) throws IOException {
        OwnerOnlyFile.require(file, "the users file");
        String text = Files.readString(file);
        try {
            return parse(text);
        } catch (IllegalArgumentException wrong) {
            throw new IllegalArgumentException(file + ": " + wrong.getMessage(), wrong);
        }
    }

    /**
     * The users in {@code json}.
     *
     * @throws IllegalArgumentException when it is not a users file; the message says where
     */
    public static Users parse(String json) {
        JsonNode root;
        try {
            root = JsonMapper.builder().build().readTree(json);
        } catch (JacksonException notJson) {
            throw new IllegalArgumentException("not JSON: " + notJson.getOriginalMessage(), notJson);
        }
        if (root == null || !root.isObject() || !root.path("users").isArray()) {
            throw new IllegalArgumentException("expected {\"users\":[{\"name\",\"token\",\"role\"}, …]}");
        }
        Map<String, User> byToken = new LinkedHashMap<>();
        JsonNode users = root.get("users");
        for (int i = 0; i < users.size(); i++) {
            JsonNode entry = users.get(i);
            String where = "users[" + i + "]";
            if (!entry.isObject()) {
                throw new IllegalArgumentException(where + ": expected an object");
            }
            String name = text(entry, "name", where);
            String token = text(entry, "token", where);
            Role role;
            try {
                role = Role.parse(text(entry, "role", where));
            } catch (IllegalArgumentException unknown) {
                throw new IllegalArgumentException(where + ".role: " + unknown.getMessage(), unknown);
            }
            if (byToken.putIfAbsent(token, new User(name, role)) != null) {
                throw new IllegalArgumentException(where + ".token: the same token is given twice");
            }
        }
        if (byToken.isEmpty()) {
            throw new IllegalArgumentException("no users: nobody could sign in");
        }
        return Users.of(byToken);
    }

    private static String text(JsonNode entry, String field, String where) {
        JsonNode value = entry.get(field);
        if (value == null || !value.isString() || value.asString().isEmpty()) {
            throw new IllegalArgumentException(where + "." + field + ": expected a non-empty string");
        }
        return value.asString();
    }
}
