package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.rules.MoveSyntaxException;

/** The move notation of docs/rules.md, and its partnership extension (a partner's piles by seat number). */
class NotationTest {
    private final SpiteState two = Table.twoPlayers().payoff(0, "9S").payoff(1, "5H").start();
    private final SpiteState four = Table.of(4).option("partnership", true)
            .payoff(0, "KS").payoff(1, "4C").payoff(2, "3D").payoff(3, "5C").start();

    @Test
    void everyKindOfMovePrintsAndParsesBack() {
        for (String move : List.of("P>C1", "H7S>C+", "D2>C3", "H9D>D1", "end", "HAS>C18", "H10H>D4", "H*>C+", "D4>C+")) {
            int number = two.parseMove(0, move);
            assertEquals(move, two.formatMove(0, number));
        }
        assertEquals(two.parseMove(0, "H10H>D4"), two.parseMove(0, " h10h>d4 "), "case and spaces do not matter");
        assertEquals(Moves.END, two.parseMove(1, "END"));
    }

    @Test
    void partnersPilesAreNamedByThePartnersSeat() {
        assertEquals("2P>C1", four.formatMove(0, four.parseMove(0, "2P>C1")));
        assertEquals("3D4>C+", four.formatMove(1, four.parseMove(1, "3D4>C+")));
        assertEquals("'1P>C1': seat 1 is not your partner (seat 2 is)", syntaxError(four, 0, "1P>C1"));
        assertEquals("'0P>C1': write your own piles without a seat number (P, D1-D4)", syntaxError(four, 0, "0P>C1"));
        assertEquals("'1P>C1': only partnership games let you play from another seat's piles", syntaxError(two, 0, "1P>C1"));
        assertEquals("'2H7S>C1': you can play only from your own hand", syntaxError(four, 0, "2H7S>C1"));
    }

    @Test
    void textThatIsNoMoveIsRefusedWithTheNotation() {
        assertEquals("'P' is not a Spite and Malice move: write source>target, such as P>C1, H7S>C+, D2>C3 or H9D>D1, or end",
                syntaxError(two, 0, "P"));
        assertEquals("'H1S>C1': '1S' is not a card (write rank and suit such as AS, 7C, 10H, QD, or * for a joker)",
                syntaxError(two, 0, "H1S>C1"));
        assertEquals("'D5>C1': there is no discard pile 5 (they are D1 to D4)", syntaxError(two, 0, "D5>C1"));
        assertEquals("'P>C0': there is no centre pile 0 (they are C1 to C18 at most, and C+ starts a new one)", syntaxError(two, 0, "P>C0"));
        assertEquals("'C1>C2' is not a Spite and Malice move: write source>target, such as P>C1, H7S>C+, D2>C3 or H9D>D1, or end",
                syntaxError(two, 0, "C1>C2"));
    }

    private static String syntaxError(SpiteState state, int seat, String text) {
        return assertThrows(MoveSyntaxException.class, () -> state.parseMove(seat, text)).getMessage();
    }
}
