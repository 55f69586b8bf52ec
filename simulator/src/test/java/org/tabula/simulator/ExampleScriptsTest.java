package org.tabula.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.hal.MonoDisplay;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;

class ExampleScriptsTest {
    @TempDir
    Path out;

    private ScriptRunner runner(ByteArrayOutputStream printed) throws Exception {
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        return new ScriptRunner(new HeadlessBox(SimConfig.REFERENCE_BOX, registry, 1), new PrintStream(printed, true), out);
    }

    private void runExample(String name) throws Exception {
        Path repository = Path.of("..").toAbsolutePath().normalize();
        try (var reader = Files.newBufferedReader(repository.resolve("examples/sim/" + name))) {
            runner(new ByteArrayOutputStream()).run(reader);
        }
    }

    @Test
    void sumoByButtons() throws Exception {
        runExample("sumo-by-buttons.txt");
        var image = ImageIO.read(out.resolve("sumo-game-over.png").toFile());
        assertEquals(MonoDisplay.WIDTH * 4, image.getWidth());
        assertEquals(MonoDisplay.HEIGHT * 4, image.getHeight());
    }

    @Test
    void writtenStickersNameTheirCardsWithoutEnrolment() throws Exception {
        runExample("write-tags.txt");
    }

    @Test
    void sumoByTapsWithEveryRefusal() throws Exception {
        runExample("sumo-by-taps.txt");
        assertEquals(19 * Pictures.LED_PITCH, ImageIO.read(out.resolve("sumo-leds.png").toFile()).getWidth());
    }

    /** Wheel of History dealt at the table from the menu to the end screen: the circle laid by taps, refusals, the game. */
    @Test
    void wheelOfHistoryDealtAtTheTable() throws Exception {
        runExample("wheel-table-deal.txt");
    }

    /** En Garde dealt at the table, a bout to the hit: taps, picks, refusals, a take-back, an attack, a parry, the end, as examples/sim/engarde shows. */
    @Test
    void enGardeDealtAtTheTable() throws Exception {
        runComparingPictures("engarde-table-deal.txt");
    }

    /** Spite and Malice dealt at the table: the pay-off tops turned up and tapped, hand cards named by their taps, the end. */
    @Test
    void spiteAndMaliceDealtAtTheTable() throws Exception {
        runExample("spite-table-deal.txt");
    }

    /** A misread pay-off top at a table deal of Spite and Malice taken back, the question and the refusals as examples/sim/take-back's pictures. */
    @Test
    void aMisreadRevealTakenBack() throws Exception {
        runComparingPictures("take-back.txt");
    }

    /** A misread pay-off top taken back in a partnership game of four dealt at the table. */
    @Test
    void aMisreadRevealTakenBackInPartnership() throws Exception {
        runExample("take-back-partnership.txt");
    }

    /** Two people seated by their badges play Sumo by taps: a mis-tap refused by name, a take-back, the end, as examples/sim/people's pictures. */
    @Test
    void peopleSeatedByTheirBadgesAreNamedInEverySentence() throws Exception {
        runComparingPictures("people.txt");
    }

    /** The take-back question, its refusal and the abort question in Japanese, as examples/sim/take-back's ja- pictures. */
    @Test
    void takingBackInJapanese() throws Exception {
        runComparingPictures("take-back-ja.txt");
    }

    /** The box switched to Japanese in its menu shows exactly the pictures in examples/sim/ja (-Dgolden.update=true saves them). */
    @Test
    void theBoxInJapaneseLooksAsItsPictures() throws Exception {
        runComparingPictures("japanese.txt");
    }

    /** The new-game menu shows exactly the pictures in examples/sim/menu, the ones the manual shows. */
    @Test
    void theNewGameMenuLooksAsItsPictures() throws Exception {
        runComparingPictures("menu.txt");
    }

    /** A hint at the box and the rules at hand, as examples/sim/hint's pictures; hints turned off in the menu. */
    @Test
    void aHintAndTheRulesAtHand() throws Exception {
        runComparingPictures("hint.txt");
    }

    /** The first game of Sumo that docs/first-game.md walks through, with its pictures in examples/sim/first-game. */
    @Test
    void theFirstGameOfTheManualLooksAsItsPictures() throws Exception {
        runComparingPictures("first-game.txt");
    }

    /** Spartacus waits for its first card, shown as examples/sim/leader's pictures; the one tapped leads. */
    @Test
    void theFirstCardTappedLeadsSpartacus() throws Exception {
        runComparingPictures("spartacus-first-card.txt");
    }

    /** A Senator card's entries walked round the board with an arrow, by a tap and by the buttons, as examples/sim/senator-walk shows. */
    @Test
    void aSenatorCardIsWalkedRoundTheBoard() throws Exception {
        runComparingPictures("senator-walk.txt");
    }

    /** Sumo's guided first game, a wrong card refused with the guide's reason, then a real game, as examples/sim/learn shows. */
    @Test
    void learnSumo() throws Exception {
        runComparingPictures("learn-sumo.txt");
    }

    /** Spartacus's guided first game: the banner, a pass, the lowest card taking the trick; a higher card refused. */
    @Test
    void learnSpartacus() throws Exception {
        runComparingPictures("learn-spartacus.txt");
    }

    /** Senator's guided first game: the banner, pushes into the Senate; a push at another entry refused. */
    @Test
    void learnSenator() throws Exception {
        runComparingPictures("learn-senator.txt");
    }

    /** The Wheel of History's guided first game: the circle laid, cards taken, red scored; a card too far on refused. */
    @Test
    void learnWheelOfHistory() throws Exception {
        runComparingPictures("learn-wheel.txt");
    }

    /** Spite and Malice's guided first game: centre piles, the pay-off, discards, a forced pay-off 2; a discard too early refused. */
    @Test
    void learnSpiteAndMalice() throws Exception {
        runComparingPictures("learn-spite.txt");
    }

    /** En Garde's guided first game: advance, attack, parry, advance-attack, retreat; a retreat refused where the step advances. */
    @Test
    void learnEnGarde() throws Exception {
        runComparingPictures("learn-engarde.txt");
    }

    /** The badge-writing screens, from the page and from the shell, each compared with its picture in examples/sim/badges. */
    @Test
    void badgesWrittenAtTheBox() throws Exception {
        runComparingPictures("badges.txt");
    }

    @Test
    void badgesWrittenAtTheBoxInJapanese() throws Exception {
        runComparingPictures("badges-ja.txt");
    }

    @Test
    void aLeaderChosenInTheMenuLeadsSpartacus() throws Exception {
        runExample("spartacus-leader-from-menu.txt");
    }

    /** Runs an example whose expect-oled pictures are those beside it in examples/sim. */
    private static void runComparingPictures(String name) throws Exception {
        Path examples = Path.of("..").toAbsolutePath().normalize().resolve("examples/sim");
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        ScriptRunner runner = new ScriptRunner(new HeadlessBox(SimConfig.REFERENCE_BOX, registry, 1),
                new PrintStream(new ByteArrayOutputStream(), true), examples);
        try (var reader = Files.newBufferedReader(examples.resolve(name))) {
            runner.run(reader);
        }
    }

    @Test
    void aPictureThatDiffersFailsWithTheCountOfPixels() throws Exception {
        ScriptRunner runner = runner(new ByteArrayOutputStream());
        runner.execute("save-oled menu.png");
        runner.execute("expect-oled menu.png");
        runner.execute("press RIGHT");
        var e = assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader("expect-oled menu.png\n")));
        assertTrue(e.getMessage().startsWith("line 1: the OLED differs from " + out.resolve("menu.png") + " in "), e.getMessage());
    }

    @Test
    void aFailedExpectationNamesTheLineAndShowsTheScreen() throws Exception {
        ScriptRunner runner = runner(new ByteArrayOutputStream());
        var e = assertThrows(ScriptRunner.ScriptException.class,
                () -> runner.run(new StringReader("press OK\n\n# comment\nexpect Spartacus rules\n")));
        assertTrue(e.getMessage().startsWith("line 4: the screen does not say \"Spartacus rules\""), e.getMessage());
        assertTrue(e.getMessage().contains("--- the screen ---\nTabula"), e.getMessage());
    }

    @Test
    void malformedCommandsAreRefusedWithTheirLine() throws Exception {
        ScriptRunner runner = runner(new ByteArrayOutputStream());
        assertTrue(assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader("press UP")))
                .getMessage().startsWith("line 1: 'UP' is no button"));
        assertTrue(assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader("tap 0 roman:Q9")))
                .getMessage().startsWith("line 1: 'roman:Q9' is no card"));
        assertTrue(assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader("tap 5 roman:R1")))
                .getMessage().startsWith("line 1: there is no reader 5"));
        assertTrue(assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader("jump")))
                .getMessage().startsWith("line 1: unknown command 'jump'"));
    }

    /** {@code set} names a setting's value: the game is chosen by its name whatever comes before it; a value it never reads is refused. */
    @Test
    void setTurnsASettingToItsValue() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        ScriptRunner runner = runner(printed);
        runner.run(new StringReader("set Game: Spite and Malice\nprint\nset Game: Sumo\nprint"));
        List<String> screens = List.of(printed.toString().split("\n\n"));
        assertTrue(screens.get(0).startsWith("Tabula\n> Game: Spite and Malice"), printed.toString());
        assertTrue(screens.get(1).startsWith("Tabula\n> Game: Sumo"), printed.toString());
        assertTrue(assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader("set Game: Chess")))
                .getMessage().contains("never reads \"Game: Chess\""));
    }

    @Test
    void printShowsTheScreenText() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        runner(printed).run(new StringReader("print"));
        assertTrue(printed.toString().startsWith("Tabula\n> Game: "), printed.toString());
    }
}
