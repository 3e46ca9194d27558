package ahp.server.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Credentials the host mints for one chat: the token an agent's tool server signs in with, good for
 * that chat's tools only, and gone when the chat is (or the daemon stops: they are never written
 * down). Only a digest of each is held, compared in constant time like the users' tokens.
 */
public final class ChatCredentials {

    private static final SecureRandom RANDOM = new SecureRandom();

    private record Minted(byte[] digest, User user) {}

    private final Map<String, Minted> byChat = new ConcurrentHashMap<>();

    /**
     * A new token for {@code chat}, replacing any it had; it signs in as a credential of that chat
     * that acts for the person whose turn runs there (its own role, a guest's, opens nothing else).
     */
    public String mint(String chat) {
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String token = "ahpchat_" + HexFormat.of().formatHex(secret);
        byChat.put(chat, new Minted(digest(token), new User("tools of " + chat, Role.GUEST, chat)));
        return token;
    }

    /** The token of {@code chat} no longer signs in. */
    public void revoke(String chat) {
        byChat.remove(chat);
    }

    /** Every token whose chat starts with {@code prefix} (a session's chats) no longer signs in. */
    public void revokeUnder(String prefix) {
        byChat.keySet().removeIf(chat -> chat.startsWith(prefix));
    }

    /** The credential {@code token} signs in, or empty. */
    Optional<User> signIn(byte[] offered) {
        User found = null;
        for (Minted minted : byChat.values()) {
            if (MessageDigest.isEqual(minted.digest(), offered)) {
                found = minted.user();
            }
        }
        return Optional.ofNullable(found);
    }

    static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", impossible);
        }
    }
}
