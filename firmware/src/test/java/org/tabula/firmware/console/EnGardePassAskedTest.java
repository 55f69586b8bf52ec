package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Player;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;

/**
 * PASS in En Garde gives the bout away: at a table deal, where the box cannot see whether the
 * fencer could still move, it is asked once more, keeping playing on OK (a stray press loses
 * nothing), passing on LEFT.
 */
class EnGardePassAskedTest {
    private static Match tableDeal() throws java.io.IOException {
        GameKind kind = ConsoleGames.named("engarde").kind();
        Game game = kind.create(2, kind.parseOptions(null));
        return new Match(game, List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), Lead.DRAWN, GameSetup.TABLE_DEAL,
                new SeededRandom(5)::nextLong, MatchRecorder.NONE);
    }

    @Test
    void passAtATableDealAsksFirstAndOkKeepsPlaying() throws Exception {
        Match match = tableDeal();
        TestBox box = new TestBox(2, 1);
        box.console().startWith(context -> Activities.resume(context, match));
        box.pass(50);
        // The layout: take out A to 5, deal 5 each; OK starts.
        box.press(Button.OK);
        assertEquals(ScreenModel.Kind.PLAY, box.screen().kind(), box.text());
        int seat = match.state().toMove().first();
        GameState before = match.state();
        box.press(Button.PASS);
        ScreenModel asked = box.screen();
        assertEquals(ScreenModel.Kind.PICK, asked.kind(), box.text());
        assertEquals(List.of(new ScreenModel.Key(Button.OK, Text.of("console.keepPlaying")),
                new ScreenModel.Key(Button.LEFT, Text.of("engarde.passConcede")),
                new ScreenModel.Key(Button.BACK, Text.of("pick.cancel"))), asked.keys());
        box.press(Button.OK);
        assertEquals(List.of(), match.moves(), "OK keeps playing");
        assertEquals(before.view(GameState.TABLE), match.state().view(GameState.TABLE));
        box.press(Button.PASS).press(Button.BACK);
        assertEquals(List.of(), match.moves(), "BACK cancels");
        box.press(Button.PASS).press(Button.LEFT);
        assertEquals(List.of(seat + ":pass"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList(), "LEFT passes");
    }
}
