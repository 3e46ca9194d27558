package ahp.server.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who may sign in, by token. A token is compared in constant time against every known one, so
 * how long a refusal takes says nothing about how close a guess was.
 */
public final class Users {

    private record Entry(byte[] tokenDigest, User user) {}

    private final List<Entry> entries;

    private Users(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /**
     * The users given as token to user.
     *
     * @throws IllegalArgumentException when a token is empty
     */
    public static Users of(Map<String, User> byToken) {
        List<Entry> entries = new ArrayList<>();
        byToken.forEach((token, user) -> {
            if (token == null || token.isEmpty()) {
                throw new IllegalArgumentException("a token is empty");
            }
            entries.add(new Entry(digest(token), user));
        });
        return new Users(entries);
    }

    /** The user {@code token} signs in, or empty for a missing or unknown token. */
    public Optional<User> signIn(String token) {
        if (token == null || token.isEmpty()) {
            return Optional.empty();
        }
        byte[] offered = digest(token);
        User found = null;
        for (Entry entry : entries) {
            if (MessageDigest.isEqual(entry.tokenDigest(), offered)) {
                found = entry.user();
            }
        }
        return Optional.ofNullable(found);
    }

    /** How many tokens are known. */
    public int size() {
        return entries.size();
    }

    private static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", impossible);
        }
    }
}
