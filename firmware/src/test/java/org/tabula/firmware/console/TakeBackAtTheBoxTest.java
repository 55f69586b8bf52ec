package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.Refusal;
import org.tabula.rules.TakeBackRefusal;

/** Holding BACK in play asks to take the last move back; OK takes it back, BACK keeps it; the rules say how far back. */
class TakeBackAtTheBoxTest {
    private static Match match(TestBox box) {
        return box.console().match().orElseThrow();
    }

    @Test
    void aHiddenSumoChoiceIsTakenBackUntilTheOtherSeatChooses() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 6");
        box.hold(Button.BACK);
        assertTrue(box.text().startsWith("Take back?"), box.text());
        assertTrue(box.text().contains("OK take back"), box.text());
        assertTrue(box.text().contains("BACK keep it"), box.text());
        assertTrue(box.text().contains("\n  East has chosen"), box.text());
        box.press(Button.OK);
        assertEquals(List.of(), match(box).moves());
        assertTrue(box.text().contains("! Taken back: East has chosen"), box.text());
        box.play("Play 2").play("Play 3");
        assertEquals(List.of("0:2", "1:3"), match(box).moves());
    }

    @Test
    void backKeepsTheMoveAndHoldingOnAsksAboutOneMore() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 2").play("Play 3").play("Play 4");
        // The round 2 v 3 was shown to both: only East's hidden 4 may go.
        box.hold(Button.BACK);
        assertTrue(box.text().startsWith("Take back?"), box.text());
        box.hold(Button.BACK);
        assertTrue(box.text().startsWith("Take back?"), box.text());
        assertTrue(box.text().contains("\n  Both cards of round 1 are shown"), box.text());
        box.press(Button.BACK);
        assertEquals(List.of("0:2", "1:3", "0:4"), match(box).moves());
        assertTrue(box.text().contains("West: tap or OK"), box.text());
    }

    @Test
    void theBotWaitsWhileTheBoxAsksAndItsMoveStandsOnceMade() {
        TestBox box = new TestBox(2, 1).choose("Seats").choose("West").press(Button.BACK).choose("Start").play("Play 2");
        box.hold(Button.BACK).pass(2000);
        assertEquals(List.of("0:2"), match(box).moves(), "West's bot chose while the box asked");
        box.press(Button.OK).pass(800);
        assertEquals(1, match(box).moves().size(), "West's bot has chosen after the take-back");
        assertTrue(match(box).moves().get(0).startsWith("1:"), match(box).moves().toString());
        box.hold(Button.BACK);
        // The refusal names the bot's seat as the game does (West), never by its number.
        assertEquals(Prompts.refused(Refusal.of(TakeBackRefusal.BOT_MOVED, match(box).game().seat(1))), box.screen().message(), box.text());
        box.play("Play 5");
        assertEquals(2, match(box).moves().size());
    }

    @Test
    void withNothingToTakeBackTheBoxSaysSoAndPlaysOn() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.hold(Button.BACK);
        assertEquals(Prompts.refused(Refusal.of(TakeBackRefusal.NOTHING_TO_TAKE_BACK)), box.screen().message());
        assertTrue(box.pulsesRed(), "a red pulse");
        assertEquals(List.of(), match(box).moves());
        List<Text> lines = box.screen().lines();
        assertEquals(ScreenModel.Kind.PLAY, box.screen().kind(), "no question: the game plays on");
        assertEquals(Text.of("console.okSecretlyTurns", Text.of("seat.east")), lines.get(lines.size() - 1));
    }

    @Test
    void abortingAGameAsksFirst() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 2");
        box.press(Button.BACK);
        box.choose("Abort game");
        assertTrue(box.text().startsWith("Abort the game?"), box.text());
        box.choose("Keep playing");
        assertEquals(List.of("0:2"), match(box).moves());
        box.press(Button.BACK);
        box.choose("Abort game");
        box.choose("Abort game");
        assertTrue(box.text().startsWith("Tabula"), box.text());
    }
}
