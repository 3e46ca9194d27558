/**
 * The injection: how bash, zsh, fish and PowerShell are started so that they read this host's
 * scripts, and the folders the scripts that must be files are written to.
 */
package ahp.shellintegration.inject;
