package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.spartacus.Table.play;
import static org.tabula.rules.spartacus.Table.start;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;

/** The sentences the events give the log and the command line. */
class SpartacusEventTest {
    private static List<String> sentences(List<SpartacusEvent> events) {
        return events.stream().map(GameEvent::describe).toList();
    }

    @Test
    void aTrickWithBanners() {
        SpartacusState state = start(3, 0);
        assertEquals(List.of(
                "seat 0 leads its banner",
                "seat 1 plays 9",
                "seat 2 plays 6",
                "seat 0 plays 4",
                "seat 1 passes and is out of this trick",
                "seat 2 plays its banner",
                "seat 0 takes trick 1 (0:B 1:9 2:6 0:4 2:B), worth 19 x 4 = 76: the turn came back with its 4 the lowest card;"
                        + " seat 1 leads next"),
                sentences(play(state, "0:B 1:9 2:6 0:4 1:pass 2:B")));
    }

    @Test
    void jokers() {
        SpartacusState state = start(3, 0, "bannerJoker", "jokerPenalty");
        assertEquals(List.of(
                "seat 0 leads 10",
                "seat 1 plays 9",
                "seat 2 plays its joker",
                "seat 0 plays 8",
                "seat 1 passes and is out of this trick",
                "seat 2 passes and is out of this trick",
                "seat 0 takes trick 1 (0:10 1:9 2:B 0:8), worth 27 - 10 for 1 joker = 17: the turn came back with its card the"
                        + " last played; seat 1 leads next"),
                sentences(play(state, "0:10 1:9 2:B 0:8 1:pass 2:pass")));
        SpartacusState killed = start(3, 0, "bannerJoker", "jokerKillsTrick");
        List<String> said = sentences(play(killed, "0:10 1:B 2:pass 0:pass"));
        assertEquals("seat 1 takes trick 1 (0:10 1:B), worth 0 (a joker makes the trick worthless): the turn came back with its"
                + " card the last played; seat 2 leads next", said.get(said.size() - 1));
    }

    @Test
    void aJokerKeptWithoutThePenaltyCostsNothing() {
        assertEquals("seat 1 keeps B in hand: it costs nothing", new SpartacusEvent.HandPenalty(1, Table.cards("B"), 0, "0").describe());
        assertEquals("seat 1 keeps 4, B in hand: -14 (4 + 10 for the joker = 14)",
                new SpartacusEvent.HandPenalty(1, Table.cards("4", "B"), 14, "4 + 10 for the joker = 14").describe());
    }

    @Test
    void theEndOfAGameWhoseLastTrickHoldsOnlyBanners() {
        SpartacusState state = start(3, 2);
        play(state, "2:10 0:9 1:8 2:7 0:6 1:5 2:4 0:3 1:2 2:1 0:pass 1:pass");
        play(state, "0:10 1:9 2:8 0:pass 1:7 2:6 1:4 2:3 1:1 2:pass");
        play(state, "2:9 0:8 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass");
        assertEquals(List.of(
                "seat 1 leads its banner",
                "seat 2 plays its banner",
                "trick 4 (1:B 2:B) goes to nobody: the game ended with only banners in it",
                "seat 0 keeps 2, 5, 7, B in hand: -28 (14 x 2 = 28)",
                "seat 1 keeps 10 in hand: -10",
                "seat 2 has played its last card: the game is over and the open trick held only banners and went to nobody."
                        + " Scores 10, 38, 55: seat 2 wins"),
                sentences(play(state, "1:B 2:B")));
    }
}
