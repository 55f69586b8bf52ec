package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/**
 * Over random positions of every game, and of the variants that change its moves, every legal
 * move of every seat to move can be made at the real play screen (a) with the buttons alone and
 * (b) with a tap of the card it plays and at most two presses (a pass or the end of a turn: PASS
 * alone, or PASS and LEFT where the game asks first; a Senator push, walked round the board, at most
 * {@value #WALK_PRESSES}); and no press ever makes a move that was not legal, nor is refused inside
 * a pick: a button the pick does not use is answered with what the buttons do there, and the pick
 * stays. Every sequence of presses
 * is tried, all five buttons at each step, from a fresh screen (in a walk, each place once). Every
 * other tap (a card played already or not playable now, a card of the other deck, an unknown
 * tag) is refused with a message and a red pulse, and makes no move.
 */
class EveryMoveByPressesTest {
    private static final int POSITIONS = 24;
    /** Presses a pick may take at most with the buttons alone (beyond 25 moves a pick takes three). */
    private static final int MOST_PRESSES = 4;
    /** Presses, OK included, that reach any of Senator's 20 entries from where the walk starts. */
    private static final int WALK_PRESSES = 6;

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of("sumo", 2, Map.of(), 12),
                Arguments.of("sumo", 2, Map.of("zeroCard", true), 12),
                Arguments.of("sumo", 2, Map.of("hand", List.of(1, 2, 3, 4, 5, 5, 6, 9)), 16),
                Arguments.of("spartacus", 3, Map.of(), 60),
                Arguments.of("spartacus", 5, Map.of("bannerJoker", true), 60),
                Arguments.of("spartacus", 4, Map.of("noBanner", true), 60),
                Arguments.of("senator", 2, Map.of(), 22),
                Arguments.of("senator", 3, Map.of(), 21),
                Arguments.of("senator", 2, Map.of("hidden", true), 22),
                Arguments.of("wheel", 2, Map.of("discardOnce", true), 40),
                Arguments.of("wheel", 5, Map.of("colourAndValue", true), 40),
                Arguments.of("spite", 2, Map.of(), 300),
                Arguments.of("spite", 2, Map.of("freeDiscard", true), 300),
                Arguments.of("spite", 2, Map.of("pagat", true), 300),
                Arguments.of("spite", 2, Map.of("combinedDeal", true, "handTwoFirst", true), 300),
                Arguments.of("spite", 4, Map.of("partnership", true), 300),
                Arguments.of("spite", 6, Map.of("partnership", true), 300));
    }

    @ParameterizedTest(name = "{0}, {1} players, {2}")
    @MethodSource("games")
    void everyLegalMoveByButtonsAloneAndByATapAndTwoPresses(String name, int players, Map<String, Object> options, int depth) {
        GameKind kind = ConsoleGames.named(name).kind();
        Game game = kind.create(players, kind.parseOptions(options));
        GameAdapter adapter = ConsoleGames.of(kind).adapter();
        SeededRandom rng = new SeededRandom(name.hashCode() * 31L + players * 7L + options.size());
        int positions = 0;
        while (positions < POSITIONS) {
            long seed = rng.nextLong();
            GameState state = game.start(seed);
            List<org.tabula.firmware.script.Move> moves = PositionAtTheBox.randomMoves(state, rng, rng.nextInt(depth));
            if (state.isOver()) {
                continue;
            }
            // Seat readers and the table reader take turns.
            PositionAtTheBox at = new PositionAtTheBox(game, seed, state, moves, positions % 2 == 0 ? players : 1);
            int[] toMove = at.toMove();
            for (int i = 0; i < toMove.length; i++) {
                List<Button> select = Collections.nCopies(toMove.length > 1 ? i : 0, Button.RIGHT);
                Set<String> legal = at.legal(toMove[i]);
                String where = name + " " + options + " after " + moves + ", seat " + toMove[i];
                assertEquals(legal, byButtons(at, select, legal), "by buttons alone, " + where);
                assertEquals(legal, byTaps(at, adapter, state, toMove[i], select, legal), "by a tap and two presses, " + where);
            }
            positions++;
        }
    }

    /** Every move the buttons alone make: OK opens the list (no line chosen), RIGHT to each line, OK; then every way through a pick. */
    private static Set<String> byButtons(PositionAtTheBox at, List<Button> select, Set<String> legal) {
        Set<String> found = new TreeSet<>();
        List<Button> open = append(select, Button.OK);
        PositionAtTheBox.Outcome opened = at.press(open);
        if (picking(opened.screen())) {
            explore(at, null, -1, open, opened.screen(), MOST_PRESSES, legal, found);
            return found;
        }
        reached(opened, legal, found);
        for (int line = 0; line < opened.screen().lines().size() && opened.move() == null; line++) {
            List<Button> presses = new ArrayList<>(open);
            presses.addAll(Collections.nCopies(line + 1, Button.RIGHT)); // the list opens with no line chosen
            presses.add(Button.OK);
            PositionAtTheBox.Outcome chosen = at.press(presses);
            if (!reached(chosen, legal, found) && picking(chosen.screen())) {
                explore(at, null, -1, presses, chosen.screen(), MOST_PRESSES, legal, found);
            }
        }
        return found;
    }

    /**
     * Every move taps make: each card of the deck tapped on the seat's reader, then every
     * sequence of at most two presses; PASS alone for the pass or the end of the turn. The moves
     * of each card are exactly those its tap stands for.
     */
    private static Set<String> byTaps(PositionAtTheBox at, GameAdapter adapter, GameState state, int seat, List<Button> select,
            Set<String> legal) {
        Set<String> found = new TreeSet<>();
        assertRefused(at.tapUnknown(at.readerOf(seat)), "an unknown tag");
        for (Card card : PositionAtTheBox.EVERY_CARD) {
            Set<String> stands = new TreeSet<>();
            if (card.deck() == ConsoleGames.of(state.game().kind()).declaration().deck().orElseThrow()) {
                for (int move : adapter.movesWith(state, seat, card, new CardsSeen())) {
                    stands.add(seat + ":" + state.formatMove(seat, move));
                }
            }
            if (stands.isEmpty()) {
                if (!anyoneCanPlay(adapter, state, card)) {
                    assertRefused(at.tapThenPress(card, at.readerOf(seat), List.of()), card.toString());
                }
                continue;
            }
            Set<String> byCard = new TreeSet<>();
            PositionAtTheBox.Outcome tapped = at.tapThenPress(card, at.readerOf(seat), List.of());
            if (!reached(tapped, legal, byCard)) {
                assertTrue(picking(tapped.screen()), "a tap of " + card + " for several moves opens a pick");
                explore(at, card, at.readerOf(seat), List.of(), tapped.screen(), 2, legal, byCard);
            }
            assertEquals(stands, byCard, "the moves a tap of " + card + " and two presses make");
            found.addAll(byCard);
        }
        for (String move : legal) {
            if (move.endsWith(":pass") || move.endsWith(":end")) {
                PositionAtTheBox.Outcome passed = at.press(append(select, Button.PASS));
                if (passed.move() == null && asksFirst(passed.screen())) {
                    // A pass that gives something up for good is asked first: OK keeps playing, LEFT passes.
                    passed = at.press(append(append(select, Button.PASS), Button.LEFT));
                }
                assertTrue(reached(passed, legal, found), "PASS makes " + move);
            }
        }
        return found;
    }

    /** Whether the screen asks once more before a move: a pick keeping playing on OK. */
    private static boolean asksFirst(ScreenModel screen) {
        return screen.kind() == ScreenModel.Kind.PICK && screen.keys().contains(new ScreenModel.Key(Button.OK, Text.of("console.keepPlaying")));
    }

    /** Whether the screen is a pick: options beside the buttons, or a walk. */
    private static boolean picking(ScreenModel screen) {
        return screen.kind() == ScreenModel.Kind.PICK || screen.kind() == ScreenModel.Kind.WALK;
    }

    /** Tries every button after {@code presses} on a pick, and again on each pick a press opens, up to {@code depth} presses. */
    private static void explore(PositionAtTheBox at, Card card, int reader, List<Button> presses, ScreenModel shown, int depth,
            Set<String> legal, Set<String> found) {
        if (shown.kind() == ScreenModel.Kind.WALK) {
            walk(at, card, reader, presses, shown, legal, found);
            return;
        }
        for (Button button : Button.values()) {
            List<Button> next = append(presses, button);
            PositionAtTheBox.Outcome outcome = at.tapThenPress(card, reader, next);
            assertFalse(outcome.refused(), "a press inside a pick was refused: " + outcome.screen().text());
            if (outcome.move() == null && outcome.screen().kind() == ScreenModel.Kind.PICK && outcome.screen().keys().equals(shown.keys())
                    && outcome.screen().title().equals(shown.title())) {
                // A button the pick does not use: the same pick stays, and the press is answered, not lost.
                assertEquals(Text.of("console.pickKeys"), outcome.screen().message(), "an unused " + button + " is answered: " + outcome.screen().text());
            }
            if (!reached(outcome, legal, found) && outcome.screen().kind() == ScreenModel.Kind.PICK && depth > 1
                    && !outcome.screen().keys().equals(shown.keys())) {
                explore(at, card, reader, next, outcome.screen(), depth - 1, legal, found);
            }
        }
    }

    /**
     * Walks the arrow by every button from each place it reaches (a place once: its screen names
     * the entry), up to {@value #WALK_PRESSES} presses; OK makes the move at the arrow.
     */
    private static void walk(PositionAtTheBox at, Card card, int reader, List<Button> presses, ScreenModel shown, Set<String> legal,
            Set<String> found) {
        Set<String> seen = new java.util.HashSet<>(Set.of(shown.text()));
        List<List<Button>> frontier = List.of(presses);
        for (int step = 0; step < WALK_PRESSES && !frontier.isEmpty(); step++) {
            List<List<Button>> next = new ArrayList<>();
            for (List<Button> from : frontier) {
                for (Button button : Button.values()) {
                    List<Button> longer = append(from, button);
                    PositionAtTheBox.Outcome outcome = at.tapThenPress(card, reader, longer);
                    assertFalse(outcome.refused(), "a press inside a walk was refused: " + outcome.screen().text());
                    if (!reached(outcome, legal, found) && outcome.screen().kind() == ScreenModel.Kind.WALK && seen.add(outcome.screen().text())) {
                        next.add(longer);
                    }
                }
            }
            frontier = next;
        }
    }

    /** Whether the card stands for a move of any seat to move (Sumo's two sides choose at once). */
    private static boolean anyoneCanPlay(GameAdapter adapter, GameState state, Card card) {
        return card.deck() == ConsoleGames.of(state.game().kind()).declaration().deck().orElseThrow()
                && java.util.Arrays.stream(state.toMove().toArray()).anyMatch(seat -> adapter.movesWith(state, seat, card, new CardsSeen()).length > 0);
    }

    private static void assertRefused(PositionAtTheBox.Outcome outcome, String what) {
        assertTrue(outcome.move() == null && outcome.refused() && outcome.screen().message() != null,
                "a tap of " + what + " is refused with a message and a red pulse: " + outcome.screen().text());
    }

    /** Notes the move the try made, if any; it must be legal. */
    private static boolean reached(PositionAtTheBox.Outcome outcome, Set<String> legal, Set<String> found) {
        if (outcome.move() == null) {
            return false;
        }
        assertTrue(legal.contains(outcome.move()), "an illegal move was made: " + outcome.move());
        found.add(outcome.move());
        return true;
    }

    private static List<Button> append(List<Button> presses, Button button) {
        List<Button> longer = new ArrayList<>(presses);
        longer.add(button);
        return longer;
    }
}
