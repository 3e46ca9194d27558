/**
 * The mark reader: a streaming scanner that takes the shell's OSC 633, OSC 133 and OSC 7 marks out
 * of a terminal's output, and the tracker that turns them into command and directory actions.
 */
package ahp.shellintegration.marks;
