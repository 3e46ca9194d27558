/** The command line of {@code ./ahpd} and {@code ./ahp}: which program a first argument names. */
package ahp.launcher;
