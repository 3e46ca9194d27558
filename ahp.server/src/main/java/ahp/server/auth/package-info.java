/**
 * Sign-in and grants: tokens to {@link ahp.server.auth.User}s, the three built-in
 * {@link ahp.server.auth.Role}s and the {@link ahp.server.auth.Grant}s each holds, the
 * {@code --users} file, and the owner token a daemon given none generates.
 */
package ahp.server.auth;
