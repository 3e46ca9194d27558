/**
 * One process on pipes and the three platform threads that serve it: the reader of its output
 * pipe, the writer of its input pipe, and the watcher of its exit, which says {@code onExit} only
 * once the output has been read to its end.
 *
 * <p>The orphan rule: a background process the shell left behind may keep the output pipe open after
 * the shell is gone. Once the shell has exited, the output is read on for a grace of two seconds; if
 * it has not ended by then, what is left of the process group is sent SIGHUP (as a terminal that hung
 * up would), then read on for one second more; and if something outside the group still holds the
 * pipe, reading stops there. Everything written until then is delivered; the exit is never held
 * forever.
 */
package ahp.terminals.pipes.process;
