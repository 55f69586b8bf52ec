package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.senator.Senators.game;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.Seats;

/**
 * Senate totals on hand-built final boards; every expected total is worked out in the comments.
 * Senate squares are 11-13, 21-23, 31-33.
 */
class ScoringTest {
    /**
     * Banner in the centre: its row and column hold 21=B10, 23=R9, 12=B9, 32=R8 in the Senate
     * and 20=R4, 24=B4, 02=B1, 42=B6 on the stairs. Its orthogonal neighbours are exactly the
     * four Senate squares, so adjacentOnly changes nothing for caesar here.
     */
    private static final String BANNER_IN_THE_CENTRE = """
            .   R1  B1  R2  .
            B2  R10 B9  R3  B3
            R4  B10 Y   R9  B4
            R5  B8  R8  B7  B5
            .   R6  B6  R7  .
            """;

    /**
     * Banner on Senate square 11: row 1 holds 10=R2, 12=R10, 13=B3, 14=R3; column 1 holds
     * 01=B1, 21=B10, 31=R8, 41=B6. Orthogonal neighbours: 01=B1, 10=R2 (stairs), 12=R10,
     * 21=B10 (Senate). The diagonal 22=R9 is never reached.
     */
    private static final String BANNER_IN_A_SENATE_CORNER = """
            .   B1  R1  B2  .
            R2  Y   R10 B3  R3
            B4  B10 R9  B9  R4
            B5  R8  B8  R7  R5
            .   B6  R6  B7  .
            """;

    /**
     * Banner on stair 02, and equal plain totals. Row 0 holds 01=R1, 03=B1 (stairs); column 2
     * holds 12=B10, 22=R3, 32=R8 (Senate) and 42=B6 (stair). Neighbours: 01=R1, 03=B1, 12=B10.
     */
    private static final String BANNER_ON_A_STAIR = """
            .   R1  Y   B1  .
            R2  R10 B10 R9  B2
            B3  B9  R3  R4  B4
            R5  B8  R8  B7  B5
            .   R6  B6  R7  .
            """;

    @Test
    void plainCountIsTheSenateOnly() {
        // Red 10+3+9+8 = 30; blue 9+10+8+7 = 34.
        assertTotals(30, 34, BANNER_IN_THE_CENTRE);
        // Red 10+9+8+7 = 34; blue 3+10+9+8 = 30.
        assertTotals(34, 30, BANNER_IN_A_SENATE_CORNER);
        // Red 10+9+3+4+8 = 34; blue 10+9+8+7 = 34: a draw.
        assertTotals(34, 34, BANNER_ON_A_STAIR);
        assertEquals(Seats.of(0, 1), Seats.withHighest(new int[] {34, 34}));
    }

    @Test
    void caesarDoublesSenateCardsInTheBannersLines() {
        // Red 30 + R9 + R8 = 47; blue 34 + B10 + B9 = 53.
        assertTotals(47, 53, BANNER_IN_THE_CENTRE, "caesar");
        // Red 34 + R10 + R8 = 52; blue 30 + B3 + B10 = 43.
        assertTotals(52, 43, BANNER_IN_A_SENATE_CORNER, "caesar");
        // Red 34 + R3 + R8 = 45; blue 34 + B10 = 44.
        assertTotals(45, 44, BANNER_ON_A_STAIR, "caesar");
    }

    @Test
    void stairsInLineCountsStairCardsInTheBannersLines() {
        // Red 30 + R4 = 34; blue 34 + B4 + B1 + B6 = 45.
        assertTotals(34, 45, BANNER_IN_THE_CENTRE, "stairsInLine");
        // Red 34 + R2 + R3 = 39; blue 30 + B1 + B6 = 37.
        assertTotals(39, 37, BANNER_IN_A_SENATE_CORNER, "stairsInLine");
        // Red 34 + R1 = 35; blue 34 + B1 + B6 = 41.
        assertTotals(35, 41, BANNER_ON_A_STAIR, "stairsInLine");
    }

    @Test
    void brutusCancelsCardsInTheBannersLines() {
        // Red 30 - R9 - R8 = 13; blue 34 - B10 - B9 = 15.
        assertTotals(13, 15, BANNER_IN_THE_CENTRE, "brutus");
        // Red 34 - R10 - R8 = 16; blue 30 - B3 - B10 = 17.
        assertTotals(16, 17, BANNER_IN_A_SENATE_CORNER, "brutus");
        // Red 34 - R3 - R8 = 23; blue 34 - B10 = 24 (the stairs counted nothing anyway).
        assertTotals(23, 24, BANNER_ON_A_STAIR, "brutus");
    }

    @Test
    void caesarWithStairsInLineDoublesTheSenateButNotTheStairs() {
        // Red 47 + R4 = 51; blue 53 + B4 + B1 + B6 = 64.
        assertTotals(51, 64, BANNER_IN_THE_CENTRE, "caesar", "stairsInLine");
        // Red 52 + R2 + R3 = 57; blue 43 + B1 + B6 = 50.
        assertTotals(57, 50, BANNER_IN_A_SENATE_CORNER, "caesar", "stairsInLine");
        // Red 45 + R1 = 46; blue 44 + B1 + B6 = 51.
        assertTotals(46, 51, BANNER_ON_A_STAIR, "caesar", "stairsInLine");
    }

    @Test
    void adjacentOnlyNarrowsEachEffectToTheOrthogonalNeighbours() {
        // The centre's neighbours are its four Senate squares in line: as caesar alone.
        assertTotals(47, 53, BANNER_IN_THE_CENTRE, "caesar", "adjacentOnly");
        // Red 34 + R10 = 44; blue 30 + B10 = 40 (R8 and B3 are in line but not adjacent, R9 diagonal).
        assertTotals(44, 40, BANNER_IN_A_SENATE_CORNER, "caesar", "adjacentOnly");
        // Red 34 + R2 = 36; blue 30 + B1 = 31.
        assertTotals(36, 31, BANNER_IN_A_SENATE_CORNER, "stairsInLine", "adjacentOnly");
        // Red 44 + R2 = 46; blue 40 + B1 = 41.
        assertTotals(46, 41, BANNER_IN_A_SENATE_CORNER, "caesar", "stairsInLine", "adjacentOnly");
        // Red 34 - R10 = 24; blue 30 - B10 = 20.
        assertTotals(24, 20, BANNER_IN_A_SENATE_CORNER, "brutus", "adjacentOnly");
        // Red 34; blue 34 + B10 = 44.
        assertTotals(34, 44, BANNER_ON_A_STAIR, "caesar", "adjacentOnly");
        // Red 34 + R1 = 35; blue 34 + B1 = 35: a draw.
        assertTotals(35, 35, BANNER_ON_A_STAIR, "stairsInLine", "adjacentOnly");
        // Red 34; blue 34 - B10 = 24.
        assertTotals(34, 24, BANNER_ON_A_STAIR, "brutus", "adjacentOnly");
    }

    @Test
    void hiddenCountsLikeTheOpenGame() {
        assertTotals(30, 34, BANNER_IN_THE_CENTRE, "hidden");
        assertTotals(44, 40, BANNER_IN_A_SENATE_CORNER, "hidden", "caesar", "adjacentOnly");
    }

    @Test
    void threePlayersCountTheirOwnColours() {
        String board = """
                .   R1  G1  B1  .
                R2  R7  G7  B7  B2
                G2  B6  R6  G6  R3
                B3  R4  B5  R5  G3
                .   G5  G4  B4  .
                """;
        // Red 7+6+4+5 = 22; blue 7+6+5 = 18; green 7+6 = 13.
        assertArrayEquals(new int[] {22, 18, 13}, game(3).scoring.totals(cells(board), 3));
    }

    @Test
    void impossibleCombinationsAreRefusedWithTheReason() {
        assertRefused("options 'caesar' and 'brutus' of senator contradict each other: the cards in the banner's line"
                + " cannot both count double and count nothing", 2, "caesar", "brutus");
        assertRefused("options 'stairsInLine' and 'brutus' of senator contradict each other: the stair cards in the"
                + " banner's line cannot both count and count nothing", 2, "stairsInLine", "brutus", "adjacentOnly");
        assertRefused("option 'adjacentOnly' of senator narrows the banner's effect to its neighbours, so it needs"
                + " caesar, stairsInLine or brutus", 2, "adjacentOnly", "hidden");
        assertRefused("option 'caesar' of senator needs the banner, which the three-player game leaves aside", 3, "caesar");
        assertRefused("option 'brutus' of senator needs the banner, which the three-player game leaves aside", 3, "brutus", "hidden");
        assertRefused("senator is for 2 or 3 players, not 4", 4);
    }

    @Test
    void unknownOptionsNameTheKnownOnes() {
        GameConfigException e = assertThrows(GameConfigException.class,
                () -> Senator.KIND.parseOptions(Map.of("combinable", true)));
        assertEquals("unknown option 'combinable' for senator (known: caesar, stairsInLine, brutus, adjacentOnly, hidden)",
                e.getMessage());
    }

    private static void assertRefused(String message, int players, String... flags) {
        GameConfigException e = assertThrows(GameConfigException.class, () -> game(players, flags));
        assertEquals(message, e.getMessage());
    }

    private static void assertTotals(int red, int blue, String board, String... flags) {
        assertArrayEquals(new int[] {red, blue}, game(2, flags).scoring.totals(cells(board), 2),
                String.join("+", flags) + " on\n" + board);
    }

    /** Reads a 5x5 diagram: "." for a corner, "Y" for the banner, "R7", "B10", "G3" for cards. */
    private static int[] cells(String diagram) {
        String[] tokens = diagram.trim().split("\\s+");
        assertEquals(Board.CELLS, tokens.length, "a 5x5 diagram");
        int[] cells = new int[Board.CELLS];
        for (int cell = 0; cell < Board.CELLS; cell++) {
            String token = tokens[cell];
            assertEquals(Board.isSquare(cell), !token.equals("."), "corners and squares in " + diagram);
            if (token.equals("Y")) {
                cells[cell] = CardCode.BANNER;
            } else if (!token.equals(".")) {
                cells[cell] = CardCode.of("RBG".indexOf(token.charAt(0)), Integer.parseInt(token.substring(1)));
            }
        }
        return cells;
    }
}
