/**
 * Full-stack tests of the terminal store: every module real (the pty and pipes bindings, the jline
 * screen, the scripts shell integration), found through {@link ahp.terminals.api.Providers} on the
 * module path and assembled as the daemon assembles them, running real shells under real
 * pseudoterminals. The modules' own tests use fakes of each other; these do not.
 */
package ahp.server.stack;
