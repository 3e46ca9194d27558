package ahp.protocol.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.chat.BackgroundWorkRemoved;
import ahp.protocol.command.ActionEnvelope;
import ahp.protocol.root.RootAction;
import ahp.protocol.root.TerminalInfo;
import ahp.protocol.terminal.TerminalAction;
import ahp.protocol.terminal.TerminalClaim;
import ahp.protocol.terminal.TerminalLifecycle;
import java.util.List;
import org.junit.jupiter.api.Test;

class EncodedEnvelopeTest {

    @Test
    void anEnvelopeEveryVersionReadsUnchangedIsEncodedOnce() {
        EncodedEnvelope data = new EncodedEnvelope(ActionEnvelope.of("ahp-terminal:/1", new TerminalAction.Data("ok\n"), 5));
        String latest = data.frameFor(VersionView.LATEST);
        assertEquals("{\"jsonrpc\":\"2.0\",\"method\":\"action\",\"params\":{\"channel\":\"ahp-terminal:/1\","
                + "\"action\":{\"type\":\"terminal/data\",\"data\":\"ok\\n\"},\"serverSeq\":5}}", latest);
        for (VersionView view : VersionView.all()) {
            assertSame(latest, data.frameFor(view), view.toString());
        }
    }

    @Test
    void aReshapedEnvelopeGetsItsOwnFrameAndAWithheldOneNone() {
        TerminalInfo row = new TerminalInfo("ahp-terminal:/1", "bash", new TerminalClaim.Client("c"),
                new TerminalLifecycle.Exited(3));
        EncodedEnvelope rows = new EncodedEnvelope(ActionEnvelope.of("ahp-root://",
                new RootAction.TerminalsChanged(List.of(row)), 6));
        String latest = rows.frameFor(VersionView.LATEST);
        String v080 = rows.frameFor(VersionView.of(ProtocolVersion.V0_8_0));
        assertTrue(latest.contains("\"lifecycle\":{\"status\":\"exited\",\"exitCode\":3}"), latest);
        assertTrue(v080.contains("\"exitCode\":3}") && !v080.contains("lifecycle"), v080);
        assertNotEquals(latest, v080);
        assertSame(v080, rows.frameFor(VersionView.of(ProtocolVersion.V0_8_0)));

        EncodedEnvelope removed = new EncodedEnvelope(ActionEnvelope.of("ahp-chat:/c", new BackgroundWorkRemoved("w"), 7));
        assertNull(removed.frameFor(VersionView.of(ProtocolVersion.V0_8_0)));
        assertTrue(removed.frameFor(VersionView.LATEST).contains("chat/backgroundWorkRemoved"));
    }
}
