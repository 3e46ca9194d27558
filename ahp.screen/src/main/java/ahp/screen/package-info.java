/** The headless screen on jline. */
package ahp.screen;
