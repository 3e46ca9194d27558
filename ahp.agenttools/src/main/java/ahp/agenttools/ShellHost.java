package ahp.agenttools;

import ahp.protocol.root.TerminalInfo;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the agent shell tools of one chat need from the host, which implements it: the host owns the
 * shells (they are its terminals, listed and routed like any other), the grants, what an ended shell
 * kept, the tool call's content and the chat's background rows. The tools decide which shell a call
 * runs in and what they answer; nothing here runs a command.
 *
 * <p>Calls come from the thread that runs a tool call, and, for a background command's end, from a
 * thread of the command runner's own; an implementation is thread-safe. Nothing here is called while
 * the tools hold a lock.
 */
public interface ShellHost {

    /**
     * The path of the shell {@link #open} opens (the daemon's own, never {@code defaultShell}). It
     * says the tools' family ({@link ToolFamily#of}), how a command is typed and how its status is
     * read, and it is named by {@code powershell}'s answer. Asked once, when the tools are made.
     */
    String shellPath();

    /**
     * Opens a shell for {@code call} in {@code directory}: a terminal of the host's with no command
     * (to sit at its prompt) running {@link #shellPath()}, kept out of the person's history and told
     * nobody is watching ({@code preventShellHistory}, {@code nonInteractive}), claimed by the
     * session, the chat, {@code call}'s turn and {@code call} itself, and on the root list. The
     * grant {@link ShellGrant#CREATE} has been checked already.
     *
     * @param directory the chat's working directory; null for the host's choice
     * @throws RuntimeException when no shell can be opened; its message is the reason the call is
     *     answered with
     */
    HostShell open(ShellCall call, Path directory);

    /**
     * Whether the person whose turn runs {@code call} holds {@code grant}. A refusal is answered as
     * a tool error the model reads, never thrown.
     */
    boolean allows(ShellCall call, ShellGrant grant);

    /**
     * Shows {@code shell} on the tool call {@code call} (the backend's {@code opened}): the call names
     * the terminal while its command runs and keeps naming it after. Called for every {@code bash}
     * call, in a shell just opened or one kept from an earlier call, before the command is typed.
     * The host may claim the terminal for this call; a claim for the session with no tool call while a
     * command runs sends that command to the background.
     */
    void opened(ShellCall call, HostShell shell);

    /**
     * Ends {@code shell} ({@code bash_shutdown}, or the chat's tools closing): its process group ends,
     * its terminal goes off the root list, and what it printed is kept, so {@link #kept} answers it
     * and a subscribe to its URI is answered from it, as any other call's terminal is.
     */
    void end(HostShell shell);

    /**
     * What {@code shell} printed, as it was kept when it {@linkplain #end ended} (its scrollback,
     * VT sequences and all); empty when nothing was kept.
     */
    Optional<String> kept(HostShell shell);

    /**
     * A command started with {@code mode: "async"}: the host puts {@link BackgroundCommand#work()}
     * on the call's chat as a background row ({@code chat/backgroundWorkSet}); its stop
     * ({@code vscode/stopBackgroundWork}) is {@link BackgroundCommand#stop()}. Called before the
     * call is answered.
     */
    void backgroundStarted(BackgroundCommand command);

    /**
     * A command started with {@code mode: "async"} has really ended (its end mark, the sentinel, the
     * shell's exit, or the interrupt taking the shell with it), and its shell is free again: the host
     * takes its row off the chat ({@code chat/backgroundWorkRemoved}) and then wakes the session with
     * a turn that names the command, its exit code and the end of its output, acting as
     * {@link BackgroundCommand#call()}'s person. Not called once the tools were
     * {@linkplain AgentShellTools#close() closed}.
     */
    void backgroundEnded(BackgroundCommand command, BackgroundEnd end);

    /** The terminals this host has open, as its root list shows them ({@code ahp_terminals}). */
    List<TerminalInfo> terminals();
}
