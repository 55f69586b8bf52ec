package org.tabula.firmware.play.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.MovePick;
import org.tabula.firmware.script.GameSetup;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeRefusal;

class EnGardeAdapterTest {
    private static final EnGardeAdapter ADAPTER = new EnGardeAdapter();
    /** En Garde keeps no card's place: what the box saw changes no tap. */
    private static final CardsSeen NOTHING_SEEN = new CardsSeen();
    private static final Game ADVANCED = EnGarde.KIND.create(2, EnGarde.KIND.parseOptions(null));

    private static Card spite(String id) {
        return SpiteDeck.DECK.card(id).orElseThrow();
    }

    private static List<String> moves(GameState state, int seat, int[] moves) {
        return Arrays.stream(moves).mapToObj(move -> state.formatMove(seat, move)).toList();
    }

    /** Seat 0 on 11 holding 2 3 4 4 5, seat 1 on 15 holding 1 2 4 4 5: 4 apart. */
    private static GameState fourApart() {
        return ADVANCED.start(1, Map.of("hands", List.of(List.of("2", "3", "4", "4", "5"), List.of("1", "2", "4", "4", "5")),
                "pack", List.of("1", "1", "3", "3", "5", "5", "2", "2"), "positions", List.of(11, 15)));
    }

    @Test
    void anAceToFiveIsItsValueAndNoOtherCardIsInTheGame() {
        assertEquals(1, EnGardeCards.value(spite("AS/2")));
        assertEquals(5, EnGardeCards.value(spite("5D/1")));
        assertEquals(0, EnGardeCards.value(spite("6H/1")));
        assertEquals(0, EnGardeCards.value(spite("*/3")));
        assertEquals(0, EnGardeCards.value(RomanDeck.DECK.card("R3").orElseThrow()));
        assertEquals(Seats.firstN(2), ADAPTER.owners(ADVANCED, spite("3C/1")));
        assertEquals(Seats.NONE, ADAPTER.owners(ADVANCED, spite("KC/1")));
    }

    @Test
    void aTapStandsForTheMovesOfItsValueTheLikeliestOnOk() {
        GameState state = fourApart();
        // The distance: the attacks with one and two 4s, and the retreat.
        assertEquals(List.of("-4", "!4", "!44"), moves(state, 0, ADAPTER.movesWith(state, 0, spite("4H/1"), NOTHING_SEEN)));
        // A 2: the advance, the retreat, and the advance-and-attack whose step it is (2 then the 2 left: seat 0 holds one 2 only).
        assertEquals(List.of("+2", "-2"), moves(state, 0, ADAPTER.movesWith(state, 0, spite("2C/2"), NOTHING_SEEN)));
        MovePick pick = MovePick.of(0, Text.plain("4H"), ADAPTER.movesWith(state, 0, spite("4H/1"), NOTHING_SEEN), ADAPTER, state);
        assertEquals(new org.tabula.firmware.play.Pick.Chosen(state.parseMove(0, "!4")), pick.press(Button.OK));
        // Not seat 1's turn; a card seat 0 does not hold (a box deal knows the hand).
        assertEquals(0, ADAPTER.movesWith(state, 1, spite("4S/1"), NOTHING_SEEN).length);
        assertEquals(0, ADAPTER.movesWith(state, 0, spite("AS/1"), NOTHING_SEEN).length);
        assertEquals(Text.of("refuse.notTurn", ADVANCED.seat(1)), ADAPTER.whyNot(state, 1, spite("4S/1"), NOTHING_SEEN));
    }

    @Test
    void underAttackTheAttacksCardParriesAtOnce() {
        GameState state = fourApart();
        state.apply(0, state.parseMove(0, "!44"));
        assertEquals(List.of("=44"), moves(state, 1, ADAPTER.movesWith(state, 1, spite("4D/2"), NOTHING_SEEN)));
        // Another card does nothing against a direct attack, and the rules say why.
        assertEquals(0, ADAPTER.movesWith(state, 1, spite("2D/2"), NOTHING_SEEN).length);
        Refusal why = state.refusal(1, state.parseMove(1, "=22"));
        assertEquals(Prompts.refused(why), ADAPTER.whyNot(state, 1, spite("2D/2"), NOTHING_SEEN));
        assertEquals(EnGardeRefusal.PARRY_VALUE, why.reason());
    }

    @Test
    void aCardThatCannotMoveSaysWhy() {
        GameState state = fourApart();
        Refusal past = state.refusal(0, state.parseMove(0, "+5"));
        assertEquals(EnGardeRefusal.PAST_OPPONENT, past.reason());
        assertEquals(Prompts.refused(past), ADAPTER.whyNot(state, 0, spite("5H/1"), NOTHING_SEEN));
        assertEquals(Text.of("engarde.notACard", spite("9H/1").title()), ADAPTER.whyNot(state, 0, spite("9H/1"), NOTHING_SEEN));
    }

    /** A copy played lies out of play for the rest of its bout (five of each value are in the pack), and is back in play at the next. */
    @Test
    void aPlayedCopyIsOutOfPlayUntilTheNextBout() {
        // The basic game (no retreat from an attack): seat 1, holding no 3, cannot parry an attack of 3.
        Game basic = EnGarde.KIND.create(2, EnGarde.KIND.parseOptions(Map.of("level", 1)));
        GameState state = basic.start(1, Map.of("hands", List.of(List.of("2", "3", "4", "4", "5"), List.of("1", "2", "5", "5", "5")),
                "pack", List.of("1", "1", "3", "3", "4", "2", "2", "1"), "positions", List.of(11, 15)));
        CardsSeen seen = new CardsSeen();
        Card two = spite("2C/2");
        play(state, 0, "+2", two, seen);
        assertEquals(java.util.Optional.of(new org.tabula.firmware.play.CardPlace.OutOfPlay()), ADAPTER.lyingAt(state, two, seen));
        assertEquals(java.util.Optional.empty(), ADAPTER.lyingAt(state, spite("2C/1"), seen), "the other copy was not seen played");
        play(state, 1, "-1", null, seen);
        List<org.tabula.rules.GameEvent> events = play(state, 0, "!3", null, seen);
        if (state.passMove(1) >= 0) {
            // Seat 1 takes the hit.
            events = play(state, 1, "pass", null, seen);
        }
        assertTrue(events.stream().anyMatch(event -> event instanceof org.tabula.rules.engarde.EnGardeEvent.BoutStarted), "a new bout: " + events);
        assertEquals(java.util.Optional.empty(), ADAPTER.lyingAt(state, two, seen), "the next bout shuffles it back");
    }

    /** Makes the move with the card tapped for it (null: none), as the box does, and returns what it did. */
    private static List<org.tabula.rules.GameEvent> play(GameState state, int seat, String notation, Card tapped, CardsSeen seen) {
        int move = state.parseMove(seat, notation);
        CardsSeen.Place place = ADAPTER.placeAfter(state, seat, move);
        List<org.tabula.rules.GameEvent> events = new java.util.ArrayList<>();
        state.apply(seat, move, events::add);
        seen.moved(place, tapped, ADAPTER.placesMoved(events));
        return events;
    }

    /** Every move but a pass is a tap and at most two presses away, at either deal, over random matches of every level. */
    @Test
    void everyMoveIsATapAndAtMostTwoPressesAway() {
        SeededRandom rng = new SeededRandom(41);
        int checked = 0;
        for (int level = 1; level <= 3; level++) {
            Game game = EnGarde.KIND.create(2, EnGarde.KIND.parseOptions(Map.of("level", level, "bouts", 2)));
            for (GameSetup deal : List.of(GameSetup.SEED, GameSetup.TABLE_DEAL)) {
                for (int match = 0; match < 10; match++) {
                    GameState state = deal == GameSetup.TABLE_DEAL ? game.start(rng.nextLong(), deal.values()) : game.start(rng.nextLong());
                    for (int made = 0; made < 400 && !state.isOver(); made++) {
                        int seat = state.toMove().first();
                        int[] legal = state.legalMoves(seat);
                        if (seat != GameState.CHANCE) {
                            Map<Integer, Integer> presses = new HashMap<>();
                            for (int value = 1; value <= 5; value++) {
                                int[] tapped = ADAPTER.movesWith(state, seat, spite(value == 1 ? "AS/1" : value + "S/1"), NOTHING_SEEN);
                                MovePick pick = tapped.length > 1 ? MovePick.of(seat, Text.plain("card"), tapped, ADAPTER, state) : null;
                                for (int move : tapped) {
                                    presses.merge(move, pick == null ? 0 : pick.pressesTo(move), Math::min);
                                }
                            }
                            for (int move : legal) {
                                if (move != state.passMove(seat)) {
                                    String at = "level " + level + " " + deal + ": " + state.formatMove(seat, move);
                                    assertTrue(presses.containsKey(move), at + " is no tap's");
                                    assertTrue(presses.get(move) <= 2, at + " takes " + presses.get(move));
                                    checked++;
                                }
                            }
                        }
                        state.apply(seat, legal[rng.nextInt(legal.length)]);
                    }
                }
            }
        }
        assertTrue(checked > 5_000, "moves checked: " + checked);
    }
}
