/**
 * The web client the daemon serves on its own port: the page's files, built from
 * {@code ahp.server/src/main/web} into the jar at build time (xterm.js bundled in, nothing loaded
 * from another origin), answered from memory with cache headers and a Content-Security-Policy that
 * allows the daemon's own origin only. The page then speaks AHP over the same port's WebSocket like
 * any other client; nothing here signs anybody in.
 */
package ahp.server.web;
