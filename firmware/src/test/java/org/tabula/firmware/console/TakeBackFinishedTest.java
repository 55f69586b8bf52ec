package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.script.Move;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;

/**
 * Issue 40, part 3: a take-back gives back exactly the position before the move (who may lead
 * included), names the move as the table made it, may take back the move that ended the game
 * until OK keeps the result, and a tap while the game waits for a button is answered.
 */
class TakeBackFinishedTest {
    private static Match match(TestBox box) {
        return box.console().match().orElseThrow();
    }

    /** Presses OK until the end screen: each press opens the list of moves or makes its first (a bounded number of presses). */
    private static TestBox okToTheEnd(TestBox box) {
        for (int press = 0; press < 2000 && box.screen().kind() != ScreenModel.Kind.GAME_OVER; press++) {
            box.press(Button.OK);
        }
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind());
        return box;
    }

    @Test
    void takingBackTheCardThatChoseTheLeaderOpensTheChoiceAgain() throws Exception {
        TestBox box = TapTest.enrolled(2).choose("Game").choose("Start");
        Match match = match(box);
        assertTrue(match.leaderOpen());
        ScreenModel open = box.screen();
        int drawn = match.state().toMove().first();
        int leader = (drawn + 1) % 3;
        box.tap(0, TapTest.roman("RBG".charAt(leader) + "7"));
        assertFalse(match.leaderOpen());
        box.hold(Button.BACK).press(Button.OK);
        assertTrue(match.leaderOpen(), "any seat may lead again");
        assertEquals(List.of(), match.moves());
        assertEquals(match.game().start(match.seed()).view(GameState.TABLE), match.state().view(GameState.TABLE));
        assertEquals(open.title(), box.screen().title());
        assertEquals(open.lines(), box.screen().lines());
        // Another seat's card leads now, as it could before.
        int other = (drawn + 2) % 3;
        box.tap(0, TapTest.roman("RBG".charAt(other) + "5"));
        assertEquals(List.of(other + ":5"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
    }

    @Test
    void theQuestionNamesTheMoveAsTheTableMadeItNotItsConsequence() throws Exception {
        TestBox box = SecondTapTest.aceAndTwoOnCentre(SecondTapTest.registry(), MatchRecorder.NONE);
        Match match = match(box);
        GameState before = match.state().copy();
        // 7C goes on a discard pile only: its tap makes the move, and ends P1's turn.
        box.tap(0, SecondTapTest.spite("7C/1"));
        assertEquals(new Move(0, "H7C>D1"), match.moves().get(4));
        Text consequence = box.screen().message();
        box.hold(Button.BACK);
        GameAdapter spite = ConsoleGames.named("spite").adapter();
        Text made = Text.of("console.seatMove", match.game().seat(0), spite.moveLabel(before, 0, before.parseMove(0, "H7C>D1")));
        assertEquals(made, box.screen().note());
        assertNotEquals(consequence, box.screen().note());
        box.press(Button.OK);
        assertEquals(Text.of("console.tookBack", made), box.screen().message());
        assertEquals(before.view(GameState.TABLE), match.state().view(GameState.TABLE));
    }

    @Test
    void theMoveThatEndedTheGameIsTakenBackUntilOkKeepsTheResult() throws Exception {
        TestBox box = okToTheEnd(TapTest.enrolled(2).choose("Game").choose("Start"));
        Match match = match(box);
        List<Move> moves = match.moves();
        assertEquals(1, match.series().gamesPlayed());
        box.hold(Button.BACK);
        assertEquals(Text.of("console.takeBackOne"), box.screen().title());
        box.press(Button.OK);
        assertFalse(match.state().isOver());
        assertEquals(moves.subList(0, moves.size() - 1), match.moves());
        assertEquals(0, match.series().gamesPlayed(), "the result left the series");
        assertEquals(ScreenModel.Kind.PLAY, box.screen().kind());
        okToTheEnd(box).press(Button.OK);
        assertTrue(match.resultKept());
        assertTrue(box.console().match().isEmpty(), "OK kept the result and left the game");
    }

    @Test
    void onTheEndScreenAMoveThatShowedCardsStandsAndTheBoxSaysWhy() {
        TestBox box = okToTheEnd(new TestBox(2, 7).choose("Start"));
        Match match = match(box);
        List<Move> moves = match.moves();
        box.hold(Button.BACK);
        assertNotNull(match.takeBackOffer(1).refusal());
        assertEquals(Prompts.refused(match.takeBackOffer(1).refusal()), box.screen().message());
        assertTrue(box.pulsesRed());
        assertEquals(moves, match.moves());
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind());
    }

    @Test
    void aTapWhilePausedOrAskedIsAnsweredWithWhatToPressAndChangesNothing() throws Exception {
        TestBox box = TapTest.enrolled(2).choose("Start");
        box.tap(0, TapTest.roman("R2")).tap(1, TapTest.roman("B5")).tap(0, TapTest.roman("R6"));
        Match match = match(box);
        List<Move> moves = match.moves();
        Card shown = TapTest.roman("R2");
        Text lies = Text.of("refuse.cardLies", shown.title(), Text.of("place.played", match.game().seat(0)));

        box.press(Button.BACK);
        assertEquals(ScreenModel.Kind.MENU, box.screen().kind());
        box.tap(1, TapTest.roman("B7"));
        assertEquals(Text.of("console.tapPaused"), box.screen().message());
        box.tap(0, shown);
        assertEquals(lies, box.screen().message());
        assertEquals(moves, match.moves());
        box.press(Button.OK);
        assertEquals(ScreenModel.Kind.PLAY, box.screen().kind());

        box.hold(Button.BACK);
        assertEquals(Text.of("console.takeBackOne"), box.screen().title());
        box.tap(1, TapTest.roman("B7"));
        assertEquals(Text.of("console.tapAnswerFirst"), box.screen().message());
        assertEquals(Text.of("console.takeBackOne"), box.screen().title(), "the question stays open");
        box.tap(0, shown);
        assertEquals(lies, box.screen().message());
        assertEquals(moves, match.moves());
        box.press(Button.BACK);
        assertEquals(moves, match.moves());
    }
}
