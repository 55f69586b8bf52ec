package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.PlayingCard;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteView;

/**
 * Where the rules have a sentence for a refusal, the box says it, in English and Japanese: PASS
 * when the turn cannot be passed or ended now (Spartacus: "You cannot pass while only banners are
 * on the table"; Spite and Malice: "A 2 from your pay-off pile must be played first"), and in
 * Spite and Malice the tap of a card in hand that has no move because another play must come first.
 */
class RefusalReasonAtTheBoxTest {
    private static final int POSITIONS = 60;

    static Stream<Arguments> games() {
        return Stream.of(Language.english(), Language.japanese()).flatMap(language -> Stream.of(
                Arguments.of("spartacus", 3, Map.of(), language),
                Arguments.of("spartacus", 4, Map.of("bannerJoker", true), language),
                Arguments.of("spite", 2, Map.of(), language),
                Arguments.of("spite", 2, Map.of("freeDiscard", true), language)));
    }

    @ParameterizedTest(name = "{0}, {1} players, {2}, {3}")
    @MethodSource("games")
    void theRulesSentenceReachesTheScreen(String name, int players, Map<String, Object> options, Language language) {
        GameKind kind = ConsoleGames.named(name).kind();
        Game game = kind.create(players, kind.parseOptions(options));
        GameAdapter adapter = ConsoleGames.of(kind).adapter();
        SeededRandom rng = new SeededRandom(name.hashCode() + 17L * players + options.size());
        int passes = 0;
        int taps = 0;
        for (int positions = 0; positions < POSITIONS; positions++) {
            long seed = rng.nextLong();
            GameState state = game.start(seed);
            List<org.tabula.firmware.script.Move> moves = PositionAtTheBox.randomMoves(state, rng, rng.nextInt(name.equals("spite") ? 200 : 40));
            if (state.isOver()) {
                continue;
            }
            int seat = state.toMove().first();
            PositionAtTheBox at = new PositionAtTheBox(game, seed, state, moves, 1, language);
            String where = name + " " + options + " after " + moves;
            Refusal noPass = whyNoPass(state, seat, adapter);
            if (noPass != null) {
                assertEquals(language.format(Prompts.refused(noPass)), language.format(at.press(List.of(Button.PASS)).screen().message()), "PASS, " + where);
                passes++;
            }
            if (name.equals("spite") && noPass != null) {
                for (Card card : SpiteDeck.DECK.cards()) {
                    if (adapter.movesWith(state, seat, card, new CardsSeen()).length == 0 && inHand(state, seat, card)) {
                        assertEquals(language.format(Prompts.refused(noPass)), language.format(at.tapThenPress(card, 0, List.of()).screen().message()),
                                "a tap of " + card + ", " + where);
                        taps++;
                    }
                }
            }
        }
        assertTrue(passes > 0, "no position where the pass was refused");
        assertTrue(!name.equals("spite") || taps > 0, "no position where a card waited for a forced play");
    }

    /** The rules' reason the seat cannot pass or end its turn now; null if it can (or the game has no pass). */
    private static Refusal whyNoPass(GameState state, int seat, GameAdapter adapter) {
        Optional<Move> pass = ConsoleGames.of(state.game().kind()).declaration().pass();
        return pass.isEmpty() ? null : state.refusal(seat, state.moveNumber(seat, pass.get()));
    }

    private static boolean inHand(GameState state, int seat, Card card) {
        return ((SpiteView) state.view(seat)).hand().contains(new SpiteCard(PlayingCard.of(card).rank(), PlayingCard.of(card).suit()));
    }
}
