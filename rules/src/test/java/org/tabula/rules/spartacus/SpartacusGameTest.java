package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.spartacus.Table.play;
import static org.tabula.rules.spartacus.Table.start;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.games.Games;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Seats;
import org.tabula.rules.SeededRandom;

/** Options, setup, first leader, views and determinisation. */
class SpartacusGameTest {
    private static SpartacusGame create(int players, Map<String, Object> options) {
        return Spartacus.KIND.create(players, Spartacus.KIND.parseOptions(options));
    }

    @Test
    void isRegisteredWithTheOptionsRulesMdNames() {
        assertSame(Spartacus.KIND, Games.find("spartacus").orElseThrow());
        assertEquals(List.of("noBanner", "bannerJoker", "jokerPenalty", "jokerKillsTrick"),
                Spartacus.KIND.optionSpecs().stream().map(OptionSpec::name).toList());
        assertEquals(3, Spartacus.KIND.minPlayers());
        assertEquals(5, Spartacus.KIND.maxPlayers());
    }

    @Test
    void playerCountsOutsideThreeToFiveAreRefused() {
        for (int players : new int[] {2, 6}) {
            GameConfigException e = assertThrows(GameConfigException.class, () -> create(players, Map.of()));
            assertEquals("spartacus is for 3 to 5 players, not " + players, e.getMessage());
        }
    }

    @Test
    void jokerSubOptionsNeedBannerJoker() {
        for (String sub : List.of("jokerPenalty", "jokerKillsTrick")) {
            GameConfigException e = assertThrows(GameConfigException.class, () -> create(3, Map.of(sub, true)));
            assertEquals("option '" + sub + "' of spartacus only makes sense with 'bannerJoker' (the banner played as a joker)", e.getMessage());
        }
        create(3, Map.of("bannerJoker", true, "jokerPenalty", true, "jokerKillsTrick", true));
        create(3, Map.of("jokerPenalty", false));
    }

    @Test
    void noBannerAndBannerJokerExcludeEachOther() {
        GameConfigException e = assertThrows(GameConfigException.class, () -> create(4, Map.of("noBanner", true, "bannerJoker", true)));
        assertEquals("options 'noBanner' and 'bannerJoker' of spartacus exclude each other: without banners there is no joker", e.getMessage());
    }

    @Test
    void unknownOptionsAreRefused() {
        GameConfigException e = assertThrows(GameConfigException.class, () -> create(3, Map.of("jokers", true)));
        assertEquals("unknown option 'jokers' for spartacus (known: noBanner, bannerJoker, jokerPenalty, jokerKillsTrick)", e.getMessage());
    }

    @Test
    void theSetupNamesTheLeader() {
        SpartacusGame game = create(4, Map.of());
        for (int leader = 0; leader < 4; leader++) {
            assertEquals(Seats.only(leader), game.start(99, Map.of("leader", leader)).toMove());
        }
        assertEquals("setup.leader must be a seat from 0 to 3, not 4",
                assertThrows(GameConfigException.class, () -> game.start(1, Map.of("leader", 4))).getMessage());
        assertEquals("setup.leader must be a whole number, not the text \"first\"",
                assertThrows(GameConfigException.class, () -> game.start(1, Map.of("leader", "first"))).getMessage());
        assertEquals("unknown setup key 'dealer' (known: leader)",
                assertThrows(GameConfigException.class, () -> game.start(1, Map.of("dealer", 0))).getMessage());
    }

    /** The seed text only says the players decide who begins: the seeded generator draws it, the same forever. */
    @Test
    void withoutSetupTheSeedDrawsTheFirstLeader() {
        // Pinned: a saved game must start with the same leader on every version.
        assertEquals(List.of(2, 1, 1, 0, 1, 1, 2, 1, 1, 2, 0, 0), leaders(3));
        assertEquals(List.of(4, 2, 2, 0, 2, 1, 3, 1, 3, 3, 0, 1), leaders(5));
        SpartacusGame game = create(4, Map.of());
        assertEquals(game.start(5).toMove(), game.start(5, null).toMove());
        Map<String, Object> noLeader = new HashMap<>();
        noLeader.put("leader", null);
        assertEquals(game.start(5).toMove(), game.start(5, noLeader).toMove());
        assertEquals(game.start(5).toMove(), game.start(5, Map.of()).toMove());
    }

    private static List<Integer> leaders(int players) {
        SpartacusGame game = create(players, Map.of());
        return java.util.stream.LongStream.range(0, 12).mapToObj(seed -> game.start(seed).toMove().first()).toList();
    }

    @Test
    void aSeatSeesItsOwnHandAndOnlyCountsOfTheOthers() {
        SpartacusState state = start(3, 0);
        play(state, "0:B 1:9 2:6 0:4 1:pass");
        SpartacusView seat1 = state.view(1);
        assertEquals(Table.cards("1", "2", "3", "4", "5", "6", "7", "8", "10", "B"), seat1.hand());
        assertEquals(List.of(9, 10, 10), seat1.cardsLeft());
        SpartacusView table = state.view(GameState.TABLE);
        assertEquals(List.of(), table.hand());
        assertEquals(List.of(Table.play(0, "B"), Table.play(1, "9"), Table.play(2, "6"), Table.play(0, "4")), table.trick());
        assertEquals(List.of(1), table.passed());
        assertEquals(0, table.taker());
        assertEquals(4, table.lowest());
        assertEquals(2, table.toMove());
        assertEquals(0, table.leader());
        assertEquals("banner", table.banner().notation());
        assertEquals(List.of(0, 0, 0), table.scores());
        assertEquals(List.of(List.of(), List.of(), List.of()), table.won());
        play(state, "2:B");
        SpartacusView after = state.view(2);
        assertEquals(List.of(List.of(new WonTrick(1, 0, List.of(Table.play(0, "B"), Table.play(1, "9"), Table.play(2, "6"),
                Table.play(0, "4"), Table.play(2, "B")), 76)), List.of(), List.of()), after.won());
        assertEquals(List.of(), after.trick());
        assertEquals(1, after.leader());
        assertEquals(List.of(), after.passed());
        assertEquals(List.of(76, 0, 0), after.scores());
        assertThrows(IllegalArgumentException.class, () -> state.view(3));
    }

    @Test
    void determinisingRebuildsHandsFromWhatTheSeatHasSeen() {
        SpartacusState state = start(4, 2, "bannerJoker");
        play(state, "2:10 3:9 0:B 1:8 2:pass 3:7 0:pass 1:B");
        for (int seat = GameState.TABLE; seat < 4; seat++) {
            SpartacusState sample = state.determinize(seat, new SeededRandom(seat));
            assertNotSame(state, sample);
            for (int audience = GameState.TABLE; audience < 4; audience++) {
                assertEquals(state.view(audience), sample.view(audience), "every hand can be deduced from the cards played");
            }
            // The sample plays on exactly like the real game, and leaves it alone.
            play(sample, "3:6 1:pass");
            assertEquals(List.of(Table.play(2, "10"), Table.play(3, "9"), Table.play(0, "B"), Table.play(1, "8"), Table.play(3, "7"),
                    Table.play(1, "B")), state.view(GameState.TABLE).trick());
            assertEquals(List.of(8 + 9 + 10 + 7 + 6), sample.view(GameState.TABLE).won().get(3).stream().map(WonTrick::worth).toList());
        }
    }

    @Test
    void copiesAreIndependent() {
        SpartacusState state = start(3, 0);
        play(state, "0:7 1:5");
        SpartacusState copy = state.copy();
        play(copy, "2:B 0:3 1:pass 2:pass");
        assertEquals(List.of(Table.play(0, "7"), Table.play(1, "5")), state.view(GameState.TABLE).trick());
        assertEquals(List.of(30, 0, 0), copy.view(GameState.TABLE).scores());
        play(state, "2:pass 0:pass");
        assertEquals(List.of(0, 12, 0), state.view(GameState.TABLE).scores());
        assertEquals(List.of(30, 0, 0), copy.view(GameState.TABLE).scores());
    }
}
