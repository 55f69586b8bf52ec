package org.tabula.rules.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.engarde.Bouts.game;
import static org.tabula.rules.engarde.Bouts.legal;
import static org.tabula.rules.engarde.Bouts.play;
import static org.tabula.rules.engarde.Bouts.position;
import static org.tabula.rules.engarde.Bouts.view;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;

/**
 * The worked examples of the sources (docs/rules.md, En Garde, "Rulings and sources"): Ferti's
 * published example games 1, 4 and 6 (ferti.free.fr, games/engarde/parties/), John Webley's
 * examples in his translation of the first edition, and the Gryphon edition's quick reference.
 * Seat 0 is the sources' player 1, on the low squares.
 */
class EnGardeWorkedExamplesTest {
    private static final EnGardeGame ADVANCED = game(Map.of());

    /** Ferti, example 1: an advance-and-attack that cannot be parried nor escaped, the defender's back to the end of the piste. */
    @Test
    void fertiExample1TheDefenderCanNeitherParryNorRetreat() {
        EnGardeState state = position(ADVANCED, "42231", "45555", "3314121", 10, 16, 0);
        play(state, 0, "+4!22");
        assertEquals(List.of(14, 16), view(state, 0).positions());
        assertEquals(new EnGardeView.PendingAttack(0, 2, 2, true), view(state, 1).attack());
        // Player 2 could parry with two 2s, or retreat: he retreats to 20 with a 4.
        assertEquals(List.of("-4", "-5"), legal(state, 1));
        play(state, 1, "-4");
        assertEquals(List.of(14, 20), view(state, 1).positions());
        assertEquals(List.of(4, 5, 5, 5, 5), view(state, 1).hand());
        play(state, 0, "+3!33");
        assertEquals(List.of(17, 20), view(state, 1).positions());
        // His hand is 4, 5, 5, 5, 5: no two 3s to parry, and a retreat of 4 or 5 would leave the piste.
        assertEquals(List.of("pass"), legal(state, 1));
        List<GameEvent> events = play(state, 1, "pass");
        assertEquals(new EnGardeView.LastBout(1, 0, BoutEnd.HIT), view(state, 0).lastBout());
        assertEquals(List.of(1, 0), view(state, 0).wins());
        assertTrue(events.contains(new EnGardeEvent.BoutWon(1, 0, BoutEnd.HIT, List.of(1, 0), List.of(17, 20))));
    }

    /** Ferti, example 4: the last card drawn with a direct attack; the attack is still parried, then the hands are compared. */
    @Test
    void fertiExample4AParryAfterTheLastCardThenTheHandsAreCompared() {
        EnGardeState state = position(ADVANCED, "33345", "31122", "45", 10, 16, 0);
        play(state, 0, "+3");
        List<GameEvent> attack = play(state, 1, "!3");
        assertTrue(attack.contains(new EnGardeEvent.PackOut(1)), attack::toString);
        assertEquals(0, view(state, 0).pack());
        assertEquals(List.of("=3"), legal(state, 0));
        List<GameEvent> parry = play(state, 0, "=3");
        // Player 1 holds one 3, the distance; player 2 none: player 1 wins the bout.
        assertTrue(parry.contains(new EnGardeEvent.HandsShown(List.of(List.of(3, 4, 4, 5), List.of(1, 1, 2, 2, 5)))), parry::toString);
        assertEquals(new EnGardeView.LastBout(1, 0, BoutEnd.CARDS), view(state, 0).lastBout());
    }

    /**
     * Ferti, example 6: the last card drawn with an advance-and-attack; the defender retreats out
     * of reach, and the fencer who advanced further wins. The source's text has him retreat with a
     * 3, but its squares (from 13 to 15) and its tally (7 squares to 8, as advances from the end
     * squares) are a retreat of 2; a 3 would leave both 7 squares advanced, and the bout drawn.
     */
    @Test
    void fertiExample6TheDefenderRetreatsAndHasAdvancedFurther() {
        EnGardeState state = position(ADVANCED, "25511", "23411", "344", 6, 13, 0);
        List<GameEvent> lunge = play(state, 0, "+2!55");
        assertTrue(lunge.contains(new EnGardeEvent.PackOut(0)), lunge::toString);
        EnGardeState drawn = state.copy();
        play(state, 1, "-2");
        assertEquals(new EnGardeView.LastBout(1, 1, BoutEnd.ADVANCE), view(state, 0).lastBout());
        // Out of reach (8 - 15): no hands are shown.
        assertNull(view(state, 0).shownHands());
        play(drawn, 1, "-3");
        assertEquals(new EnGardeView.LastBout(1, -1, BoutEnd.DRAW), view(drawn, 0).lastBout());
        assertEquals(List.of(0, 0), view(drawn, 0).wins());
    }

    /** Webley: a parry of a 3 strengthened by a 3 may be a 2 and a 4, a 1 and a 5, or two 3s, under the first edition's parry. */
    @Test
    void webleyParryByTheSameNumberOfCardsAndTheSameTotal() {
        EnGardeGame bySum = game(Map.of("level", 2, "parryBySum", true));
        EnGardeState state = position(bySum, "33111", "12453", "2222", 10, 13, 0);
        play(state, 0, "!33");
        // Moves are listed by number: a parry's number counts its cards in base 6, the 1s lowest.
        assertEquals(List.of("=24", "=15"), legal(state, 1));
        assertEquals(EnGardeRefusal.CARDS_NOT_HELD, state.refusal(1, state.parseMove(1, "=33")).reason());
        assertEquals(EnGardeRefusal.PARRY_SUM, state.refusal(1, state.parseMove(1, "=25")).reason());
        assertEquals(EnGardeRefusal.PARRY_COUNT, state.refusal(1, state.parseMove(1, "=123")).reason());
        play(state, 1, "=24");
        assertEquals(Phase.AFTER_PARRY, view(state, 1).phase());
    }

    /** Webley's advanced game: eight squares apart, a 3 forward then a 5 to attack; the defender parries with a 5 and then plays his own turn, or gives ground. */
    @Test
    void webleyAdvanceAndAttackFromEightSquares() {
        EnGardeState state = position(ADVANCED, "35111", "52222", "444433", 10, 18, 0);
        assertTrue(legal(state, 0).contains("+3!5"));
        EnGardeState parried = state.copy();
        play(state, 0, "+3!5");
        assertEquals(List.of("-2", "-5", "=5"), legal(state, 1));
        play(parried, 0, "+3!5");
        play(parried, 1, "=5");
        // The parry is not yet his turn: he plays it with the four cards left, and draws after.
        assertEquals(Phase.AFTER_PARRY, view(parried, 1).phase());
        assertEquals(Integer.valueOf(1), view(parried, 1).toMove());
        assertEquals(List.of(5, 4), view(parried, 1).handSizes());
        play(parried, 1, "-2");
        assertEquals(List.of(5, 5), view(parried, 1).handSizes());
        assertEquals(Phase.TURN, view(parried, 0).phase());
    }

    /** Webley: a normal attack may only be defended with a parry; the retreat only escapes an advance-and-attack. */
    @Test
    void webleyADirectAttackCannotBeEscapedByRetreating() {
        EnGardeState state = position(ADVANCED, "35111", "52222", "4444", 13, 18, 0);
        play(state, 0, "!5");
        assertEquals(List.of("=5"), legal(state, 1));
        assertEquals(EnGardeRefusal.NO_RETREAT_FROM_DIRECT, state.refusal(1, state.parseMove(1, "-2")).reason());
    }

    /** Webley's first edition: a riposte, an attack straight after a parry, wins the bout at once. */
    @Test
    void webleyARiposteIsAnImmediateWin() {
        EnGardeGame first = game(Map.of("level", 2, "ripostesHit", true));
        EnGardeState state = position(first, "51111", "55222", "4444", 13, 18, 0);
        play(state, 0, "!5");
        play(state, 1, "=5");
        List<GameEvent> riposte = play(state, 1, "!5");
        assertTrue(riposte.contains(new EnGardeEvent.BoutWon(1, 1, BoutEnd.HIT, List.of(0, 1), List.of(13, 18))), riposte::toString);
        // In the later editions the riposte is an attack like any other, to be parried.
        EnGardeState later = position(game(Map.of("level", 2)), "51111", "55222", "4444", 13, 18, 0);
        play(later, 0, "!5");
        play(later, 1, "=5");
        play(later, 1, "!5");
        assertEquals(Phase.DEFEND, view(later, 0).phase());
    }

    /** Webley's basic game: every attack hits; when the last card is drawn the other fencer has one last chance to attack. */
    @Test
    void webleyBasicGameEveryAttackHitsAndTheLastChance() {
        EnGardeGame basic = game(Map.of("level", 1));
        EnGardeState hit = position(basic, "55111", "22222", "4444", 13, 18, 0);
        assertEquals(List.of("+1", "-1", "-5", "!5"), legal(hit, 0));
        play(hit, 0, "!5");
        assertEquals(new EnGardeView.LastBout(1, 0, BoutEnd.HIT), view(hit, 0).lastBout());

        EnGardeState last = position(basic, "11111", "22345", "4", 10, 14, 0);
        play(last, 0, "+1");
        // Seat 0 drew the last card: seat 1, now three squares away, may still attack once.
        assertEquals(Phase.LAST_CHANCE, view(last, 1).phase());
        assertEquals(List.of("pass", "!3"), legal(last, 1));
        play(last, 1, "!3");
        assertEquals(new EnGardeView.LastBout(1, 1, BoutEnd.HIT), view(last, 0).lastBout());
    }

    /** Steffan O'Sullivan's review: three 4s at four squares cannot be parried, since the other fencer can hold only the other two. */
    @Test
    void threeCardsOfTheDistanceCannotBeParried() {
        EnGardeState state = position(ADVANCED, "44412", "44113", "5555", 10, 14, 0);
        play(state, 0, "!444");
        assertEquals(List.of("pass"), legal(state, 1));
        assertEquals(EnGardeRefusal.CAN_PLAY, position(ADVANCED, "44412", "44113", "5555", 10, 14, 0).refusal(0, 0).reason());
    }

    /** The Gryphon quick reference: a fencer who cannot move at all (no parry, no move) passes and loses the bout. */
    @Test
    void aFencerWhoCannotMoveLosesTheBout() {
        // Seat 0 on square 1, two squares from seat 1: 3s, 4s and 5s neither advance, retreat nor attack.
        EnGardeState state = position(ADVANCED, "33445", "11111", "2222", 1, 3, 0);
        assertEquals(List.of("pass"), legal(state, 0));
        play(state, 0, "pass");
        assertEquals(new EnGardeView.LastBout(1, 1, BoutEnd.STUCK), view(state, 0).lastBout());
        // The next bout: fencers back on the end squares, seat 1 to start, five cards each and 15 in the pack.
        EnGardeView next = view(state, GameState.TABLE);
        assertEquals(List.of(1, 23), next.positions());
        assertEquals(2, next.bout());
        assertEquals(Integer.valueOf(1), next.toMove());
        assertEquals(List.of(5, 5), next.handSizes());
        assertEquals(15, next.pack());
    }
}
