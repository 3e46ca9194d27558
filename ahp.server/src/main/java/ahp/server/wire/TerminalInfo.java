package ahp.server.wire;

import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;

/**
 * One row of the root list ({@code terminals} on root state), in the 0.9.0 shape.
 *
 * @param resource the terminal's channel URI
 * @param title its title
 * @param claim who holds it
 * @param lifecycle running or exited
 */
public record TerminalInfo(String resource, String title, TerminalClaim claim, TerminalLifecycle lifecycle) {}
