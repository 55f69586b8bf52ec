package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Table;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.screen.ScreenModel;

import org.tabula.firmware.play.Match;
import org.tabula.hal.Button;
import org.tabula.rules.Seat;
import org.tabula.rules.sumo.Sumo;

class SumoByButtonsTest {
    private static final Text EAST = Text.of("seat.east");
    private static final Text WEST = Text.of("seat.west");
    /** East as a message's seat argument ({0,seat}). */
    private static final Seat EAST_SEAT = Sumo.KIND.seatNames(2).seat(0);

    private static Match match(TestBox box) {
        return ((PlayActivity) box.console().activity()).match();
    }

    /** The prompt under the table: what the buttons' seat is asked to do. */
    private static Text prompt(TestBox box) {
        List<Text> lines = box.screen().lines();
        return lines.get(lines.size() - 1);
    }

    @Test
    void aWholeGameWithTheButtonsAloneEndsOnTheScoreScreen() {
        TestBox box = new TestBox(2, 7).choose("Start");
        assertEquals(Text.of("game.sumo.short"), box.screen().title());
        assertEquals(Text.of("console.okSecretlyTurns", EAST), prompt(box), "both choose at once, so in secret; LEFT and RIGHT change seat");
        // East opens the list of its cards, moves to 6 and plays it.
        box.play("Play 6");
        assertEquals(Text.of("console.tapOrOk", WEST), prompt(box), "West alone to choose now");
        assertEquals(Text.of("sumo.chosen", EAST_SEAT), box.screen().message());
        box.play("Play 3");
        // 6 vs 3 pushes West 9 squares: out of the ring.
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind());
        assertTrue(box.screen().lines().contains(Text.of("console.scoreWon", EAST_SEAT, 1)), box.text());
        assertEquals(java.util.List.of("0:6", "1:3"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        box.press(Button.OK);
        assertTrue(box.text().startsWith("Tabula"), box.text());
    }

    /** OK opens the list with no line chosen: presses of OK alone never choose a card nobody looked at. */
    @Test
    void strayPressesOfOkNeverPlay() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.press(Button.OK, Button.OK, Button.OK, Button.OK);
        assertEquals(List.of(), match(box).moves());
        assertEquals(ScreenModel.Kind.CHOICE, box.screen().kind());
        assertEquals(-1, box.screen().selected(), "no line chosen yet");
        assertEquals(Text.of("console.chooseLineFirst"), box.screen().message());
        box.press(Button.RIGHT, Button.OK);
        assertEquals(List.of("0:1"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList(), "RIGHT chooses the first line, OK plays it");
    }

    /** With both to choose, RIGHT gives the buttons to West: the OLED's picture does not name them, so the press shows it. */
    @Test
    void rightGivesTheButtonsToTheOtherSeatAndSaysSo() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.press(Button.RIGHT);
        assertEquals(Text.of("console.okSecretlyTurns", WEST), box.screen().message());
        box.press(Button.OK);
        assertEquals(Text.of("console.choose", WEST), box.screen().title(), "OK opens the list of the seat the screen named");
        assertEquals(null, box.screen().message());
    }

    /** The end of game 1 of 3 says that OK starts game 2, and the OLED shows the running totals, not only the text. */
    @Test
    void theEndOfAGameInASeriesSaysWhatOkDoesAndShowsTheTotals() {
        TestBox box = new TestBox(2, 7).choose("Series").choose("Start");
        box.play("Play 6").play("Play 3");
        ScreenModel end = box.screen();
        assertEquals(ScreenModel.Kind.GAME_OVER, end.kind());
        Text next = Text.of("console.okGameOf", 2, 3);
        assertEquals(List.of(new ScreenModel.Key(Button.OK, next)), end.keys());
        EndScreen picture = (EndScreen) new DisplayRenderer(19).picture(end.withMessage(null));
        assertEquals(next, picture.next());
        Table table = picture.table();
        assertEquals(Text.of("table.total"), table.columns().get(table.columns().size() - 1).header());
        assertEquals(List.of(Text.number(1), Text.number(-1)), table.rows().stream().map(row -> row.cells().get(row.cells().size() - 1)).toList());
        box.press(Button.OK);
        assertEquals(Text.of("console.gameOfSeries", Text.of("game.sumo.short"), 2, 3), box.screen().title());
    }

    /** Equal cards every round leave the piece in the middle: a draw, which the text says of both, never "won". */
    @Test
    void aDrawIsSaidOfBothSeats() {
        TestBox box = new TestBox(2, 7).choose("Start");
        for (int card = 1; card <= 6; card++) {
            box.play("Play " + card).play("Play " + card);
        }
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind());
        assertTrue(box.screen().lines().containsAll(List.of(Text.of("console.scoreDrawn", EAST_SEAT, 0),
                Text.of("console.scoreDrawn", Sumo.KIND.seatNames(2).seat(1), 0))),
                box.screen().lines().toString());
    }

    /** A single game's end says that OK goes back to the menu. */
    @Test
    void theEndOfASingleGameSaysOkGoesBackToTheMenu() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 6").play("Play 3");
        assertEquals(List.of(new ScreenModel.Key(Button.OK, Text.of("console.okMenu"))), box.screen().keys());
        assertEquals(Text.of("console.okMenu"), ((EndScreen) new DisplayRenderer(19).picture(box.screen().withMessage(null))).next());
    }

    @Test
    void aChosenCardNeverShowsBeforeTheReveal() {
        TestBox box = new TestBox(2, 7).choose("Start").play("Play 5");
        assertTrue(box.screen().lines().contains(Text.of("console.hand", Sumo.KIND.seatNames(2).seat(0), "1 2 3 4 5 6 *")), box.text());
        // Words that differ with the card chosen would give it away: the screen is the same whichever East chose.
        ScreenModel afterTwo = new TestBox(2, 7).choose("Start").play("Play 2").screen();
        assertEquals(Arrays.asList(afterTwo.title(), afterTwo.lines(), afterTwo.message()),
                Arrays.asList(box.screen().title(), box.screen().lines(), box.screen().message()), box.text());
        // West looks at its own list: only its own cards, never East's choice.
        box.press(Button.OK);
        assertEquals(Text.of("console.choose", WEST), box.screen().title());
        assertEquals(Stream.of("1", "2", "3", "4", "5", "6").map(card -> Text.of("console.play", card)).toList(), box.screen().lines(),
                "West's own cards, nothing of East's: " + box.text());
    }

    @Test
    void backUndoesASelectionAndTheGameGoesOn() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.press(Button.OK, Button.RIGHT, Button.RIGHT, Button.RIGHT);
        assertEquals(2, box.screen().selected(), box.text());
        box.press(Button.BACK);
        assertEquals(Text.of("console.okSecretlyTurns", EAST), prompt(box));
        assertEquals(0, match(box).moves().size());
        box.play("Play 2");
        assertEquals(java.util.List.of("0:2"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
    }

    @Test
    void withBothSeatsToMoveLeftAndRightPickWhoseTurnTheButtonsServe() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.press(Button.RIGHT);
        assertEquals(Text.of("console.okSecretlyTurns", WEST), prompt(box));
        box.play("Play 4");
        assertEquals(java.util.List.of("1:4"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(Text.of("console.tapOrOk", EAST), prompt(box));
    }

    @Test
    void passIsRefusedInSumoAndChangesNothing() {
        TestBox box = new TestBox(2, 7).choose("Start");
        int frames = box.devices.oledWrites.size();
        int[] before = box.leds();
        box.press(Button.PASS);
        assertEquals(Text.of("console.cannotPass", EAST), box.screen().message());
        assertEquals(0, match(box).moves().size());
        assertTrue(box.devices.oledWrites.size() > frames, "the refusal is shown");
        assertTrue(box.pulsesRed(), "a red pulse");
        box.pass(1000);
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, box.leds(), "then the strip as it was");
    }
}
