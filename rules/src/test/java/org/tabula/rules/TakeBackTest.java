package org.tabula.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

import org.junit.jupiter.api.Test;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.spite.SpiteRefusal;
import org.tabula.rules.sumo.SumoRefusal;

/** Worked examples of how far back a take-back may go (docs/rules.md, "Taking a move back"). */
class TakeBackTest {
    private static final IntPredicate NO_BOTS = seat -> false;
    private static final int TABLE = GameState.CHANCE;
    private static final SeatNames SEATS = SeatNames.numbered(2);

    private static List<TakeBack.Step> steps(int... seats) {
        List<TakeBack.Step> steps = new ArrayList<>();
        for (int seat : seats) {
            steps.add(new TakeBack.Step(seat, null));
        }
        return steps;
    }

    @Test
    void theMovesOfTheLastSeatToMoveGoBackUntilAnotherSeatsMove() {
        List<TakeBack.Step> steps = steps(1, 0, 0, 0);
        assertEquals(3, TakeBack.reach(steps, false, NO_BOTS, SEATS));
        assertEquals(Refusal.of(TakeBackRefusal.ANOTHER_SEAT_MOVED, SEATS.seat(0)), TakeBack.refusal(steps, 4, false, NO_BOTS, SEATS));
    }

    @Test
    void aRevealGoesBackWithTheMovesAfterItButNotTheMoveBeforeIt() {
        List<TakeBack.Step> steps = steps(0, TABLE, 0);
        assertEquals(2, TakeBack.reach(steps, false, NO_BOTS, SEATS));
        assertEquals(Refusal.of(TakeBackRefusal.TABLE_SHOWED), TakeBack.refusal(steps, 3, false, NO_BOTS, SEATS));
        // Several reveals in a row (the deal's pay-off tops) go back one by one.
        assertEquals(3, TakeBack.reach(steps(TABLE, TABLE, TABLE), false, NO_BOTS, SEATS));
    }

    @Test
    void aBotsMoveStandsAndSoDoesEverythingBeforeIt() {
        IntPredicate seatOneIsABot = seat -> seat == 1;
        assertEquals(Refusal.of(TakeBackRefusal.BOT_MOVED, SEATS.seat(1)), TakeBack.refusal(steps(0, 1), 1, false, seatOneIsABot, SEATS));
        assertEquals(1, TakeBack.reach(steps(1, 0), false, seatOneIsABot, SEATS));
    }

    @Test
    void whatTheBoxShowedStopsTheTakeBackWithTheGamesReason() {
        Refusal shown = Refusal.of(SpiteRefusal.STOCK_DEALT, 1);
        List<TakeBack.Step> steps = List.of(new TakeBack.Step(0, shown), new TakeBack.Step(1, null));
        assertEquals(1, TakeBack.reach(steps, false, NO_BOTS, SEATS));
        assertEquals(shown, TakeBack.refusal(steps, 2, false, NO_BOTS, SEATS));
    }

    @Test
    void nothingGoesBackAtTheStartOrAfterTheEnd() {
        assertEquals(Refusal.of(TakeBackRefusal.NOTHING_TO_TAKE_BACK), TakeBack.refusal(List.of(), 1, false, NO_BOTS, SEATS));
        assertEquals(Refusal.of(TakeBackRefusal.NOTHING_TO_TAKE_BACK), TakeBack.refusal(steps(0), 2, false, NO_BOTS, SEATS));
        assertEquals(Refusal.of(CommonRefusal.GAME_OVER), TakeBack.refusal(steps(0), 1, true, NO_BOTS, SEATS));
    }

    @Test
    void aSumoChoiceGoesBackUntilBothCardsAreShown() {
        Game sumo = Sumo.KIND.create(2, Sumo.KIND.parseOptions(Map.of()));
        GameState state = sumo.start(1);
        assertNull(stop(sumo, state, 0, "3"), "East's hidden 3");
        assertEquals(Refusal.of(SumoRefusal.ROUND_SHOWN, 1), stop(sumo, state, 1, "5"));
    }

    @Test
    void aSpiteBoxDealStopsAtANewPayoffTopAndAtADrawButATableDealDoesNot() {
        Game spite = Spite.KIND.create(2, Spite.KIND.parseOptions(Map.of()));
        boolean payoffSeen = false;
        boolean drawSeen = false;
        boolean tableDrawSeen = false;
        for (long seed = 1; seed <= 20 && !(payoffSeen && drawSeen && tableDrawSeen); seed++) {
            SeededRandom rng = new SeededRandom(seed);
            for (GameState state : List.of(spite.start(seed), spite.start(seed, Map.of("deal", "table")))) {
                for (int moves = 0; moves < 400 && !state.isOver(); moves++) {
                    int seat = state.toMove().first();
                    int[] legal = state.legalMoves(seat);
                    List<GameEvent> events = new ArrayList<>();
                    state.apply(seat, legal[rng.nextInt(legal.length)], events::add);
                    if (seat == TABLE) {
                        continue;
                    }
                    Refusal stop = spite.takeBackStop(seat, events, state);
                    for (GameEvent event : events) {
                        if (event instanceof SpiteEvent.PayoffRevealed revealed && revealed.card() != null) {
                            assertEquals(Refusal.of(SpiteRefusal.PAYOFF_SHOWN, revealed.seat(), revealed.card().notation()), stop);
                            payoffSeen = true;
                        } else if (event instanceof SpiteEvent.CardsDrawn drawn && drawn.count() > 0 && state.knowsHand(drawn.seat())) {
                            assertEquals(Refusal.of(SpiteRefusal.STOCK_DEALT, drawn.seat()), stop);
                            drawSeen = true;
                        } else if (event instanceof SpiteEvent.CardsDrawn drawn && drawn.count() > 0) {
                            tableDrawSeen = true;
                        }
                    }
                    if (events.stream().noneMatch(e -> e instanceof SpiteEvent.PayoffRevealed || e instanceof SpiteEvent.CardsDrawn
                            || e instanceof SpiteEvent.Reshuffled)) {
                        assertNull(stop, "a move that showed nothing: " + events);
                    }
                }
            }
        }
        assertTrue(payoffSeen && drawSeen && tableDrawSeen, "random deals showed a pay-off top, a box draw and a table draw");
    }

    private static Refusal stop(Game game, GameState state, int seat, String move) {
        List<GameEvent> events = new ArrayList<>();
        state.apply(seat, state.parseMove(seat, move), events::add);
        return game.takeBackStop(seat, events, state);
    }
}
