/**
 * A session's processes as execs in its container: {@link ahp.machines.docker.exec.SessionBinding}
 * (the {@link ahp.terminals.api.spi.ProcessBinding} the machine gives a session) starts each one on a
 * virtual thread of its own, under a TTY, in a small wrapper that records its pid so a kill can end
 * its whole session from a second exec; output is read from the hijacked stream and decoded as one
 * UTF-8 text; the exit code is the engine's.
 */
package ahp.machines.docker.exec;
