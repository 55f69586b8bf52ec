package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.GameType;

/**
 * The page shows nothing an audience could not see at the table. Across thousands of random games
 * of every game, player count and both deals (the box's and the table's), at every position:
 * the audience's JSON holds no card that only some seat sees, and it is the same for every state
 * the audience cannot tell apart from the real one (each seat's determinisations redraw what that
 * seat cannot see: other hands, secret choices, face-down cards); a seat's JSON holds no card
 * that only another seat sees, and is the same for every state that seat cannot tell apart.
 * The JSON holds each game's picture of the table (SVG, drawn from the audience's view and the last
 * move's events, which a lookalike state shares: they are the table's) and, on a
 * seat's page, the moves its phone may make and why its last move was refused: all covered.
 * One position in {@link #CHECK_ONE_IN}, chosen at random, and the last are checked, which keeps the run short.
 */
class PagePrivacyTest {
    /** Games per game, player count and deal; -Dpage.privacy.games=N for a longer run. */
    private static final int GAMES = Integer.getInteger("page.privacy.games", 70);
    private static final int CHECK_ONE_IN = 16;
    private static final int MAX_MOVES = 600;

    @Test
    void noResponseShowsACardHiddenFromItsAudience() throws IOException {
        int games = 0;
        for (ConsoleGame console : ConsoleGames.all()) {
            for (int players = console.kind().minPlayers(); players <= console.kind().maxPlayers(); players++) {
                Game game;
                try {
                    game = console.kind().create(players, console.kind().parseOptions(null));
                } catch (GameConfigException e) {
                    continue; // played with options only (Spite and Malice for 4 or 6 in partnership)
                }
                for (boolean tableDeal : console.kind().type().deals().contains(GameType.Deal.TABLE) ? new boolean[] {false, true} : new boolean[] {false}) {
                    for (int deal = 0; deal < GAMES; deal++) {
                        playAndCheck(game, tableDeal, deal, console.kind().name() + ", " + players + " players, "
                                + (tableDeal ? "table" : "box") + " deal " + deal);
                        games++;
                    }
                }
            }
        }
        assertTrue(games >= 1000, "only " + games + " games were checked");
        System.out.println("PagePrivacyTest: " + games + " games checked");
    }

    private static void playAndCheck(Game game, boolean tableDeal, long seed, String where) throws IOException {
        GameState state = tableDeal ? game.start(seed, GameSetup.TABLE_DEAL.values()) : game.start(seed);
        SeededRandom rng = new SeededRandom(seed * 7919 + game.players());
        List<Boolean> bots = new ArrayList<>();
        for (int seat = 0; seat < game.players(); seat++) {
            bots.add(false);
        }
        Series series = Series.start(Series.Goal.games(1), game.players());
        List<GameEvent> latest = new ArrayList<>();
        for (int moves = 0; moves <= MAX_MOVES; moves++) {
            TablePosition position = TablePosition.of(moves + 1, 1, game.kind(), bots, state, latest, tableDeal, 1, series,
                    noRefusals(bots.size()));
            if (state.isOver() || rng.nextInt(CHECK_ONE_IN) == 0) {
                check(position, state, latest, tableDeal, bots, series, rng, where + ", move " + moves);
            }
            if (state.isOver()) {
                return;
            }
            int seat = state.toMove().toArray()[rng.nextInt(state.toMove().size())];
            int[] legal = state.legalMoves(seat);
            latest.clear();
            state.apply(seat, legal[rng.nextInt(legal.length)], latest::add);
        }
    }

    private static void check(TablePosition position, GameState state, List<GameEvent> latest, boolean tableDeal, List<Boolean> bots,
            Series series, SeededRandom rng, String where) throws IOException {
        Set<String> tableSees = texts(Json.tree(state.view(GameState.TABLE)));
        List<Set<String>> seatSees = new ArrayList<>();
        for (int seat = 0; seat < bots.size(); seat++) {
            seatSees.add(texts(Json.tree(state.view(seat))));
        }
        checkPhoneRefusals(position, state, latest, tableDeal, bots, series, where);
        byte[] audience = position.audienceJson();
        Set<String> audienceShows = texts(Json.read(audience));
        for (int seat = 0; seat < bots.size(); seat++) {
            for (String card : seatSees.get(seat)) {
                assertTrue(tableSees.contains(card) || !audienceShows.contains(card),
                        where + ": the audience's page shows " + card + ", which only seat " + seat + " sees");
            }
            Set<String> seatShows = texts(Json.read(position.seatJson(seat)));
            for (int other = 0; other < bots.size(); other++) {
                for (String card : seatSees.get(other)) {
                    assertTrue(tableSees.contains(card) || seatSees.get(seat).contains(card) || !seatShows.contains(card),
                            where + ": seat " + seat + "'s page shows " + card + ", which only seat " + other + " sees");
                }
            }
            // What seat cannot see, redrawn: neither the audience's page nor the seat's own may change.
            GameState lookalike = state.determinize(seat, rng);
            TablePosition other = TablePosition.of(position.version(), 1, state.game().kind(), bots, lookalike, latest, tableDeal, 1, series,
                    noRefusals(bots.size()));
            assertArrayEquals(audience, other.audienceJson(), where + ": the audience's page tells a determinisation for seat "
                    + seat + " apart");
            assertArrayEquals(position.seatJson(seat), other.seatJson(seat), where + ": seat " + seat
                    + "'s page tells apart what it cannot see");
        }
    }

    /**
     * What each seat's phone is told when it sends a move of its own list that the box refuses
     * (here: the seat's own moves made by the next seat, refused as the box would refuse them):
     * only that seat's page shows it, and neither the audience nor another seat sees a trace of it.
     */
    private static void checkPhoneRefusals(TablePosition position, GameState state, List<GameEvent> latest, boolean tableDeal,
            List<Boolean> bots, Series series, String where) throws IOException {
        List<Optional<Text>> refusals = new ArrayList<>();
        for (int seat = 0; seat < bots.size(); seat++) {
            int[] own = state.isOver() || !state.toMove().contains(seat) ? new int[0] : state.legalMoves(seat);
            int other = (seat + 1) % bots.size();
            Refusal refusal = own.length == 0 ? null : state.refusal(other, own[0]);
            refusals.add(Optional.of(refusal == null ? Text.of("refuse.notTurn", state.game().seat(other)) : Prompts.refused(refusal)));
        }
        TablePosition told = TablePosition.of(position.version(), 1, state.game().kind(), bots, state, latest, tableDeal, 1, series, refusals);
        assertArrayEquals(position.audienceJson(), told.audienceJson(), where + ": the audience's page shows what a phone was told");
        for (int seat = 0; seat < bots.size(); seat++) {
            List<Optional<Text>> othersOnly = new ArrayList<>(refusals);
            othersOnly.set(seat, Optional.empty());
            TablePosition toOthers = TablePosition.of(position.version(), 1, state.game().kind(), bots, state, latest, tableDeal, 1, series,
                    othersOnly);
            assertArrayEquals(position.seatJson(seat), toOthers.seatJson(seat), where + ": seat " + seat
                    + "'s page shows what another seat's phone was told");
            assertTrue(Json.read(told.seatJson(seat)).has("refused"), where + ": seat " + seat + "'s page does not say why its move was refused");
        }
    }

    private static List<Optional<Text>> noRefusals(int seats) {
        return Collections.nCopies(seats, Optional.empty());
    }

    /** Every text value of a JSON tree (cards and phases are written as their notation). */
    private static Set<String> texts(JsonNode node) {
        Set<String> texts = new HashSet<>();
        collect(node, texts);
        return texts;
    }

    private static void collect(JsonNode node, Set<String> texts) {
        if (node.isTextual()) {
            texts.add(node.textValue());
        }
        for (Iterator<JsonNode> children = node.elements(); children.hasNext();) {
            collect(children.next(), texts);
        }
    }
}
