package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.display.led.Colours;
import org.tabula.display.led.LedSettings;
import org.tabula.display.led.TurnScene;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.loop.Event;
import org.tabula.firmware.loop.EventLoop;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.loop.OutputStage;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.service.ConsoleService;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.sumo.SumoView;
import org.tabula.firmware.script.Player;
import org.tabula.rules.bots.Bots;

/**
 * What the strip shows once a move's animation is over, in random games of every game played by
 * random bots through the real console, renderer and output stage on a virtual clock: Sumo's ring
 * with the piece on its square, the other games the seat to move bright (the winners once over).
 * The bots' moves are held back until the strip of the move before has been checked, so every
 * animation runs to its end.
 */
class StripAfterAnimationTest {
    private static final int LEDS = 19;
    /** Enough for the ends of Sumo, Spartacus, Senator and Wheel; a Spite game is checked this far. */
    private static final int MOST_MOVES = 250;
    /** Ticks for the longest animation of any game to end: a minute of the loop's ticks. */
    private static final int MOST_TICKS = (int) (60_000 / ConsoleService.TICK_MILLIS);
    private static final LedSettings SETTINGS = new LedSettings(LEDS, LedSettings.REFERENCE.brightness());

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of("sumo", 2, Map.of()),
                Arguments.of("sumo", 2, Map.of("zeroCard", true)),
                Arguments.of("spartacus", 3, Map.of()),
                Arguments.of("spartacus", 5, Map.of("bannerJoker", true)),
                Arguments.of("senator", 2, Map.of()),
                Arguments.of("senator", 3, Map.of("hidden", true)),
                Arguments.of("wheel", 3, Map.of()),
                Arguments.of("wheel", 5, Map.of("colourAndValue", true)),
                Arguments.of("spite", 2, Map.of()),
                Arguments.of("spite", 4, Map.of("partnership", true)));
    }

    @ParameterizedTest(name = "{0}, {1} players, {2}")
    @MethodSource("games")
    void afterEveryAnimationTheStripShowsTheState(String name, int players, Map<String, Object> options) throws Exception {
        GameKind kind = ConsoleGames.named(name).kind();
        Game game = kind.create(players, kind.parseOptions(options));
        playThrough(game, 7919L * players + name.hashCode() + options.size());
    }

    private static void playThrough(Game game, long seed) throws Exception {
        ManualClock clock = new ManualClock(1_000_000_000L);
        Deque<Runnable> thinking = new ArrayDeque<>();
        FakeDevices devices = new FakeDevices(1, LEDS);
        Console[] holder = new Console[1];
        EventLoop loop = new EventLoop(clock, event -> holder[0].handle(event));
        ConsoleContext context = new ConsoleContext(clock, CardRegistry.inMemory(), 1, new SeededRandom(seed)::nextLong,
                new BotRunner(thinking::add, loop::complete), MatchRecorder.NONE, LanguageChoice.inMemory(Language.english()),
                (arrived, card, overwrite, onLoop) -> { });
        Match match = new Match(game, Collections.nCopies(game.players(), Player.bot(Bots.named("random"), game)), Series.Goal.games(1), context.seeds(),
                MatchRecorder.NONE);
        DisplayRenderer renderer = new DisplayRenderer(LEDS);
        try (OutputStage output = new OutputStage(devices.devices.display(), devices.devices.leds(), caused -> { }).start()) {
            holder[0] = new Console(context, renderer, output)
                    .startWith(c -> new PlayActivity(c, match, ConsoleGames.of(game.kind()).adapter(), () -> null, clock.nanos()));
            tick(clock, loop);
            int moves = 0;
            while (!match.state().isOver() && moves < MOST_MOVES) {
                for (int waits = 0; thinking.isEmpty(); waits++) {
                    assertTrue(waits < 10, () -> "no bot was asked to move on\n" + holder[0].screen().text());
                    if (holder[0].screen().kind() == ScreenModel.Kind.NOTICE) {
                        // The layout the box dealt, laid out.
                        loop.post(new Event.Press(new ButtonEvent(Button.OK, ButtonEvent.Kind.PRESSED, 0), clock.nanos()));
                    }
                    // Nothing moves on the strip while the bots wait their turn: the clock jumps.
                    clock.advanceMillis(java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(PlayActivity.BOT_DELAY_NANOS));
                    tick(clock, loop);
                }
                int before = match.moves().size();
                thinking.poll().run();
                loop.runPending();
                if (match.moves().size() == before) {
                    continue;
                }
                String where = game.kind().name() + " seed " + seed + " after " + match.moves();
                for (int ticks = 0; renderer.animating(holder[0].screen(), clock.nanos()); ticks++) {
                    assertTrue(ticks < MOST_TICKS, "the animation never ended: " + where);
                    tick(clock, loop);
                }
                // One more tick: the loop draws the last frame of an animation at the first tick after it ends.
                tick(clock, loop);
                output.flush();
                assertArrayEquals(still(match), devices.ledWrites.get(devices.ledWrites.size() - 1), where);
                moves++;
            }
            assertTrue(moves > 0, "the bots made no move");
            thinking.clear();
        }
    }

    private static void tick(ManualClock clock, EventLoop loop) {
        clock.advanceMillis(ConsoleService.TICK_MILLIS);
        loop.tick();
        loop.runPending();
    }

    /** The strip the state calls for, worked out here from the state, not from the game's scene. */
    private static int[] still(Match match) {
        GameState state = match.state();
        if (state.view(GameState.TABLE) instanceof SumoView sumo) {
            return sumoRing(sumo);
        }
        int seats = match.game().players();
        return state.isOver() ? TurnScene.winners(seats, state.winners(), SETTINGS) : TurnScene.turn(seats, state.toMove(), SETTINGS);
    }

    /**
     * The reference ring: LED 0 and 18 the "outs", LED 9 the middle, one LED a square; East's
     * half dim red, West's dim blue, the middle dim white, the piece bright white; the winner's
     * colour over the whole strip once won.
     */
    private static int[] sumoRing(SumoView view) {
        assertEquals(8, view.reach(), "the reference ring");
        int winner = view.over() ? view.scores().indexOf(1) : -1;
        int[] frame = new int[LEDS];
        for (int led = 0; led < LEDS; led++) {
            int colour = winner == 0 ? Colours.RED : winner == 1 ? Colours.BLUE : led < 9 ? Colours.RED : led > 9 ? Colours.BLUE : Colours.WHITE;
            frame[led] = Colours.scale(colour, 64, 255);
        }
        int position = Math.max(-9, Math.min(9, view.position()));
        frame[9 + position] = Colours.WHITE;
        return SETTINGS.cap(frame);
    }
}
