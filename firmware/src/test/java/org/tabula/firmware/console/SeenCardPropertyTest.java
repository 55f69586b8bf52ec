package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.firmware.script.Move;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
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
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.spite.SpiteEvent;

/**
 * Issue 40, part 1, as a property: random games of every game, variant and deal, played at the
 * box by random taps (mis-taps included) and presses, in which a copy the table has put where it
 * cannot come back from (a card shown or played, on the board, taken, on a centre pile) is tapped
 * again at random moments: in play, during a pick, paused, and while the take-back question is
 * open. The game never changes, the screen that was open stays, and the refusal names where the
 * copy lies (its key and arguments, never the English).
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

    /** Where a copy of each game may lie once it can no longer move: the keys of the places its refusal may name. */
    private static final Map<String, Set<String>> PLACES = Map.of(
            "sumo", Set.of("place.played"),
            "spartacus", Set.of("place.trick", "place.taken", "place.outOfPlay"),
            "senator", Set.of("place.board"),
            "wheel", Set.of("place.taken", "place.thrown"),
            "spite", Set.of("place.centre"),
            "engarde", Set.of("place.outOfPlay"));

    static Stream<Setup> setups() {
        List<Setup> setups = new ArrayList<>();
        for (GameKind kind : ConsoleGames.kinds()) {
            if (ConsoleGames.of(kind).declaration().deck().isEmpty()) {
                // Played with the buttons only: no card to tap again.
                continue;
            }
            assertTrue(PLACES.containsKey(kind.name()), kind.name() + " is played with cards: say where its cards may lie");
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
        // Copies a tap played, by the index of their move; settled ones can no longer move.
        Map<Card, Integer> played = new LinkedHashMap<>();
        Card picking = null;
        int idle = 0;
        int tappedAgain = 0;
        for (int step = 0; step < STEPS && !match.state().isOver(); step++) {
            ScreenModel screen = box.screen();
            List<Card> settled = settled(setup, match, played);
            if (!settled.isEmpty() && rng.nextInt(3) == 0) {
                tapAgain(box, match, settled.get(rng.nextInt(settled.size())), setup, rng.nextInt(4), step);
                tappedAgain++;
                continue;
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
                if (picking != null && picking.equals(match.cards().get(before))) {
                    played.put(picking, before);
                }
                if (match.lastEvents().stream().anyMatch(event -> event instanceof SpiteEvent.PileCompleted
                        || event instanceof SpiteEvent.StockReplenished replenished && !replenished.fromCompleted()
                        || event instanceof SpiteEvent.Reshuffled
                        || event instanceof EnGardeEvent.BoutStarted)) {
                    // Centre piles went under the stock, or a new bout shuffled every card back: they may come back to a hand.
                    played.clear();
                }
                picking = null;
            } else {
                idle++;
            }
        }
        return tappedAgain;
    }

    /** The copies a seat's tap played that can no longer move: a reveal (a card laid or turned up) may still be played, Sumo's choice only once both are shown, Spite's onto a centre pile only. */
    private static List<Card> settled(Setup setup, Match match, Map<Card, Integer> played) {
        List<Card> settled = new ArrayList<>();
        List<Move> moves = match.moves();
        played.forEach((card, index) -> {
            Move move = moves.get(index);
            boolean bySeat = move.seat() != GameState.CHANCE;
            boolean stays = switch (setup.kind().name()) {
                case "sumo" -> moves.size() >= index / 2 * 2 + 2;
                case "spite" -> move.notation().contains(">C");
                default -> true;
            };
            if (bySeat && stays) {
                settled.add(card);
            }
        });
        return settled;
    }

    /** Taps the copy again at one of four moments (in play, during a pick, paused, asked to take back); nothing may change. */
    private static void tapAgain(TestBox box, Match match, Card card, Setup setup, int moment, int step) {
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
        Text message = box.screen().message();
        assertTrue(message instanceof Text.Message refusal && refusal.key().equals("refuse.cardLies"), where + ": " + message);
        Text.Message refusal = (Text.Message) message;
        assertEquals(card.title(), refusal.args().get(0), where);
        assertTrue(refusal.args().get(1) instanceof Text.Message place && PLACES.get(setup.kind().name()).contains(place.key()),
                where + ": " + refusal.args().get(1));
        // Back to play: out of the pause menu, or keeping the moves asked about.
        if (open.kind() == ScreenModel.Kind.MENU) {
            box.press(Button.OK);
        } else if (open.title() instanceof Text.Message title && title.key().startsWith("console.takeBack")) {
            box.press(Button.BACK);
        }
        assertEquals(moves, match.moves(), where);
    }
}
