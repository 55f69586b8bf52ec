package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.GameType;
import org.tabula.rules.Hint;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.games.Games;

/**
 * A hint is the move its seat's bot would make from the seat's own view: two states the seat
 * cannot tell apart (the same view, other hidden cards) give the same hint, move and why, over
 * many random positions of every game with something hidden.
 */
class HintsTest {
    /** Enough search to choose among real alternatives, little enough for thousands of hints. */
    private static final Budget BUDGET = Budget.iterations(60);

    @Test
    void aHintNeverDependsOnAnotherSeatsHiddenCards() {
        int compared = 0;
        for (Game game : hiddenInformationGames()) {
            Bot bot = Hints.bot(game);
            int differentHidden = 0;
            for (int trial = 0; trial < 40; trial++) {
                SeededRandom walk = new SeededRandom(trial * 7919L + game.players());
                GameState real = game.start(trial);
                int steps = walk.nextInt(30);
                for (int i = 0; i < steps && !real.isOver(); i++) {
                    int seat = real.toMove().first();
                    int[] legal = real.legalMoves(seat);
                    GameState next = real.copy();
                    next.apply(seat, legal[walk.nextInt(legal.length)]);
                    if (next.isOver()) {
                        break;
                    }
                    real = next;
                }
                int[] movers = real.toMove().toArray();
                int seat = movers[walk.nextInt(movers.length)];
                if (seat == GameState.CHANCE || !real.knowsHand(seat)) {
                    continue;
                }
                GameState lookalike = real.determinize(seat, new SeededRandom(trial + 1_000_003L));
                assertEquals(real.view(seat), lookalike.view(seat), game.kind().name() + ": the seat cannot tell them apart");
                if (!real.view(GameState.TABLE).equals(lookalike.view(GameState.TABLE))
                        || !viewsOfOthers(real, seat).equals(viewsOfOthers(lookalike, seat))) {
                    differentHidden++;
                }
                Hint fromReal = Hints.hint(real, seat, bot, BUDGET, new SeededRandom(trial));
                Hint fromLookalike = Hints.hint(lookalike, seat, bot, BUDGET, new SeededRandom(trial));
                assertEquals(fromReal, fromLookalike, game.kind().name() + " trial " + trial + ": the hint read hidden cards");
                compared++;
            }
            // Spartacus hides hands that follow from the cards played: its look-alikes are the game itself.
            assertTrue(differentHidden > 5 || game.kind().name().equals("spartacus"), game.kind().name() + ": the look-alikes must hide other cards: " + differentHidden);
        }
        assertTrue(compared > 150, "positions compared: " + compared);
    }

    private static List<Object> viewsOfOthers(GameState state, int seat) {
        List<Object> views = new java.util.ArrayList<>();
        for (int other = 0; other < state.game().players(); other++) {
            if (other != seat) {
                views.add(state.view(other));
            }
        }
        return views;
    }

    /**
     * Every registered game that hides something from a seat, at its largest player count its
     * default options allow, and the variants that hide more or only under an option (Spite's six
     * in teams and its two, Senator under {@code hidden}).
     */
    static List<Game> hiddenInformationGames() {
        List<Game> games = new java.util.ArrayList<>();
        for (GameKind kind : Games.all()) {
            GameType type = kind.type();
            boolean hides = type.information() != GameType.Information.PERFECT || type.dynamics() == GameType.Dynamics.SIMULTANEOUS;
            for (int players = kind.maxPlayers(); hides && players >= kind.minPlayers(); players--) {
                try {
                    games.add(kind.create(players, kind.parseOptions(Map.of())));
                    break;
                } catch (org.tabula.rules.GameConfigException needsAnOption) {
                    // A count that needs an option (Spite and Malice: 4 or 6 in partnership): the next below.
                }
            }
        }
        games.addAll(List.of(game("spite", 6, Map.of("partnership", true)), game("spite", 2, Map.of()), game("senator", 2, Map.of("hidden", true))));
        return games;
    }

    static Game game(String name, int players, Map<String, ?> options) {
        GameKind kind = Games.find(name).orElseThrow();
        return kind.create(players, kind.parseOptions(options));
    }
}
