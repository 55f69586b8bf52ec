package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.games.Games;
import org.tabula.rules.SeededRandom;

/**
 * What every bot kind must do in every game it supports (each game at every player count, plus
 * named variants): choose only legal moves, choose the same move from the same information and
 * seed, and never peek - two real states its seat cannot tell apart get the same move.
 */
class BotContractTest {
    private static final int GAMES = 6;
    /**
     * Moves checked per game: whole games of every game but Spite and Malice, whose deals run to
     * over a thousand moves of searching bots (the property tests play them to the end).
     */
    private static final int MOVES_PER_GAME = 120;
    /** Small budgets keep the suite fast; the tournament command measures strength. */
    private static final Budget BUDGET = Budget.iterations(40);

    static Stream<Arguments> gamesAndKinds() {
        List<Game> games = new ArrayList<>();
        for (GameKind kind : Games.all()) {
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                try {
                    games.add(kind.create(players, kind.parseOptions(Map.of())));
                } catch (GameConfigException e) {
                    // A count inside the range that needs an option (Spite and Malice: 4 or 6 in partnership).
                }
            }
        }
        games.add(variant("sumo", 2, Map.of("zeroCard", true)));
        games.add(variant("senator", 2, Map.of("hidden", true)));
        games.add(variant("senator", 3, Map.of("hidden", true)));
        games.add(variant("spartacus", 3, Map.of("bannerJoker", true, "jokerPenalty", true)));
        games.add(variant("wheel", 3, Map.of("discardOnce", true, "colourAndValue", true)));
        games.add(variant("engarde", 2, Map.of("level", 2, "parryBySum", true, "ripostesHit", true)));
        games.add(variant("engarde", 2, Map.of("level", 1, "bouts", 3)));
        List<Arguments> cases = new ArrayList<>();
        for (Game game : games) {
            for (BotKind kind : Bots.all()) {
                if (kind.whyUnsupported(game) == null) {
                    cases.add(Arguments.of(kind.name(), game.kind().name(), game.players(), game.options(), game));
                }
            }
        }
        return cases.stream();
    }

    private static Game variant(String name, int players, Map<String, Object> options) {
        GameKind kind = Games.find(name).orElseThrow();
        return kind.create(players, kind.parseOptions(options));
    }

    /** Plays whole games with every seat the kind; returns every move made, as "seat:move". */
    private static List<String> playGames(BotKind kind, Game game, boolean checkPeeking) {
        Bot bot = kind.create(game);
        List<String> journal = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            GameState state = game.start(100 + g);
            int made = 0;
            while (!state.isOver() && made < MOVES_PER_GAME) {
                int seat = state.toMove().first();
                InformationSet info = InformationSet.of(state, seat);
                int move = bot.chooseMove(info, BUDGET, Bots.moveRandom(g, made));
                String where = kind.name() + " in " + game.kind().name() + ", game " + g + ", move " + made;
                assertTrue(Arrays.stream(state.legalMoves(seat)).anyMatch(m -> m == move), where + ": illegal move " + move);
                if (checkPeeking) {
                    // A state the seat cannot tell from the real one, with every hidden part drawn afresh.
                    GameState lookalike = state.determinize(seat, new SeededRandom(7919L * made + g));
                    int other = bot.chooseMove(InformationSet.of(lookalike, seat), BUDGET, Bots.moveRandom(g, made));
                    assertEquals(state.formatMove(seat, move), state.formatMove(seat, other), where + ": the choice depends on what the seat cannot see");
                }
                journal.add(seat + ":" + state.formatMove(seat, move));
                state.apply(seat, move);
                made++;
            }
        }
        return journal;
    }

    @ParameterizedTest(name = "{0} plays {1} for {2} ({3})")
    @MethodSource("gamesAndKinds")
    void botsChooseLegalMovesAndNeverPeek(String kindName, String gameName, int players, Object options, Game game) {
        playGames(Bots.named(kindName), game, true);
    }

    @ParameterizedTest(name = "{0} plays {1} for {2} ({3})")
    @MethodSource("gamesAndKinds")
    void theSameSeedsGiveTheSameGames(String kindName, String gameName, int players, Object options, Game game) {
        BotKind kind = Bots.named(kindName);
        assertEquals(playGames(kind, game, false), playGames(kind, game, false));
    }
}
