package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.firmware.script.Player;

class ResumeScreenTest {
    @Test
    void aResumedGameIsOnTheScreenAtOnceAndPlaysOnToTheMenu() throws Exception {
        Match match = new Match(ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(null)),
                List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), new SeededRandom(3)::nextLong, MatchRecorder.NONE);
        match.play(0, 4);
        TestBox box = new TestBox(2, 1);
        box.console().startWith(context -> Activities.resume(context, match));
        box.pass(50);
        assertTrue(box.screen().lines().contains(Text.of("console.hand", match.game().seat(0), "1 2 3 4 5 6 *")), box.text());
        box.play("Play 4");
        box.play("Play 6").play("Play 5");
        assertEquals(List.of("0:4", "1:4", "0:6", "1:5"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        // Six rounds, two played: eight moves more at most.
        for (int moves = 0; box.screen().kind() != ScreenModel.Kind.GAME_OVER; moves++) {
            assertTrue(moves < 8, "the game does not end:\n" + box.text());
            box.play("Play");
        }
        box.press(Button.OK);
        assertEquals(Text.of("console.title"), box.screen().title());
    }
}
