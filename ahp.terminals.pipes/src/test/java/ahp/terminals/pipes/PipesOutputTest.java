package ahp.terminals.pipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalContentPart;
import ahp.protocol.terminal.TerminalState;
import ahp.terminals.api.Terminal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Output on pipes: all of it, in order, decoded as one UTF-8 stream, kept up to the cap. */
class PipesOutputTest {

    /** {@code seq 1 6700000} prints 52,488,896 bytes: more than 50 MB. */
    private static final long BURST_LINES = 6_700_000;
    private static final int CAP = 200_000;

    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aFiftyMegabyteBurstArrivesWholeAndInOrder(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            SeqCheck check = new SeqCheck();
            // The burst waits for a line of input, so that it all goes to a listener that was there.
            Terminal terminal = pipes.run(shell, "read go; seq 1 " + BURST_LINES);
            assertEquals(List.of(), terminal.subscribe(check).content());
            terminal.input("\n");
            PipeStore.exit(terminal);
            assertNull(check.problem());
            assertEquals(BURST_LINES, check.lines());
            assertEquals(SeqCheck.bytesOf(BURST_LINES), check.characters());
            TerminalState state = terminal.state();
            assertEquals(List.of(new TerminalContentPart.Unclassified(SeqCheck.tailOf(BURST_LINES, CAP))), state.content());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void standardOutputAndErrorKeepTheirInterleaving(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.run(shell, "for i in 1 2 3; do echo out$i; echo err$i >&2; done");
            terminal.subscribe(recorder);
            PipeStore.exit(terminal);
            assertEquals("out1\nerr1\nout2\nerr2\nout3\nerr3\n", text(terminal.state()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void aCharacterSplitAcrossReadsArrivesWhole(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Recorder recorder = new Recorder();
            Terminal terminal = pipes.run(shell, "printf '\\342'; sleep 0.1; printf '\\202\\254'; sleep 0.1; "
                    + "printf '\\360\\237'; sleep 0.1; printf '\\230\\200'");
            TerminalState before = terminal.subscribe(recorder);
            PipeStore.exit(terminal);
            assertEquals("€😀", text(before) + recorder.output());
            for (TerminalAction.Data data : recorder.all(TerminalAction.Data.class)) {
                assertFalse(data.data().contains("\uFFFD"), () -> "a chunk held a replacement: " + data);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void bytesThatAreNotUtf8BecomeReplacementCharacters(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal terminal = pipes.run(shell, "printf 'a\\377b'; printf '\\342\\202'");
            PipeStore.exit(terminal);
            assertEquals("a\uFFFDb\uFFFD", text(terminal.state()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ahp.terminals.pipes.Shells#all")
    void theScrollbackKeepsTheLastTwoHundredThousandCharacters(String shell) {
        try (PipeStore pipes = PipeStore.in(home)) {
            Terminal terminal = pipes.run(shell, "seq 1 60000");
            PipeStore.exit(terminal);
            String all = SeqCheck.tailOf(60_000, (int) SeqCheck.bytesOf(60_000));
            assertEquals(all.substring(all.length() - CAP), text(terminal.state()));
        }
    }

    static String text(TerminalState state) {
        StringBuilder text = new StringBuilder();
        state.content().forEach(part -> text.append(part.text()));
        return text.toString();
    }
}
