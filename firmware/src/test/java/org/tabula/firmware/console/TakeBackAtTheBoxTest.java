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
import org.tabula.rules.sumo.SumoRefusal;

/** Holding BACK in play asks to take the last move back; OK takes it back, BACK keeps it; the rules say how far back. */
class TakeBackAtTheBoxTest {
    private static Match match(TestBox box) {
        return box.console().match().orElseThrow();
    }

    @Test
    void aHiddenSumoChoiceIsTakenBackUntilTheOtherSeatChooses() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 6");
        box.hold(Button.BACK);
        ScreenModel question = box.screen();
        assertEquals(Text.of("console.takeBackOne"), question.title());
        assertEquals(List.of(new ScreenModel.Key(Button.OK, Text.of("console.takeBackOk")),
                new ScreenModel.Key(Button.BACK, Text.of("console.takeBackKeepIt"))), question.keys());
        // The move as the table saw it made: East's secret choice, its card not named.
        Match match = match(box);
        Text made = Text.of("console.seatMoveUnseen", match.game().seat(match.moves().get(0).seat()));
        assertEquals(made, question.note());
        box.press(Button.OK);
        assertEquals(List.of(), match(box).moves());
        assertEquals(Text.of("console.tookBack", made), box.screen().message());
        box.play("Play 2").play("Play 3");
        assertEquals(List.of("0:2", "1:3"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
    }

    @Test
    void backKeepsTheMoveAndHoldingOnSaysWhyNoFartherWithOneWayOn() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 2").play("Play 3").play("Play 4");
        // The round 2 v 3 was shown to both: only East's hidden 4 may go.
        box.hold(Button.BACK);
        assertEquals(Text.of("console.takeBackOne"), box.screen().title());
        box.hold(Button.BACK);
        ScreenModel refused = box.screen();
        assertEquals(Text.of("console.takeBackRefused"), refused.title());
        assertEquals(List.of(new ScreenModel.Key(Button.OK, Text.of("console.goOn"))), refused.keys(), "one way on");
        assertEquals(Prompts.refused(Refusal.of(SumoRefusal.ROUND_SHOWN, 1)), refused.note());
        box.press(Button.BACK);
        assertEquals(refused, box.screen(), "only OK goes on");
        box.press(Button.OK);
        assertEquals(Text.of("console.takeBackOne"), box.screen().title());
        box.press(Button.BACK);
        assertEquals(List.of("0:2", "1:3", "0:4"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(ScreenModel.Kind.PLAY, box.screen().kind());
    }

    @Test
    void theBotWaitsWhileTheBoxAsksAndItsMoveStandsOnceMade() {
        TestBox box = new TestBox(2, 1).choose("Seats").choose("West").press(Button.BACK).choose("Start").play("Play 2");
        box.hold(Button.BACK).pass(2000);
        assertEquals(List.of("0:2"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList(), "West's bot chose while the box asked");
        box.press(Button.OK).pass(800);
        assertEquals(1, match(box).moves().size(), "West's bot has chosen after the take-back");
        assertEquals(1, match(box).moves().get(0).seat(), match(box).moves().toString());
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
        assertEquals(List.of("0:2"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        box.press(Button.BACK);
        box.choose("Abort game");
        box.choose("Abort game");
        assertTrue(box.text().startsWith("Tabula"), box.text());
    }
}
