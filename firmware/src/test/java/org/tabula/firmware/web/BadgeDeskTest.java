package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.loop.ManualClock;

/** The desk between the club's page and the loop: one ask at a time, and never blocked by an ask nobody takes. */
class BadgeDeskTest {
    private final ManualClock clock = new ManualClock(0);
    private final BadgeDesk desk = new BadgeDesk(clock);
    private final Badge aki;
    private final Badge bo;

    BadgeDeskTest() throws Exception {
        Roster roster = Roster.inMemory();
        roster.add("Aki");
        roster.add("Bo");
        aki = roster.badge("Aki");
        bo = roster.badge("Bo");
    }

    @Test
    void aSecondAskWhileOneWaitsIsRefusedWithTheOneWaiting() {
        assertEquals(Optional.empty(), desk.handIn(aki));
        assertEquals(aki, desk.handIn(bo).orElseThrow().badge());
        assertEquals(Optional.of(aki), desk.take());
        assertEquals(Optional.empty(), desk.take(), "taken once");
        assertEquals(aki, desk.handIn(bo).orElseThrow().badge(), "still waiting at the box");
        desk.told(BadgeDesk.Outcome.of(BadgeDesk.Kind.WRITTEN));
        assertEquals(BadgeDesk.Kind.WRITTEN, desk.now().orElseThrow().outcome().orElseThrow().kind());
        assertEquals(Optional.empty(), desk.handIn(bo));
        assertEquals(2, desk.now().orElseThrow().number());
        assertEquals(bo, desk.now().orElseThrow().badge());
    }

    @Test
    void anAskNobodyTakesEndsUnansweredAndFreesTheDesk() {
        desk.handIn(aki);
        clock.advanceMillis(BadgeDesk.TAKE_WITHIN_NANOS / 1_000_000 + 1);
        assertEquals(BadgeDesk.Kind.UNANSWERED, desk.now().orElseThrow().outcome().orElseThrow().kind());
        assertEquals(Optional.empty(), desk.take(), "too late for the loop");
        assertEquals(Optional.empty(), desk.handIn(bo));
    }

    @Test
    void anOutcomeAfterTheAskEndedChangesNothing() {
        desk.handIn(aki);
        desk.take();
        desk.told(BadgeDesk.Outcome.of(BadgeDesk.Kind.NO_TAG));
        desk.told(BadgeDesk.Outcome.of(BadgeDesk.Kind.WRITTEN));
        assertEquals(BadgeDesk.Kind.NO_TAG, desk.now().orElseThrow().outcome().orElseThrow().kind());
    }
}
