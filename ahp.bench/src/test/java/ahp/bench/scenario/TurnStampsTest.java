package ahp.bench.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ahp.bench.wire.TurnEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TurnStampsTest {

    @Test
    void aLinePerTurnWithEachActionsArrivalInTheHostsOrderAndADashForOneThatNeverCame() {
        TurnEvents whole = new TurnEvents("t1", Map.of(TurnEvents.TURN_STARTED, 11L, TurnEvents.TOOL_CALL_START, 12L,
                TurnEvents.TOOL_CALL_READY, 13L, TurnEvents.TOOL_CALL_CONTENT_CHANGED, 40L, TurnEvents.TOOL_CALL_COMPLETE, 47L,
                TurnEvents.TURN_COMPLETE, 48L), "agenthost-terminal://shell/s/c", true, "Ran command", TurnEvents.TURN_COMPLETE, "");
        TurnEvents cut = new TurnEvents("t2", Map.of(TurnEvents.TURN_COMPLETE, 105L), null, null, "", TurnEvents.TURN_COMPLETE, "");
        String text = TurnStamps.render(List.of(new CommandTurns.Timed(10, whole), new CommandTurns.Timed(100, cut)));
        assertEquals("""
                sent\tchat/turnStarted\tchat/toolCallStart\tchat/toolCallReady\tchat/toolCallContentChanged\tchat/toolCallComplete\tchat/turnComplete
                10\t11\t12\t13\t40\t47\t48
                100\t-\t-\t-\t-\t-\t105
                """, text);
        assertEquals(30, new CommandTurns.Timed(10, whole).until(TurnEvents.TOOL_CALL_CONTENT_CHANGED));
    }

    @Test
    void theProfileGivesEachActionEveryTurnHadAsP50P90P99InMilliseconds() {
        List<CommandTurns.Timed> turns = new java.util.ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            TurnEvents events = new TurnEvents("t" + i, Map.of(TurnEvents.TOOL_CALL_READY, i * 1_000_000L,
                    TurnEvents.TURN_COMPLETE, i * 10_000_000L), "agenthost-terminal://shell/s/c", true, "", TurnEvents.TURN_COMPLETE, "");
            turns.add(new CommandTurns.Timed(0, events));
        }
        assertEquals("toolCallReady 5.00 / 9.00 / 10.00; turnComplete 50.00 / 90.00 / 100.00", TurnStamps.profile(turns));
    }
}
