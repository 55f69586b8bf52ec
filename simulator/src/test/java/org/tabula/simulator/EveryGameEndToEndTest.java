package org.tabula.simulator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

/**
 * Every game the rules know, from the main menu to the end screen in the headless simulator,
 * in every input style: buttons alone, taps on seat readers, taps on one table reader, and
 * bots in every seat; at the fewest and the most players. The players here look at the table
 * (the game in play) only to decide what to do; every action goes in as a button press or a tap.
 */
class EveryGameEndToEndTest {
    enum Style { BUTTONS, SEAT_READERS, TABLE_READER, BOTS }

    private static final int MAX_ACTIONS = 20_000;

    static Stream<Arguments> games() {
        List<Arguments> cases = new ArrayList<>();
        for (GameKind kind : ConsoleGames.kinds()) {
            for (int players : new int[] {kind.minPlayers(), mostPlayersWithoutOptions(kind)}) {
                for (Style style : Style.values()) {
                    boolean tapping = style == Style.SEAT_READERS || style == Style.TABLE_READER;
                    if (!tapping || ConsoleGames.of(kind).declaration().deck().isPresent()) {
                        cases.add(Arguments.of(kind.name(), players, style, ""));
                    }
                }
                if (kind.minPlayers() == mostPlayersWithoutOptions(kind)) {
                    break;
                }
            }
        }
        // Spite and Malice in partnership: four seats, moves from a partner's piles.
        for (Style style : Style.values()) {
            cases.add(Arguments.of("spite", 4, style, "partnership"));
        }
        return cases.stream();
    }

    /** The most seats the game takes under its default options (Spite and Malice's six need the partnership option). */
    private static int mostPlayersWithoutOptions(GameKind kind) {
        for (int players = kind.maxPlayers(); players > kind.minPlayers(); players--) {
            try {
                kind.create(players, kind.parseOptions(null));
                return players;
            } catch (org.tabula.rules.GameConfigException e) {
                // Not without options: try one seat fewer.
            }
        }
        return kind.minPlayers();
    }

    @ParameterizedTest(name = "{0}, {1} players, {2} {3}")
    @MethodSource("games")
    void fromTheMenuToTheEndScreen(String game, int players, Style style, String variant) throws Exception {
        GameKind kind = ConsoleGames.named(game).kind();
        int readers = style == Style.SEAT_READERS ? players : style == Style.TABLE_READER ? 1 : 2;
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        HeadlessBox box = new HeadlessBox(new SimConfig(readers, 19, org.tabula.display.text.Language.english()), registry, 11);
        ScriptRunner menu = new ScriptRunner(box, System.out, java.nio.file.Path.of("."));
        MenuSteps.game(box, menu, kind);
        if (!variant.isEmpty()) {
            menu.execute("choose Variants");
            // The menu names the variant as the catalogue does ("Partners" for partnership).
            org.tabula.rules.OptionSpec option = kind.optionSpecs().stream().filter(spec -> spec.name().equals(variant)).findFirst().orElseThrow();
            menu.execute("choose " + org.tabula.display.text.Language.english().format(org.tabula.display.text.Text.of(option.label())));
            box.press(Button.BACK);
        }
        MenuSteps.players(box, menu, kind, players);
        if (style == Style.BOTS) {
            menu.execute("choose Seats");
            for (int seat = 0; seat < players; seat++) {
                box.press(Button.OK);
                box.press(Button.RIGHT);
            }
            box.press(Button.BACK);
        }
        // The box deals, so the moves replay from the seed (table deals: examples/sim/*-table-deal.txt).
        if (box.screen().lines().contains(Text.of("console.setting", Text.of("console.deal"), Text.of("console.dealTable")))) {
            menu.execute("choose Deal:");
        }
        menu.execute("choose Start");
        Match match = box.console().console().match().orElseThrow();
        SeededRandom rng = new SeededRandom(game.hashCode() * 31L + players * 7L + style.ordinal());
        int actions = 0;
        while (box.screen().kind() != ScreenModel.Kind.GAME_OVER) {
            assertTrue(actions++ < MAX_ACTIONS, "the game did not end: " + box.screen().text());
            if (box.screen().title() instanceof Text.Message title && title.key().equals("console.layOut")) {
                box.press(Button.OK);
            } else if (style == Style.BOTS) {
                box.advance(800);
            } else if (style == Style.BUTTONS) {
                playByButtons(box, rng);
            } else {
                playByTap(box, match, rng, style == Style.SEAT_READERS);
            }
        }
        assertTrue(match.state().isOver());
        GameState replayed = match.game().start(match.seed());
        for (org.tabula.firmware.script.Move move : match.moves()) {
            replayed.apply(move.seat(), move.number(replayed));
        }
        assertTrue(replayed.isOver(), "the recorded moves replay to the end");
        assertArrayEquals(match.state().scores(), replayed.scores());
        box.press(Button.OK);
        assertEquals(Text.of("console.title"), box.screen().title());
    }

    /**
     * OK opens the list of legal moves with no line chosen; RIGHT to its first line and on a random
     * number of times; OK plays (or opens a group's pick: see {@link #pick}).
     */
    private static void playByButtons(HeadlessBox box, SeededRandom rng) {
        box.press(Button.OK);
        if (box.screen().kind() == ScreenModel.Kind.CHOICE) {
            int choices = box.screen().lines().size();
            for (int i = 1 + rng.nextInt(choices); i > 0; i--) {
                box.press(Button.RIGHT);
            }
            box.press(Button.OK);
        }
        pick(box, rng);
    }

    /**
     * On a pick, presses the button of a random option until a move is made: at most two presses
     * for up to 25 moves. A walk (Senator's entries) moves its arrow a few random steps round the
     * board, then OK pushes.
     */
    private static void pick(HeadlessBox box, SeededRandom rng) {
        List<Button> walking = List.of(Button.LEFT, Button.RIGHT, Button.PASS);
        for (int steps = rng.nextInt(6); box.screen().kind() == ScreenModel.Kind.WALK; steps--) {
            box.press(steps > 0 ? walking.get(rng.nextInt(walking.size())) : Button.OK);
        }
        for (int presses = 0; box.screen().kind() == ScreenModel.Kind.PICK; presses++) {
            assertTrue(presses < 3, "a pick took more than two presses: " + box.screen().text());
            List<ScreenModel.Key> options = box.screen().keys().stream()
                    .filter(key -> !key.label().equals(Text.of("pick.back")) && !key.label().equals(Text.of("pick.cancel"))).toList();
            box.press(options.get(rng.nextInt(options.size())).button());
        }
    }

    /** Taps a random card that stands for a legal move of a seat to move; passes with PASS when no card will do. */
    private static void playByTap(HeadlessBox box, Match match, SeededRandom rng, boolean seatReaders) {
        GameState state = match.state();
        GameAdapter adapter = ConsoleGames.of(match.game().kind()).adapter();
        int seat = state.toMove().toArray()[rng.nextInt(state.toMove().size())];
        List<Card> playable = PlayableCards.of(match, seat);
        if (playable.isEmpty()) {
            box.press(Button.PASS);
            return;
        }
        // Spite and Malice: prefer cards that build the centre, so a deal of taps moves on to its end.
        List<Card> building = playable.stream().filter(card -> java.util.Arrays.stream(adapter.movesWith(state, seat, card, new CardsSeen()))
                .anyMatch(move -> state.formatMove(seat, move).contains(">C"))).toList();
        if (!building.isEmpty()) {
            playable = building;
        }
        Card card = playable.get(rng.nextInt(playable.size()));
        int before = match.moves().size();
        // A copy the box saw elsewhere (on another seat's pile, under a pile's top, played this bout) plays nothing:
        // then another card that stands for the same moves (Spite's other copy, any of En Garde's cards of that value).
        int[] wanted = adapter.movesWith(state, seat, card, new CardsSeen());
        List<Card> alike = new ArrayList<>(List.of(card));
        playable.stream().filter(other -> !other.equals(card)
                && java.util.Arrays.equals(adapter.movesWith(state, seat, other, new CardsSeen()), wanted)).forEach(alike::add);
        for (Card copy : alike) {
            box.tap(seatReaders ? seat : 0, copy);
            if (match.moves().size() > before || box.screen().kind() == ScreenModel.Kind.PICK || box.screen().kind() == ScreenModel.Kind.WALK) {
                break;
            }
        }
        // The card stands for several moves: at most two presses pick one, or a walk round the board.
        pick(box, rng);
        assertTrue(match.moves().size() > before || box.screen().kind() == ScreenModel.Kind.GAME_OVER,
                "a tap of a playable card (" + card + ") made no move: " + box.screen().text());
    }
}
