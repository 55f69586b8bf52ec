package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.web.LiveTable;
import org.tabula.firmware.web.PhonePairing;
import org.tabula.firmware.web.SeatPairing;
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
        assertEquals(List.of("0:" + match.state().game().start(0).formatMove(0, expected.move())), match.moves().stream().map(String::valueOf).toList());
    }

    @Test
    void aPhonesHintIsThoughtAboutOnTheLoopAndNeverShownOnTheBox() {
        java.util.ArrayDeque<Integer> asks = new java.util.ArrayDeque<>();
        LiveTable page = new LiveTable(playing -> { }, new PhonePairing() {
            @Override
            public java.util.Optional<SeatPairing.Code> offer(int seat) {
                return java.util.Optional.empty();
            }

            @Override
            public String address() {
                return "tabula.local:8080/seat";
            }

            @Override
            public int nextHintAsk() {
                return asks.isEmpty() ? -1 : asks.poll();
            }
        });
        TestBox box = new TestBox(2, 7, CardRegistry.inMemory(), MatchRecorder.NONE, LanguageChoice.inMemory(Language.english()), page)
                .choose("Start");
        ScreenModel before = box.screen();
        asks.add(1);
        box.pass(1000);
        assertEquals(1, match(box).hintsAsked().size(), "West's phone had its hint");
        assertEquals(1, match(box).hintsAsked().get(0).hint().seat());
        assertEquals(before.kind(), box.screen().kind(), "the box's screen shows no hint: " + box.text());
        assertEquals(before.message(), box.screen().message());
        assertTrue(match(box).moves().isEmpty());
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
