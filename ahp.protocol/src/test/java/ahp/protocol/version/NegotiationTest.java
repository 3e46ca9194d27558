package ahp.protocol.version;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ahp.protocol.jsonrpc.ErrorCode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NegotiationTest {

    private static Negotiated.Agreed agreed(String... offered) {
        return assertInstanceOf(Negotiated.Agreed.class, Negotiation.negotiate(List.of(offered)));
    }

    private static Negotiated.Refused refused(String... offered) {
        return assertInstanceOf(Negotiated.Refused.class, Negotiation.negotiate(List.of(offered)));
    }

    @Test
    void theHostsOwnVersionIsChosen() {
        Negotiated.Agreed a = agreed("1.1.0");
        assertEquals("1.1.0", a.protocolVersion());
        assertSame(VersionView.LATEST, a.view());
        Negotiated.Agreed model = agreed("0.9.0");
        assertEquals(ProtocolVersion.V0_9_0, model.speaks());
        assertSame(VersionView.MODEL, model.view());
    }

    /** Offers clients are known to make, and what each is answered with (echoed) and served as. */
    @ParameterizedTest(name = "{0} -> {1} as {2}")
    @CsvSource(delimiter = '|', value = {
        "0.10.0, 0.9.0, 0.7.0, 0.6.0, 0.5.2, 0.5.1 | 0.9.0 | 0.9.0", // VS Code 1.141
        "1.0.0, 0.10.0, 0.9.0                       | 1.0.0 | 1.0.0", // VS Code main
        "1.0.0, 0.9.0                               | 1.0.0 | 1.0.0", // the AHP UI client
        "1.1.0                                      | 1.1.0 | 1.1.0",
        "1.0.0                                      | 1.0.0 | 1.0.0",
        "1.1.0, 1.0.0                               | 1.1.0 | 1.1.0",
        "1.0.7                                      | 1.0.7 | 1.0.0",
        "1.3.0                                      | 1.3.0 | 1.1.0", // a newer minor of the host's major
        "0.9.0, 1.2.5, 0.8.0                        | 1.2.5 | 1.1.0",
        "0.10.0, 0.8.1                              | 0.8.1 | 0.8.0",
    })
    void knownOffersAreAnsweredAsUpstreamsRuleSays(String offer, String answer, String servedAs) {
        Negotiated.Agreed a = agreed(offer.split(",\\s*"));
        assertEquals(answer, a.protocolVersion());
        assertEquals(ProtocolVersion.parse(servedAs), a.speaks());
        assertEquals(ProtocolVersion.parse(servedAs), a.view().version());
    }

    @Test
    void zeroTenAndTwoAreRefused() {
        for (List<String> offer : List.of(List.of("0.10.0"), List.of("2.0.0"), List.of("0.10.0", "2.0.0", "0.4.0"))) {
            assertEquals(-32005, refused(offer.toArray(String[]::new)).error().code(), offer.toString());
        }
    }

    @Test
    void olderVersionsAreSpokenToo() {
        assertEquals(ProtocolVersion.V0_8_0, agreed("0.8.0").speaks());
        assertEquals(ProtocolVersion.V0_5_1, agreed("0.5.1").speaks());
        assertEquals(ProtocolVersion.V0_5_2, agreed("0.5.2").speaks());
        assertEquals(ProtocolVersion.V0_7_0, agreed("0.7.0").speaks());
    }

    @Test
    void theHighestOfferedVersionWinsWhateverTheOrder() {
        assertEquals("0.9.0", agreed("0.5.1", "0.9.0", "0.8.0").protocolVersion());
        assertEquals("1.0.0", agreed("0.8.0", "1.0.0", "0.6.0").protocolVersion());
        assertEquals("0.8.0", agreed("2.0.0", "0.8.0", "0.6.0").protocolVersion());
    }

    @Test
    void aPatchAboveABaselineIsServedAsTheBaselineAndEchoedExactly() {
        Negotiated.Agreed a = agreed("0.8.3");
        assertEquals("0.8.3", a.protocolVersion());
        assertEquals(ProtocolVersion.V0_8_0, a.speaks());
        assertEquals(ProtocolVersion.V0_5_2, agreed("0.5.9").speaks());
    }

    @Test
    void aVersionNotSpokenHereIsRefusedWithTheSupportedList() {
        Negotiated.Refused r = refused("7.0.0");
        assertEquals(ErrorCode.UNSUPPORTED_PROTOCOL_VERSION.code(), r.error().code());
        assertEquals(List.of("^1.0.0", "^0.9.0", "^0.8.0", "^0.7.0", "^0.6.0", "^0.5.1"),
                r.error().data().get("supportedVersions").valueStream().map(n -> n.asString()).toList());
        assertEquals(Negotiation.supportedRanges(),
                r.error().data().get("supportedVersions").valueStream().map(n -> n.asString()).toList());
        assertEquals(-32005, refused("0.5.0", "0.10.0", "2.0.0").error().code());
        assertEquals(-32005, refused().error().code());
    }

    @Test
    void aMalformedVersionIsInvalidParams() {
        assertEquals(-32602, refused("1.0.0", "1.1").error().code());
        Negotiated.Refused r = refused("0.9.0", "1.x");
        assertEquals(ErrorCode.INVALID_PARAMS.code(), r.error().code());
        assertTrue(r.error().message().contains("'params.protocolVersions[1]'"), r.error().message());
        assertTrue(r.error().message().contains("\"1.x\""), r.error().message());
        for (String bad : List.of("0.9", "0.9.0-beta", "v0.9.0", "00.9.0", "0.9.0.1", " 0.9.0", "")) {
            assertEquals(-32602, refused(bad).error().code(), bad);
        }
    }

    @Test
    void versionsCompareAsSemver() {
        assertTrue(ProtocolVersion.parse("0.10.0").compareTo(ProtocolVersion.parse("0.9.0")) > 0);
        assertTrue(ProtocolVersion.parse("1.0.0").compareTo(ProtocolVersion.parse("0.99.99")) > 0);
        assertEquals(0, ProtocolVersion.parse("0.5.1").compareTo(ProtocolVersion.V0_5_1));
        assertEquals("0.10.2", ProtocolVersion.parse("0.10.2").toString());
        assertThrows(MalformedVersionException.class, () -> ProtocolVersion.parse("1.x"));
        assertThrows(MalformedVersionException.class, () -> ProtocolVersion.parse("99999999999.0.0"));
    }

    @Test
    void theRegistrySaysWhichVersionsReadAnAction() {
        assertTrue(ActionIntroducedIn.isKnownTo("terminal/data", ProtocolVersion.V0_5_1));
        assertTrue(ActionIntroducedIn.isKnownTo("chat/toolCallContentChanged", ProtocolVersion.V0_5_1));
        assertTrue(!ActionIntroducedIn.isKnownTo("chat/backgroundWorkSet", ProtocolVersion.V0_8_0));
        assertTrue(ActionIntroducedIn.isKnownTo("chat/backgroundWorkSet", ProtocolVersion.V0_9_0));
        assertTrue(!ActionIntroducedIn.isKnownTo("chat/toolCallAuthRequired", ProtocolVersion.V0_5_2));
        assertTrue(ActionIntroducedIn.isKnownTo("chat/toolCallAuthRequired", ProtocolVersion.V0_6_0));
        assertTrue(!ActionIntroducedIn.isKnownTo("vendor/madeUp", ProtocolVersion.V0_8_0));
        assertTrue(ActionIntroducedIn.isKnownTo("vendor/madeUp", ProtocolVersion.V0_9_0));
        assertTrue(ActionIntroducedIn.isKnownTo("vendor/madeUp", ProtocolVersion.V1_1_0));
        assertTrue(!ActionIntroducedIn.isKnownTo("chat/canvasesChanged", ProtocolVersion.V0_9_0));
        assertTrue(ActionIntroducedIn.isKnownTo("chat/canvasesChanged", ProtocolVersion.V1_0_0));
        assertEquals(ProtocolVersion.V0_5_1, ActionIntroducedIn.of("session/inputNeededSet").orElseThrow());
    }
}
