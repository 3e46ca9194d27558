package ahp.server.auth;

import java.security.MessageDigest;
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
    private final ChatCredentials chatCredentials = new ChatCredentials();

    private Users(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** The credentials the host mints for one chat each, which sign in beside the users' tokens. */
    public ChatCredentials chatCredentials() {
        return chatCredentials;
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

    /**
     * The user {@code token} signs in (a person, or a credential minted for one chat), or empty for a
     * missing or unknown token.
     */
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
        return found != null ? Optional.of(found) : chatCredentials.signIn(offered);
    }

    /** How many people's tokens are known. */
    public int size() {
        return entries.size();
    }

    private static byte[] digest(String token) {
        return ChatCredentials.digest(token);
    }
}
