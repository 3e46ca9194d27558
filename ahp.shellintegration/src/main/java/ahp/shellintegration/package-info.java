/** Injection of the shell-integration scripts, and the mark reader. */
package ahp.shellintegration;
