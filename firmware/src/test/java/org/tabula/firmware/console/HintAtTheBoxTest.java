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
import org.tabula.rules.Hint;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.bots.Hints;

/** Holding OK in play asks for a hint: the seat's list opens on the move the box would make, with why; OK plays it. */
class HintAtTheBoxTest {
    private static Match match(TestBox box) {
        return box.console().match().orElseThrow();
    }

    @Test
    void aHeldOkOpensTheListOnTheHintedMoveWithWhyAndOkPlaysIt() {
        TestBox box = new TestBox(2, 7).choose("Start");
        Match match = match(box);
        Hint expected = Hints.hint(match.state(), 0, Hints.bot(match.game()), Hints.budget(match.game()), new SeededRandom(0));
        box.hold(Button.OK).pass(1000);
        ScreenModel screen = box.screen();
        assertEquals(ScreenModel.Kind.CHOICE, screen.kind(), box.text());
        assertEquals(Prompts.why(expected.why()), screen.message(), box.text());
        assertEquals(List.of(expected), match.hintsAsked().stream().map(Match.AskedHint::hint).toList());
        box.press(Button.OK);
        assertEquals(List.of("0:" + match.state().game().start(0).formatMove(0, expected.move())), match.moves());
    }

    @Test
    void withHintsTurnedOffInTheMenuAHeldOkSaysSo() {
        TestBox box = new TestBox(2, 7).choose("Hints").choose("Start");
        box.hold(Button.OK).pass(1000);
        assertEquals(Text.of("hint.off"), box.screen().message(), box.text());
        assertTrue(match(box).hintsAsked().isEmpty());
        assertTrue(match(box).moves().isEmpty());
    }
}
