/**
 * The platform a host runs on, as an input rather than the running JVM's: the operating system,
 * the environment and how a file is found. Every decision that differs on Windows (the daemon's
 * shell, a {@code cmd.exe} command line, a kill, paths and {@code file:} URIs, the home folder, which
 * shell gets an integration script, which native code a binding loads) takes a {@link
 * ahp.terminals.api.platform.Platform}, so Linux tests show it for Windows too (docs/windows.md).
 */
package ahp.terminals.api.platform;
