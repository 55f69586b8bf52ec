package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.frame.Frame;
import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;

/**
 * Every game the display knows, played at random from pinned seeds with every player count:
 * every state's play screen draws for the table and for each seat, the end screen draws once the
 * game is over, and every animation fits the strip, stays under the cap and ends on the still
 * picture. And no screen shows what its audience may not see: a seat's screen, and the table's,
 * are the same for the real state and for states redrawn from what that seat knows
 * ({@code GameState.determinize}).
 */
class EveryGameDrawsTest {
    private static final int GAMES_PER_COUNT = 10;
    /** Long games (Spite and Malice) are followed this far. */
    private static final int MAX_MOVES = 300;
    /** The secrecy check (two more renderings per seat) runs on every third state. */
    private static final int SECRECY_EVERY = 3;
    private static final Language ENGLISH = Language.english();

    @Test
    void everyStateOfRandomGamesDraws() {
        for (GameDisplay<?> display : DrawnGames.all()) {
            GameKind kind = display.kind();
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                Game rules = rulesFor(kind, players);
                for (int game = 0; rules != null && game < GAMES_PER_COUNT; game++) {
                    long seed = 1000L * players + game;
                    LedSettings settings = new LedSettings(game % 2 == 0 ? 19 : 7 + game, 1 + (int) (seed % 255));
                    playAndDraw(rules.start(seed), new SeededRandom(seed), settings, new Players(kind.seatNames(players), Seats.of(players - 1)));
                }
            }
        }
    }

    /**
     * The game for this many players under its defaults, or with the one flag option that allows
     * the count (Spite and Malice for four needs {@code partnership}); null if none does.
     */
    static Game rulesFor(GameKind kind, int players) {
        List<Map<String, Object>> tries = new ArrayList<>();
        tries.add(Map.of());
        kind.optionSpecs().stream().filter(spec -> spec.type() == OptionSpec.Type.FLAG).forEach(spec -> tries.add(Map.of(spec.name(), true)));
        for (Map<String, Object> options : tries) {
            try {
                return kind.create(players, kind.parseOptions(options));
            } catch (GameConfigException e) {
                // this count needs another option
            }
        }
        return null;
    }

    private static void playAndDraw(GameState state, SeededRandom rng, LedSettings settings, Players players) {
        List<GameEvent> latest = new ArrayList<>();
        String game = state.game().kind().name();
        for (int moveCount = 0; ; moveCount++) {
            for (int audience = GameState.TABLE; audience < players.count(); audience++) {
                View view = state.view(audience);
                Frame frame = DrawnGames.playScreen(view, latest, players).render(ENGLISH);
                assertTrue(frame.litPixels() > 100, game + ": an empty screen");
                if (audience >= 0 && !state.isOver() && moveCount % SECRECY_EVERY == 0) {
                    GameState redrawn = state.determinize(audience, rng.copy());
                    assertEquals(frame, DrawnGames.playScreen(redrawn.view(audience), latest, players).render(ENGLISH),
                            game + ": seat " + audience + "'s screen shows something it may not know");
                    assertEquals(DrawnGames.playScreen(state.view(GameState.TABLE), latest, players).render(ENGLISH),
                            DrawnGames.playScreen(redrawn.view(GameState.TABLE), latest, players).render(ENGLISH),
                            game + ": the table's screen shows something seat " + audience + " may not know");
                }
            }
            View table = state.view(GameState.TABLE);
            Animation animation = DrawnGames.animation(table, latest, settings);
            assertArrayEquals(DrawnGames.lights(table, settings), animation.finalFrame(), game);
            for (Animation.Step step : animation.steps()) {
                assertEquals(settings.count(), step.leds().length, game);
                for (int colour : step.leds()) {
                    assertTrue((colour >> 16 & 0xFF) <= settings.brightness() && (colour >> 8 & 0xFF) <= settings.brightness()
                            && (colour & 0xFF) <= settings.brightness(), game + ": over the cap");
                }
            }
            if (state.isOver()) {
                assertTrue(DrawnGames.endScreen(table, players).render(ENGLISH).litPixels() > 100, game + ": an empty end screen");
                return;
            }
            if (moveCount == MAX_MOVES) {
                return;
            }
            int seat = state.toMove().first();
            int[] moves = state.legalMoves(seat);
            latest.clear();
            state.apply(seat, moves[rng.nextInt(moves.length)], latest::add);
        }
    }
}
