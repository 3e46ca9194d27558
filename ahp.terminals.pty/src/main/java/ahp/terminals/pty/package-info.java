/** The pseudoterminal process binding, on pty4j. */
package ahp.terminals.pty;
