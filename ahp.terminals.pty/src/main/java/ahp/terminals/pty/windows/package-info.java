/**
 * The pseudoterminal on Windows: ConPTY, through pty4j ({@link ahp.terminals.pty.windows.ConPty}).
 * Every process is pty4j's own, read, written and waited for by
 * {@link ahp.terminals.api.platform.StreamedProcess}; a kill sends no signal and ends the process and
 * everything it started ({@link ahp.terminals.api.platform.WindowsKill}); an interrupt writes ^C,
 * which the console turns into Ctrl+C for what runs. Nothing here reaches this module's POSIX code
 * ({@code ahp.terminals.pty.posix}, {@code /proc}, process groups), and only pty4j's Windows natives
 * are loaded, by JNA. Run on Linux, pty4j starts its own Unix process instead of ConPTY, which is how
 * the tests show this package's part (docs/windows.md).
 */
package ahp.terminals.pty.windows;
