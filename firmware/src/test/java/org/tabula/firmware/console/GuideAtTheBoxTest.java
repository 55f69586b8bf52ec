package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Guide;
import org.tabula.firmware.play.Match;
import org.tabula.hal.Button;
import org.tabula.rules.MessageKey;
import org.tabula.rules.games.Games;
import org.tabula.rules.sumo.SumoMove;

/**
 * The menu's Learn plays the game's guide at the table: the step is said over the table; a move
 * other than the step's is refused with the guide's reason and changes nothing; a take-back steps
 * the guide back; after the last step, OK starts a real game, in which nothing is said over the table.
 */
class GuideAtTheBoxTest {
    private static final Guide SUMO = ConsoleGames.named("sumo").guide().orElseThrow();

    private static Match match(TestBox box) {
        return box.console().match().orElseThrow();
    }

    /** What the step says, its seat named. */
    private static Text says(Match match, int step) {
        Guide.Step at = SUMO.steps().get(step);
        return Text.of(at.says(), match.game().seat(at.seat()));
    }

    @Test
    void aMoveOtherThanTheStepsIsRefusedWithTheGuidesReasonAndChangesNothing() throws Exception {
        TestBox box = TapTest.enrolled(2).choose("Learn Sumo");
        Match match = match(box);
        assertEquals(says(match, 0), box.screen().message(), box.text());
        box.tap(1, TapTest.roman("B2"));
        Guide.Step first = SUMO.steps().get(0);
        assertEquals(Text.of(first.otherwise(), match.game().seat(0)), box.screen().message(), box.text());
        assertTrue(match.moves().isEmpty(), "nothing changed");
        box.pass(3500);
        assertEquals(says(match, 0), box.screen().message(), "the step is said again: " + box.text());
        box.tap(0, TapTest.roman("R2"));
        assertEquals(List.of("0:2"), match.moves().stream().map(String::valueOf).toList());
        box.pass(3500);
        assertEquals(says(match, 1), box.screen().message(), box.text());
    }

    @Test
    void aTakeBackStepsTheGuideBack() throws Exception {
        TestBox box = TapTest.enrolled(2).choose("Learn Sumo");
        Match match = match(box);
        box.tap(0, TapTest.roman("R2"));
        box.hold(Button.BACK).press(Button.OK);
        assertTrue(match.moves().isEmpty(), box.text());
        box.pass(3500);
        assertEquals(says(match, 0), box.screen().message(), box.text());
    }

    @Test
    void afterTheLastStepOkStartsARealGame() throws Exception {
        TestBox box = TapTest.enrolled(2).choose("Learn Sumo");
        Match guided = match(box);
        for (Guide.Step step : SUMO.steps()) {
            box.tap(step.seat(), TapTest.roman((step.seat() == 0 ? "R" : "B") + ((SumoMove) step.move()).card()));
        }
        assertTrue(guided.state().isOver(), "East pushed West out: " + box.text());
        box.press(Button.OK);
        assertInstanceOf(GuideOver.class, box.console().activity(), box.text());
        assertEquals(Text.of("guide.over", ConsoleGames.named("sumo").titles().shortName()), box.screen().title());
        box.press(Button.OK);
        Match real = match(box);
        assertNotEquals(guided, real);
        assertTrue(real.moves().isEmpty());
        box.pass(3500);
        assertNull(box.screen().message(), "a real game says no step: " + box.text());
        box.tap(1, TapTest.roman("B1"));
        assertEquals(List.of("1:1"), real.moves().stream().map(String::valueOf).toList(), "any card plays");
    }

    @Test
    void everyGameOfTheRulesHasAGuide() {
        for (var kind : Games.all()) {
            var game = ConsoleGames.of(kind);
            MessageKey closing = game.guide().orElseThrow(() -> new AssertionError(game.kind().name() + " has no guide")).closing();
            assertTrue(closing.name().startsWith("guide." + game.kind().name() + "."), closing.name());
        }
    }
}
