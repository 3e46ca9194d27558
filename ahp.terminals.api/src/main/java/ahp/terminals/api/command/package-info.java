/**
 * One command typed into a shell that sits at its prompt, and how it ended: the host's {@code !}
 * command turns and the agent's shell tools are both built on {@link
 * ahp.terminals.api.command.ShellCommands#start}. It works on the public
 * {@link ahp.terminals.api.Terminal} only: the terminal's actions say where the command's output
 * starts and ends (the shell's marks) or carry the sentinel line the shell echoes after it.
 */
package ahp.terminals.api.command;
