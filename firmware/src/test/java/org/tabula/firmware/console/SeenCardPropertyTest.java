package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.firmware.script.Move;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Script;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.View;

/**
 * Issue 40, part 1, as a property: random games of every game, variant and deal, played at the
 * box by random taps (mis-taps included) and presses, in which a copy the table has put where it
 * cannot come back from (a card shown or played, on the board, taken, on a centre pile) is tapped
 * again at random moments: in play, during a pick, paused, and while the take-back question is
 * open. The game never changes, the screen that was open stays, and the refusal names where the
 * copy lies (its key and arguments, never the English). Which copies lie where no move takes them
 * from is each game's own to say ({@code lyingAt}, given what the box saw, rebuilt as the box
 * rebuilds it), and each game's tests hold that to its rules (Sumo's choice named only once both
 * are shown: TapTest; a Spite card on a centre pile: SecondTapTest; an En Garde card until the
 * next bout: EnGardeAdapterTest); this test names no game.
 */
class SeenCardPropertyTest {
    private static final int GAMES = 2;
    private static final int STEPS = 250;

    /** A game to play: its kind, seats, variant and deal. */
    record Setup(GameKind kind, int players, Map<String, Object> options, GameSetup deal) {
        @Override
        public String toString() {
            return kind.name() + " " + players + " " + options + (deal.tableDealt() ? " table deal" : "");
        }
    }

    static Stream<Setup> setups() {
        List<Setup> setups = new ArrayList<>();
        for (GameKind kind : ConsoleGames.kinds()) {
            if (ConsoleGames.of(kind).declaration().deck().isEmpty()) {
                // Played with the buttons only: no card to tap again.
                continue;
            }
            List<Map<String, Object>> variants = new ArrayList<>();
            variants.add(Map.of());
            for (OptionSpec option : kind.optionSpecs()) {
                // Hidden Senator pushes its cards face down: the shared screen does not say where one lies.
                if (option.type() == OptionSpec.Type.FLAG && !option.name().equals("hidden")) {
                    variants.add(Map.of(option.name(), true));
                }
            }
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                for (Map<String, Object> options : variants) {
                    for (GameSetup deal : List.of(GameSetup.SEED, GameSetup.TABLE_DEAL)) {
                        try {
                            Game game = kind.create(players, kind.parseOptions(options));
                            game.start(1, deal.values());
                            setups.add(new Setup(kind, players, options, deal));
                        } catch (GameConfigException | IllegalArgumentException e) {
                            // Not a game the rules deal (a table deal of a game without one, a variant for other seat counts).
                        }
                    }
                }
            }
        }
        return setups.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("setups")
    void aCopyTappedAgainChangesNothingAndIsNamedWhereItLies(Setup setup) throws Exception {
        int tappedAgain = 0;
        for (int seed = 0; seed < GAMES; seed++) {
            tappedAgain += play(setup, seed);
        }
        assertTrue(tappedAgain > 0, "no copy was tapped again: " + setup);
    }

    /** Plays one game; returns how many times a copy was tapped again. */
    private static int play(Setup setup, long seed) throws Exception {
        Game game = setup.kind().create(setup.players(), setup.kind().parseOptions(setup.options()));
        GameAdapter adapter = ConsoleGames.of(setup.kind()).adapter();
        List<Card> deck = ConsoleGames.of(setup.kind()).declaration().deck().orElseThrow().cards();
        CardRegistry registry = CardRegistry.inMemory();
        for (int i = 0; i < deck.size(); i++) {
            registry.enrol(String.format("06%06X", i), deck.get(i));
        }
        TestBox box = new TestBox(1, seed, registry);
        SeededRandom dealer = new SeededRandom(seed);
        Match match = new Match(game, Script.humans(game), Series.Goal.games(1), Lead.DRAWN, setup.deal(), dealer::nextLong, MatchRecorder.NONE);
        box.console().startWith(context -> Activities.resume(context, match));
        SeededRandom rng = new SeededRandom(seed * 7919 + setup.toString().hashCode());
        Card picking = null;
        int idle = 0;
        int tappedAgain = 0;
        for (int step = 0; step < STEPS && !match.state().isOver(); step++) {
            ScreenModel screen = box.screen();
            if (rng.nextInt(3) == 0) {
                List<Card> lying = lying(match, adapter, deck);
                if (!lying.isEmpty()) {
                    tapAgain(box, match, adapter, lying.get(rng.nextInt(lying.size())), setup, rng.nextInt(4), step);
                    tappedAgain++;
                    continue;
                }
            }
            int before = match.moves().size();
            if (screen.kind() == ScreenModel.Kind.NOTICE) {
                box.press(Button.OK);
            } else if (screen.kind() == ScreenModel.Kind.PICK || screen.kind() == ScreenModel.Kind.WALK || screen.kind() == ScreenModel.Kind.CHOICE) {
                List<Button> keys = screen.keys().isEmpty() ? List.of(Button.OK, Button.LEFT, Button.RIGHT) : screen.keys().stream().map(ScreenModel.Key::button).toList();
                box.press(idle > 20 ? TestBox.forward(screen) : keys.get(rng.nextInt(keys.size())));
            } else if (idle > 20) {
                box.press(TestBox.forward(screen));
            } else {
                picking = deck.get(rng.nextInt(deck.size()));
                box.tap(0, picking);
            }
            if (match.moves().size() > before) {
                idle = 0;
                picking = null;
            } else {
                idle++;
            }
        }
        return tappedAgain;
    }

    /**
     * The cards the game says lie where no move can take them from ({@code lyingAt}), given what the
     * box saw of the copies, rebuilt from the match as the box rebuilds it.
     */
    private static List<Card> lying(Match match, GameAdapter adapter, List<Card> deck) {
        CardsSeen seen = TapRouting.rebuild(match, adapter, new CardsSeen());
        return deck.stream().filter(card -> adapter.lyingAt(match.state(), card, seen).isPresent()).toList();
    }

    /** Taps the copy again at one of four moments (in play, during a pick, paused, asked to take back); nothing may change. */
    private static void tapAgain(TestBox box, Match match, GameAdapter adapter, Card card, Setup setup, int moment, int step) {
        CardPlace place = adapter.lyingAt(match.state(), card, TapRouting.rebuild(match, adapter, new CardsSeen())).orElseThrow();
        if (moment == 2 && box.screen().kind() == ScreenModel.Kind.PLAY) {
            box.press(Button.BACK);
        } else if (moment == 3 && box.screen().kind() == ScreenModel.Kind.PLAY) {
            box.hold(Button.BACK);
        }
        ScreenModel open = box.screen();
        List<Move> moves = match.moves();
        View table = match.state().view(GameState.TABLE);
        box.tap(0, card);
        String where = setup + ", step " + step + ", " + card + " tapped again on " + open.kind() + " after " + moves;
        assertEquals(moves, match.moves(), where);
        assertEquals(table, match.state().view(GameState.TABLE), where);
        assertEquals(open.kind(), box.screen().kind(), where);
        assertEquals(open.title(), box.screen().title(), where);
        assertEquals(Text.of("refuse.cardLies", card.title(), CardPlace.words(place, match.game())), box.screen().message(), where);
        // Back to play: out of the pause menu, or keeping the moves asked about.
        if (open.kind() == ScreenModel.Kind.MENU) {
            box.press(Button.OK);
        } else if (open.title() instanceof Text.Message title && title.key().startsWith("console.takeBack")) {
            box.press(Button.BACK);
        }
        assertEquals(moves, match.moves(), where);
    }
}
