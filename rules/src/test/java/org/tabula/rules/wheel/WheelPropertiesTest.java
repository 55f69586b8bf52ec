package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Game;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameState;

/**
 * 10,000 random games for every player count and variant, through the shared contract, with the
 * game's own invariants: the 25 cards are all somewhere and nowhere twice, the game is over exactly
 * when its ending condition holds, and the final scores equal a recount from the final holdings.
 */
class WheelPropertiesTest {
    private static final int GAMES = 10_000;
    /** The contract's copy, determinisation and illegal-move checks run on one game in this many. */
    private static final int DEEP_CHECKS_EVERY = 200;
    /** Moves are 1-6; 0 and 7 stand for every number outside, which whyIllegal treats alike. */
    private static final int ILLEGAL_PROBE = 8;

    static Stream<Arguments> configurations() {
        List<Arguments> all = new ArrayList<>();
        for (int players = 2; players <= 5; players++) {
            for (boolean discardOnce : new boolean[] {false, true}) {
                for (boolean colourAndValue : new boolean[] {false, true}) {
                    all.add(Arguments.of(players, discardOnce, colourAndValue));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} players, discardOnce {1}, colourAndValue {2}")
    @MethodSource("configurations")
    void randomGamesKeepTheRules(int players, boolean discardOnce, boolean colourAndValue) {
        Game game = Wheel.KIND.create(players, Wheel.KIND.parseOptions(
                Map.of("discardOnce", discardOnce, "colourAndValue", colourAndValue)));
        long firstSeed = 1_000_000L * players + (discardOnce ? 2000 : 0) + (colourAndValue ? 1000 : 0);
        List<GameState> finals = new GameContract(game, WheelCards.COUNT)
                .deepChecksEvery(DEEP_CHECKS_EVERY)
                .illegalProbe(ILLEGAL_PROBE)
                .invariant(state -> checkCardsAndEnding((WheelState) state, colourAndValue))
                .playRandomGames(firstSeed, GAMES);
        for (GameState state : finals) {
            recount((WheelView) state.view(GameState.TABLE), state.scores(), colourAndValue);
        }
    }

    /** Every card once in the circle, a holding or a throw; over exactly when the ending condition holds. */
    private static void checkCardsAndEnding(WheelState state, boolean colourAndValue) {
        int seen = state.cardsInCircle();
        int count = Integer.bitCount(seen);
        int held = 0;
        for (int seat = 0; seat < state.game().players(); seat++) {
            int cards = state.heldBy(seat);
            assertEquals(0, seen & cards, "a card in two places");
            seen |= cards;
            held |= cards;
            count += Integer.bitCount(cards);
            int thrown = state.thrownBy(seat);
            if (thrown >= 0) {
                assertEquals(0, seen & (1 << thrown), "a thrown-away card in two places");
                seen |= 1 << thrown;
                count++;
            }
        }
        assertEquals(WheelCards.ALL, seen, "a card missing");
        assertEquals(WheelCards.COUNT, count);

        boolean colourDone = false;
        int valuesDone = 0;
        for (int i = 0; i < 5; i++) {
            colourDone |= (held & WheelCards.colourMask(i)) == WheelCards.colourMask(i);
            valuesDone += (held & WheelCards.valueMask(i + 1)) == WheelCards.valueMask(i + 1) ? 1 : 0;
        }
        boolean circleEmpty = state.cardsInCircle() == 0;
        boolean shouldEnd = colourAndValue ? (colourDone && valuesDone > 0) || circleEmpty : valuesDone > 0 || circleEmpty;
        assertEquals(shouldEnd, state.isOver(), "over is not the ending condition");
        if (!colourAndValue) {
            assertTrue(valuesDone <= 1, "the game went on after a value fell");
        }
    }

    /** Scores from the final view's card names alone: what players would count at the table. */
    private static void recount(WheelView view, int[] scores, boolean colourAndValue) {
        Set<WheelCard> all = new HashSet<>(view.circle());
        int cards = view.circle().size();
        for (int seat = 0; seat < scores.length; seat++) {
            all.addAll(view.holdings().get(seat));
            cards += view.holdings().get(seat).size();
            if (view.thrownAway().get(seat) != null) {
                all.add(view.thrownAway().get(seat));
                cards++;
            }
        }
        assertEquals(25, cards);
        assertEquals(25, all.size());

        int[] heldOfColour = new int[5];
        int[] heldOfValue = new int[6];
        for (List<WheelCard> holding : view.holdings()) {
            for (WheelCard card : holding) {
                heldOfColour[card.colour().ordinal()]++;
                heldOfValue[card.value()]++;
            }
        }
        int[] expected = new int[scores.length];
        for (int seat = 0; seat < scores.length; seat++) {
            for (WheelCard card : view.holdings().get(seat)) {
                int value = card.value();
                if (heldOfColour[card.colour().ordinal()] == 5) {
                    expected[seat] += value;
                }
                if (heldOfValue[value] == 5) {
                    expected[seat] += colourAndValue ? 6 - value : -value;
                }
            }
        }
        assertArrayEquals(expected, scores, "scores differ from a recount of " + view.holdings());
    }
}
