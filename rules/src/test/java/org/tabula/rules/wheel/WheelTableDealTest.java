package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.wheel.WheelScoringTest.view;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameContract;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Seats;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.TableDealProperty;

/** A table deal: the players lay the circle and reveal it card by card, then play as at a box deal. */
class WheelTableDealTest {
    private static final int GAMES = 2_500;
    private static final Map<String, Object> TABLE_DEAL = Map.of("deal", "table");
    private static final Game THREE = Wheel.KIND.create(3, Wheel.KIND.parseOptions(Map.of("discardOnce", true)));

    @ParameterizedTest(name = "{0} players, discardOnce {1}, colourAndValue {2}")
    @MethodSource("org.tabula.rules.wheel.WheelPropertiesTest#configurations")
    void revealingTheBoxCircleGivesTheBoxGame(int players, boolean discardOnce, boolean colourAndValue) {
        Game game = Wheel.KIND.create(players, Wheel.KIND.parseOptions(Map.of("discardOnce", discardOnce, "colourAndValue", colourAndValue)));
        // The table lays place after place: the card the box put at the next place.
        TableDealProperty property = new TableDealProperty((box, table) -> ((WheelState) box).cardAtPlace(((WheelState) table).placesLaid()), 4 * WheelCards.COUNT);
        for (int g = 0; g < GAMES; g++) {
            long seed = 7_000_000L * players + g;
            int first = g % players;
            Map<String, Object> setup = Map.of("first", first);
            Map<String, Object> tableSetup = Map.of("first", first, "deal", "table");
            int reveals = property.check(game.start(seed, setup), game.start(seed, tableSetup), new SeededRandom(seed), "seed " + seed);
            assertEquals(WheelCards.COUNT, reveals);
        }
    }

    @ParameterizedTest(name = "{0} players, discardOnce {1}, colourAndValue {2}")
    @MethodSource("org.tabula.rules.wheel.WheelPropertiesTest#configurations")
    void randomTableDealsKeepTheContract(int players, boolean discardOnce, boolean colourAndValue) {
        Game game = Wheel.KIND.create(players, Wheel.KIND.parseOptions(Map.of("discardOnce", discardOnce, "colourAndValue", colourAndValue)));
        GameContract contract = new GameContract(game, 2 * WheelCards.COUNT).illegalProbe(WheelCards.COUNT + 2);
        for (int g = 0; g < 50; g++) {
            contract.playOne(game.start(g, TABLE_DEAL), new SeededRandom(g), true, "table deal " + g);
        }
    }

    @Test
    void theTableLaysTheCircleClockwiseFromThePawn() {
        WheelState state = (WheelState) THREE.start(5, Map.of("deal", "table", "first", 2));
        assertEquals(Seats.CHANCE, state.toMove());
        assertEquals(25, state.legalMoves(GameState.CHANCE).length);
        assertEquals(0, state.legalMoves(2).length);
        List<GameEvent> events = new ArrayList<>();
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, "G3"), events::add);
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, " W5 "), events::add);
        assertEquals(List.of(new WheelEvent.CardLaid(0, new WheelCard(WheelColour.GREEN, 3)), new WheelEvent.CardLaid(1, new WheelCard(WheelColour.WHITE, 5))), events);
        assertEquals("the table laid W5 at place 1 (2 of 25 laid)", events.get(1).describe());
        assertEquals(23, state.legalMoves(GameState.CHANCE).length);
        assertEquals(List.of("G3", "W5"), WheelTables.names(view(state).circle()));
        assertNull(view(state).toMove());
        assertEquals("W5", state.formatMove(GameState.CHANCE, state.parseMove(GameState.CHANCE, "W5")));
        assertEquals(new Move.Reveal(WheelCards.parse("W5")), state.move(GameState.CHANCE, WheelCards.parse("W5")));
        assertEquals(WheelCards.parse("W5"), state.moveNumber(GameState.CHANCE, new Move.Reveal(WheelCards.parse("W5"))));
        for (String card : WheelTables.BY_COLOUR) {
            if (!card.equals("G3") && !card.equals("W5")) {
                state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, card));
            }
        }
        assertEquals(Seats.only(2), state.toMove());
        assertEquals(2, view(state).toMove());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), Arrays.stream(state.legalMoves(2)).boxed().toList());
        assertEquals(0, state.legalMoves(GameState.CHANCE).length);
    }

    @Test
    void illegalRevealsAreRefusedAndChangeNothing() {
        WheelState state = (WheelState) THREE.start(5, TABLE_DEAL);
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, "R1"));
        state.apply(GameState.CHANCE, state.parseMove(GameState.CHANCE, "B4"));
        WheelView before = view(state);
        assertEquals("B4 is already in the circle, at place 1", refused(state, GameState.CHANCE, WheelCards.parse("B4")));
        assertEquals("There is no card number 25 (0 to 24)", refused(state, GameState.CHANCE, 25));
        assertEquals("The circle is not laid yet: 2 of 25 cards are laid", refused(state, 0, 1));
        assertEquals(before, view(state));
        assertEquals("'7H' is not a Wheel of History card: the table reveals a colour (R, G, B, Y or W) and a value from 1 to 5,"
                + " such as reveal:G3", assertThrows(MoveSyntaxException.class, () -> state.parseMove(GameState.CHANCE, "7H")).getMessage());

        WheelState laid = (WheelState) THREE.start(5);
        assertEquals("No card is to be revealed now: seat 0 is to move", refused(laid, GameState.CHANCE, 3));
    }

    @Test
    void theDealIsReadStrictly() {
        assertEquals("setup.deal must be \"box\" (the box deals from the seed) or \"table\" (the players deal real cards and the"
                + " moves reveal them), not \"players\"", assertThrows(GameConfigException.class, () -> THREE.start(1, Map.of("deal", "players"))).getMessage());
        assertEquals("setup.circle and a table deal exclude each other: at a table deal the circle is revealed by the moves,"
                + " reveal:<card> for each card laid", assertThrows(GameConfigException.class,
                        () -> THREE.start(1, Map.of("deal", "table", "circle", WheelTables.BY_COLOUR))).getMessage());
        assertEquals(view((WheelState) THREE.start(9)), view((WheelState) THREE.start(9, Map.of("deal", "box"))));
    }

    private static String refused(WheelState state, int seat, int move) {
        String reason = state.whyIllegal(seat, move);
        assertEquals(reason, assertThrows(IllegalMoveException.class, () -> state.apply(seat, move)).getMessage());
        return reason;
    }
}
