package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.wheel.WheelScoringTest.view;
import static org.tabula.rules.wheel.WheelTables.BY_COLOUR;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.games.Games;
import org.tabula.rules.Options;
import org.tabula.rules.Seats;

/** Starting a game: the seeded shuffle, the explicit setup and what is refused. */
class WheelSetupTest {
    private static final Game TWO = Wheel.KIND.create(2, Wheel.KIND.parseOptions(Map.of()));

    @Test
    void theGameIsRegisteredForTwoToFivePlayers() {
        assertSame(Wheel.KIND, Games.find("wheel").orElseThrow());
        assertEquals("Wheel of History", Wheel.KIND.title());
        assertEquals("wheel is for 2 to 5 players, not 6", assertThrows(GameConfigException.class,
                () -> Wheel.KIND.create(6, Wheel.KIND.parseOptions(Map.of()))).getMessage());
        assertEquals("unknown option 'discard' for wheel (known: discardOnce, colourAndValue)",
                assertThrows(GameConfigException.class, () -> Wheel.KIND.parseOptions(Map.of("discard", true))).getMessage());
        // The table laying the circle (a table deal) may reveal any of the 25 cards first.
        assertEquals(25, TWO.maxLegalMoves());
        assertEquals(25, Wheel.KIND.create(5, Wheel.KIND.parseOptions(Map.of("discardOnce", true))).maxLegalMoves());
    }

    @Test
    void theSeedShufflesAllTwentyFiveCards() {
        List<WheelCard> circle = view((WheelState) TWO.start(2002)).circle();
        assertEquals(25, new HashSet<>(circle).size());
        assertEquals(new HashSet<>(BY_COLOUR), new HashSet<>(WheelTables.names(circle)));
        assertEquals(circle, view((WheelState) TWO.start(2002)).circle());
        assertNotEquals(circle, view((WheelState) TWO.start(2003)).circle());
        // A setup naming only the first seat keeps the seeded circle.
        WheelState second = (WheelState) TWO.start(2002, Map.of("first", 1));
        assertEquals(circle, view(second).circle());
        assertEquals(Seats.only(1), second.toMove());
        assertEquals(Seats.only(0), TWO.start(2002, null).toMove());
    }

    @Test
    void theSetupCircleIsReadStrictly() {
        assertEquals("setup.circle[3]: \"Q9\" is not a card: write a colour (R, G, B, Y or W) and a value from 1 to 5, such as \"G3\"",
                refused(Map.of("circle", replaced(3, "Q9"))));
        assertEquals("setup.circle[7]: \"r3\" is not a card: write a colour (R, G, B, Y or W) and a value from 1 to 5, such as \"G3\"",
                refused(Map.of("circle", replaced(7, "r3"))));
        assertEquals("setup.circle[9]: \"R1\" is already at setup.circle[0]; each card lies in the circle once",
                refused(Map.of("circle", replaced(9, "R1"))));
        assertEquals("setup.circle must list all 25 cards clockwise from the pawn, but it lists 24 (missing: W5)",
                refused(Map.of("circle", BY_COLOUR.subList(0, 24))));
        assertEquals("setup.circle must list all 25 cards clockwise from the pawn, but it lists 23 (missing: R2, W5)",
                refused(Map.of("circle", without("R2", "W5"))));
        assertEquals("setup.circle[2] must be a string, not 7", refused(Map.of("circle", List.of("R1", "R2", 7))));
        assertEquals("setup.circle must be a list, not the text \"R1\"", refused(Map.of("circle", "R1")));
        assertEquals("setup.first must be a seat from 0 to 1, not 2", refused(Map.of("first", 2)));
        assertEquals("unknown setup key 'pawn' (known: circle, first, deal)", refused(Map.of("pawn", 3)));
    }

    @Test
    void optionsAreReadFromTheirNames() {
        Options both = Wheel.KIND.parseOptions(Map.of("discardOnce", true, "colourAndValue", true));
        WheelGame game = (WheelGame) Wheel.KIND.create(4, both);
        assertEquals(true, game.discardOnce);
        assertEquals(true, game.colourAndValue);
    }

    private static String refused(Map<String, Object> setup) {
        return assertThrows(GameConfigException.class, () -> TWO.start(1, setup)).getMessage();
    }

    private static List<String> without(String... cards) {
        List<String> circle = new ArrayList<>(BY_COLOUR);
        circle.removeAll(List.of(cards));
        return circle;
    }

    private static List<Object> replaced(int index, Object card) {
        List<Object> circle = new ArrayList<>(BY_COLOUR);
        circle.set(index, card);
        return circle;
    }
}
