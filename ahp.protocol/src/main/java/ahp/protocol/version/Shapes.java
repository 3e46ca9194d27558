package ahp.protocol.version;

import ahp.protocol.ChannelState;
import ahp.protocol.chat.TerminalCommandResult;
import ahp.protocol.chat.TerminalCompleteContent;
import ahp.protocol.chat.TerminalContent;
import ahp.protocol.chat.ToolResultContent;
import ahp.protocol.root.RootState;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.LegacyTerminalState;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import ahp.protocol.terminal.TerminalState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The terminal-shape rules of one version (terminal state, root rows, claims, terminal blocks), used
 * by {@link VersionView}; {@link SessionShapes} and {@link ChatShapes} hold the session and chat
 * rules. Each method returns its argument itself when the version reads it unchanged, so callers can
 * tell "same as 0.9.0" by identity.
 */
final class Shapes {

    private final boolean lifecycle;
    private final boolean isPty;
    private final boolean terminalComplete;

    /** The rules for {@code version}. */
    Shapes(ProtocolVersion version) {
        this.lifecycle = version.atLeast(ProtocolVersion.V0_9_0);
        this.isPty = version.atLeast(ProtocolVersion.V0_7_0);
        this.terminalComplete = !isPty && version.atLeast(ProtocolVersion.V0_5_2);
    }

    /** Whether terminal state, rows and claims need reshaping at all. */
    boolean reshapesTerminals() {
        return !lifecycle;
    }

    /** Whether tool-result terminal blocks need reshaping at all. */
    boolean reshapesTerminalBlocks() {
        return !isPty;
    }

    /** Below 0.9.0: no {@code chat} on a session claim. */
    TerminalClaim claim(TerminalClaim claim) {
        if (lifecycle || !(claim instanceof TerminalClaim.Session s) || s.chat() == null) {
            return claim;
        }
        return new TerminalClaim.Session(s.session(), null, s.turnId(), s.toolCallId());
    }

    /** A terminal's state: below 0.9.0 a {@link LegacyTerminalState}; below 0.7.0 without {@code isPty}. */
    ChannelState terminalState(TerminalState state) {
        if (lifecycle) {
            return state;
        }
        return new LegacyTerminalState(state.title(), state.cwd(), state.cols(), state.rows(), state.content(),
                exitCode(state.lifecycle()), claim(state.claim()), state.supportsCommandDetection(),
                isPty ? state.isPty() : null);
    }

    /** A root row: below 0.9.0 the flat {@code exitCode} instead of {@code lifecycle}. */
    TerminalInfo terminalInfo(TerminalInfo info) {
        if (lifecycle) {
            return info;
        }
        Integer code = info.lifecycle() != null ? exitCode(info.lifecycle()) : info.exitCode();
        return new TerminalInfo(info.resource(), info.title(), claim(info.claim()), null, code);
    }

    /** The root list, reshaped row by row. */
    List<TerminalInfo> terminalInfos(List<TerminalInfo> infos) {
        return mapList(infos, this::terminalInfo);
    }

    /** Root state with its terminal list reshaped. */
    RootState rootState(RootState state) {
        if (lifecycle || state.terminals() == null) {
            return state;
        }
        List<TerminalInfo> rows = terminalInfos(state.terminals());
        return rows == state.terminals() ? state : state.withTerminals(rows);
    }

    /**
     * Tool-result blocks: below 0.7.0 a terminal block has no {@code isPty} and no {@code result};
     * from 0.5.2 to 0.6.x its result follows it as a {@code terminalComplete} block.
     */
    List<ToolResultContent> content(List<ToolResultContent> blocks) {
        if (isPty || blocks == null || blocks.stream().noneMatch(Shapes::needsDowngrade)) {
            return blocks;
        }
        List<ToolResultContent> out = new ArrayList<>(blocks.size() + 1);
        for (ToolResultContent block : blocks) {
            if (!(block instanceof TerminalContent terminal) || !needsDowngrade(terminal)) {
                out.add(block);
                continue;
            }
            out.add(new TerminalContent(terminal.resource(), terminal.title(), null, null, terminal.extra()));
            TerminalCommandResult result = terminal.result();
            if (terminalComplete && result != null) {
                out.add(new TerminalCompleteContent(terminal.resource(), result.exitCode(), null, result.preview(),
                        result.truncated(), Map.of()));
            }
        }
        return List.copyOf(out);
    }

    private static boolean needsDowngrade(ToolResultContent block) {
        return block instanceof TerminalContent t && (t.isPty() != null || t.result() != null);
    }

    private static Integer exitCode(TerminalLifecycle lifecycle) {
        return lifecycle instanceof TerminalLifecycle.Exited exited ? exited.exitCode() : null;
    }

    /** {@code list} with {@code f} applied; the same list when {@code f} changed no element. */
    static <T> List<T> mapList(List<T> list, UnaryOperator<T> f) {
        List<T> out = null;
        for (int i = 0; i < list.size(); i++) {
            T before = list.get(i);
            T after = f.apply(before);
            if (after != before && out == null) {
                out = new ArrayList<>(list.subList(0, i));
            }
            if (out != null) {
                out.add(after);
            }
        }
        return out == null ? list : List.copyOf(out);
    }
}
