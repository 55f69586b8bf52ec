package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.script.Move;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.script.Player;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.Series;
import org.tabula.rules.bots.Bots;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoRefusal;

class MenuTest {
    private static Match match(TestBox box) {
        return ((PlayActivity) box.console().activity()).match();
    }

    @Test
    void theGameItemCyclesThroughEveryGameTheBoxPlays() {
        TestBox box = new TestBox(2, 1);
        for (ConsoleGame game : ConsoleGames.all()) {
            assertEquals(TestBox.setting("menu.game", game.titles().name()), box.selectedLine());
            box.press(Button.OK);
        }
        assertEquals(TestBox.setting("menu.game", ConsoleGames.all().get(0).titles().name()), box.selectedLine());
        box.choose("Start");
        assertEquals(ConsoleGames.all().get(0).kind(), match(box).game().kind());
    }

    /** A card tapped at the main menu (a finished game's last card slid over a reader again) is answered, and the menu stays as it was. */
    @Test
    void aTapWithNoGameInPlayIsAnswered() throws Exception {
        TestBox box = TapTest.enrolled(2);
        Text selected = box.selectedLine();
        box.tap(0, TapTest.roman("R6"));
        assertEquals(Text.of("console.tapNoGame"), box.screen().message());
        assertEquals(selected, box.selectedLine());
        assertEquals(Text.of("console.title"), box.screen().title());
    }

    /** Spite and Malice's pay-off size 0 stands for the usual size, which depends on the deal: the menu says "usual", not 0. */
    @Test
    void aNumberWhoseZeroIsTheUsualValueSaysUsual() {
        TestBox box = new TestBox(2, 1);
        box.chooseUntil("Game:", TestBox.setting("menu.game", Text.of("game.spite")), ConsoleGames.all().size());
        box.choose("Variants").choose("Pay-off size");
        assertEquals(Text.of("menu.stepped", Text.of("menu.usual")), box.screen().lines().get(0));
        box.press(Button.RIGHT);
        assertEquals(Text.of("menu.stepped", Text.plain("1")), box.screen().lines().get(0));
        box.press(Button.LEFT, Button.OK);
        assertEquals(TestBox.setting("option.spite.payoffSize", Text.of("menu.usual")), box.selectedLine());
    }

    @Test
    void aVariantChosenInTheMenuIsPlayed() {
        TestBox box = new TestBox(2, 1).choose("Variants").choose("0 card");
        assertEquals(TestBox.setting("option.sumo.zeroCard", Text.of("menu.on")), box.selectedLine());
        box.press(Button.BACK);
        assertTrue(box.screen().lines().contains(TestBox.setting("console.variants", Text.of("console.variantsSet", 1))), box.text());
        box.choose("Start");
        assertEquals(true, match(box).game().options().flag("zeroCard"));
        assertTrue(box.screen().lines().contains(Text.of("sumo.roundAt", Text.of("sumo.round", 1, 7), Text.of("sumo.middle"))), box.text());
    }

    @Test
    void numberAndListOptionsAreEditedWithTheButtons() {
        TestBox box = new TestBox(2, 1).choose("Variants").choose("Ring size");
        box.press(Button.RIGHT, Button.RIGHT, Button.OK);
        assertTrue(box.screen().lines().contains(TestBox.setting("option.sumo.ringSize", Text.plain("19"))), box.text());
        box.choose("Hand");
        // Remove the 1, change the new first card (2) to 3, append a copy of the last (6).
        box.press(Button.PASS, Button.OK, Button.RIGHT, Button.OK);
        box.choose("add").press(Button.BACK);
        assertTrue(box.screen().lines().contains(TestBox.setting("option.sumo.hand", Text.plain("3,3,4,5,6,6"))), box.text());
        box.press(Button.BACK).choose("Start");
        assertEquals(List.of(3, 3, 4, 5, 6, 6), match(box).game().options().numbers("hand"));
        assertEquals(19, match(box).game().options().number("ringSize"));
    }

    @Test
    void anImpossibleSetupIsRefusedWithTheRulesReasonAndTheMenuStays() {
        TestBox box = new TestBox(2, 1).choose("Variants").choose("Ring size");
        box.press(Button.RIGHT, Button.OK, Button.BACK).choose("Start");
        Text.Refusal refused = assertInstanceOf(Text.Refusal.class, box.screen().message(), box.text());
        assertEquals(SumoRefusal.RING_SIZE, refused.reason());
        assertEquals(18, refused.args().get(1), "the size asked for");
        assertTrue(box.console().activity() instanceof MenuActivity);
    }

    @Test
    void theSeatsWaitForASetupThatMakesAGameSinceWhichBotsCanPlayDependsOnIt() {
        TestBox box = new TestBox(2, 1).choose("Variants").choose("Ring size");
        box.press(Button.RIGHT, Button.OK, Button.BACK).choose("Seats");
        Text refused = box.screen().message();
        assertTrue(refused instanceof Text.Refusal, "the rules' reason: " + refused);
        assertEquals(TestBox.setting("console.seats", Text.of("console.allPeople")), box.selectedLine(), "the main menu stays");
    }

    @Test
    void sumoIsForTwoPlayersAndSaysSo() {
        TestBox box = new TestBox(2, 1).choose("Players");
        assertEquals(Text.of("console.onlyPlayers", ConsoleGames.named("sumo").titles().name(), 2), box.screen().message());
        assertTrue(box.pulsesRed(), "a red pulse");
        assertEquals(TestBox.setting("menu.players", 2), box.selectedLine(), "the count stays");
    }

    /** The menu back on Sumo after seat 1 was given the ismcts bot on Spartacus (whose seats offer a person, random, rules and ismcts). */
    private static TestBox ismctsChosenOnSpartacusThenSumo() {
        TestBox box = new TestBox(2, 1).choose("Game").choose("Seats").choose("Blue").choose("Blue").choose("Blue");
        assertEquals(Text.of("console.setting", Text.name(Spartacus.KIND.seatNames(3).name(1)), Text.plain("ismcts")), box.selectedLine());
        box.press(Button.BACK);
        for (int game = 1; game < ConsoleGames.all().size(); game++) {
            box.choose("Game");
        }
        return box;
    }

    @Test
    void aSeatsBotKeepsItsKindFromGameToGameAndTheNextPressGoesOnFromIt() {
        TestBox box = ismctsChosenOnSpartacusThenSumo();
        // Sumo's seats offer the Sumo bots after ismcts too; seat 1 is West there.
        box.choose("Seats").choose("West");
        assertEquals(Text.of("console.setting", Text.name(Sumo.KIND.seatNames(2).name(1)), Text.plain("sumo-exact")), box.selectedLine());
        box.press(Button.BACK).choose("Start");
        assertEquals(Player.bot(Bots.named("sumo-exact"), match(box).game()), match(box).player(1));
        assertEquals(Player.HUMAN, match(box).player(0));
    }

    @Test
    void aBotChosenForOneGamePlaysAnotherWithThatGamesBudget() {
        TestBox box = ismctsChosenOnSpartacusThenSumo().choose("Start");
        Game sumo = match(box).game();
        GameKind spartacusKind = ConsoleGames.named("spartacus").kind();
        Game spartacus = spartacusKind.create(3, spartacusKind.parseOptions(Map.of()));
        assertNotEquals(Bots.named("ismcts").defaultBudget(spartacus), Bots.named("ismcts").defaultBudget(sumo), "the games' budgets differ");
        assertEquals(new Player.Bot(Bots.named("ismcts"), Bots.named("ismcts").defaultBudget(sumo)), match(box).player(1));
    }

    @Test
    void aSeatSetToTheRandomBotPlaysByItselfAfterAPause() {
        TestBox box = new TestBox(2, 1).choose("Seats").choose("West");
        assertEquals(Text.of("console.setting", Text.name(Sumo.KIND.seatNames(2).name(1)), Text.plain("random")), box.selectedLine());
        box.press(Button.BACK).choose("Start");
        box.pass(200);
        assertEquals(0, match(box).moves().size(), "the bot waits so people can follow");
        box.pass(600);
        assertEquals(1, match(box).moves().size());
        assertEquals(1, match(box).moves().get(0).seat());
        box.play("Play 6");
        assertEquals(2, match(box).moves().size());
    }

    @Test
    void aListBeingBrowsedStaysOpenWhenTheOtherSidesBotChooses() {
        TestBox box = new TestBox(2, 1).choose("Seats").choose("West").press(Button.BACK).choose("Start");
        box.press(Button.OK, Button.RIGHT, Button.RIGHT);
        assertEquals(Text.of("console.play", "2"), box.selectedLine(), box.text());
        box.pass(800);
        assertEquals(1, match(box).moves().size(), "West's bot has chosen");
        assertEquals(ScreenModel.Kind.CHOICE, box.screen().kind(), "East's list is still open: " + box.text());
        assertEquals(Text.of("console.play", "2"), box.selectedLine(), "East's list is still open: " + box.text());
        box.press(Button.OK);
        assertEquals(new Move(0, "2"), match(box).moves().get(1));
    }

    @Test
    void twoBotsPlayAWholeSeriesAndTheTotalsRunOn() {
        TestBox box = new TestBox(2, 3).choose("Seats").choose("East").choose("West").press(Button.BACK);
        box.choose("Series").press(Button.BACK);
        assertTrue(box.screen().lines().contains(TestBox.setting("console.series", MainMenu.goalText(Series.Goal.games(3)))), box.text());
        box.choose("Start");
        for (int game = 1; game <= 3; game++) {
            for (int i = 0; i < 100 && box.screen().kind() != ScreenModel.Kind.GAME_OVER; i++) {
                box.pass(800);
            }
            assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind(), box.text());
            assertTrue(box.screen().lines().contains(Text.of("console.totalsAfter", game)), box.text());
            assertEquals(game, match(box).series().gamesPlayed());
            box.press(Button.OK);
        }
        assertEquals(ScreenModel.Kind.SERIES_OVER, box.screen().kind(), box.text());
        box.press(Button.OK);
        assertEquals(Text.of("console.title"), box.screen().title());
    }

    @Test
    void backDuringAGamePausesAndAbortReturnsToTheMenu() {
        TestBox box = new TestBox(2, 1).choose("Start").play("Play 2");
        box.press(Button.BACK);
        assertEquals(Text.of("console.paused"), box.screen().title());
        box.choose("Resume");
        assertEquals(List.of("0:2"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        box.press(Button.BACK).choose("Abort").choose("Abort");
        assertEquals(Text.of("console.title"), box.screen().title());
    }
}
