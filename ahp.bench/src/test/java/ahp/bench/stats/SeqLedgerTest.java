package ahp.bench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SeqLedgerTest {

    private static final String ROOT = "ahp-root://";
    private static final String TERMINAL = "ahp-terminal:/t";

    @Test
    void contiguousNumbersAcrossChannelsAreFine() {
        SeqLedger ledger = new SeqLedger();
        ledger.snapshot(ROOT, 4);
        ledger.snapshot(TERMINAL, 6);
        ledger.openWindow(6);
        ledger.observe(TERMINAL, 7);
        ledger.observe(ROOT, 8);
        ledger.observe(TERMINAL, 9);
        ledger.closeWindow();
        assertEquals(List.of(), ledger.problems());
        assertEquals(0, ledger.missing());
    }

    @Test
    void aHoleInTheWindowIsFoundEvenWhenOtherChannelsFillAround() {
        SeqLedger ledger = new SeqLedger();
        ledger.snapshot(TERMINAL, 10);
        ledger.openWindow(10);
        ledger.observe(TERMINAL, 11);
        ledger.observe(ROOT, 13);
        ledger.observe(TERMINAL, 14);
        assertEquals(1, ledger.missing());
        assertTrue(ledger.problems().getFirst().contains("the first 12"), ledger.problems().toString());
    }

    @Test
    void numbersOutOfGlobalOrderAcrossChannelsAreNoHole() {
        SeqLedger ledger = new SeqLedger();
        ledger.openWindow(0);
        ledger.observe(ROOT, 2);
        ledger.observe(TERMINAL, 1);
        ledger.observe(TERMINAL, 3);
        assertEquals(List.of(), ledger.problems());
    }

    @Test
    void anEnvelopeTheSnapshotAlreadyHeldIsARepeat() {
        SeqLedger ledger = new SeqLedger();
        ledger.snapshot(TERMINAL, 20);
        ledger.observe(TERMINAL, 20);
        assertEquals(1, ledger.problems().size());
        assertTrue(ledger.problems().getFirst().contains("already in the snapshot"));
    }

    @Test
    void disorderOnOneChannelIsFound() {
        SeqLedger ledger = new SeqLedger();
        ledger.observe(TERMINAL, 5);
        ledger.observe(TERMINAL, 4);
        assertEquals(1, ledger.problems().size());
        assertEquals(1, ledger.disorder());
    }

    @Test
    void outsideAWindowNumbersMaySkip() {
        SeqLedger ledger = new SeqLedger();
        ledger.observe(ROOT, 1);
        ledger.observe(ROOT, 5);
        assertEquals(List.of(), ledger.problems());
    }

    @Test
    void closedWindowsKeepTheirHolesAndANewWindowStartsAboveEverythingSeen() {
        SeqLedger ledger = new SeqLedger();
        ledger.openWindow(0);
        ledger.observe(ROOT, 1);
        ledger.observe(ROOT, 3);
        ledger.closeWindow();
        ledger.observe(ROOT, 9);
        ledger.openWindow(5);
        ledger.observe(ROOT, 10);
        assertEquals(1, ledger.missing());
        assertEquals(1, ledger.problems().size());
    }

    @Test
    void theSameNumberTwiceIsFound() {
        SeqLedger ledger = new SeqLedger();
        ledger.openWindow(0);
        ledger.observe(ROOT, 1);
        ledger.observe(TERMINAL, 1);
        assertTrue(ledger.problems().stream().anyMatch(p -> p.contains("arrived twice")), ledger.problems().toString());
    }

    @Test
    void describesOnlyTheFirstFew() {
        SeqLedger ledger = new SeqLedger();
        for (int i = 30; i > 0; i--) {
            ledger.observe(TERMINAL, i);
        }
        List<String> problems = ledger.problems();
        assertEquals(11, problems.size());
        assertEquals("... and 19 more", problems.getLast());
    }
}
