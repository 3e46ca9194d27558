/**
 * The headless screen of pseudoterminal terminals: a streaming {@code ModeScanner} on the path from
 * the process (alternate screen, bracketed paste, cursor visibility, cursor queries), and jline's
 * {@code ScreenTerminal} behind it, brought up to date when output pauses or when asked, with its
 * backlog and its history bounded.
 */
package ahp.screen;
