package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.screen.MenuScreen;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.bots.Bots;

/** The console switched to Japanese in its menu: every screen speaks it, and the choice outlives a restart. */
class JapaneseConsoleTest {
    @TempDir
    Path state;

    private TestBox box(Language configured) throws IOException {
        CardRegistry registry = CardRegistry.inMemory();
        TestBox box = new TestBox(2, 7, registry, MatchRecorder.NONE, LanguageChoice.load(state, configured));
        box.pass(50);
        return box;
    }

    /** LEFT from the first line wraps to the last: the language. */
    private static void chooseNextLanguage(TestBox box) {
        box.press(Button.LEFT);
        assertTrue(box.screen().lineTexts().get(box.screen().selected()).startsWith(box.screen().language() == Language.english()
                ? "Language: " : "言語: "), box.text());
        box.press(Button.OK);
    }

    /** A player who cannot read the box's language mid-game changes it from the pause menu, and the game goes on. */
    @Test
    void thePauseMenuOffersTheLanguage() throws IOException {
        TestBox box = box(Language.english());
        box.choose("Start");
        box.press(Button.BACK);
        assertEquals(Text.of("console.paused"), box.screen().title());
        Text line = Text.of("console.setting", Text.of("menu.language"), Language.english().name());
        int index = box.screen().lines().indexOf(line);
        assertTrue(index >= 0, box.text());
        for (int i = 0; i < index; i++) {
            box.press(Button.RIGHT);
        }
        box.press(Button.OK);
        assertEquals(Language.japanese(), box.screen().language());
        assertEquals(Text.of("console.setting", Text.of("menu.language"), Language.japanese().name()), box.screen().lines().get(index));
        assertEquals(Language.japanese(), box(Language.english()).screen().language(), "kept in the state folder");
    }

    @Test
    void theMenuSwitchesTheWholeConsoleToJapanese() throws IOException {
        TestBox box = box(Language.english());
        assertTrue(box.text().contains("Language: English"), box.text());
        chooseNextLanguage(box);
        assertEquals(Language.japanese(), box.screen().language());
        assertTrue(box.text().contains("言語: 日本語"), box.text());
        assertTrue(box.text().contains("ゲーム: 相撲"), box.text());
        assertTrue(box.text().contains("連戦: 1戦"), box.text());
        // What reaches the OLED is the display's menu drawn in Japanese, misaki's glyphs and all.
        byte[] expected = new MenuScreen(new org.tabula.display.screen.Menu(box.screen().title(), box.screen().lines(),
                box.screen().selected())).render(Language.japanese()).bytes();
        assertArrayEquals(expected, box.devices.oledWrites.get(box.devices.oledWrites.size() - 1));

        assertTrue(box.text().contains("ヒント: あり"), box.text());
        box.press(Button.RIGHT, Button.RIGHT, Button.RIGHT, Button.RIGHT, Button.RIGHT, Button.RIGHT, Button.RIGHT);
        assertEquals("開始", box.screen().lineTexts().get(box.screen().selected()), box.text());
        box.press(Button.OK);
        assertTrue(box.text().startsWith("相撲"), box.text());
        assertTrue(box.text().contains("東: 見えないようにOK"), box.text());
        assertTrue(box.text().contains("東: 1 2 3 4 5 6"), box.text());
        box.press(Button.OK);
        assertTrue(box.text().startsWith("東: 選ぶ"), box.text());
        assertTrue(box.text().contains("6を出す"), box.text());
        box.press(Button.RIGHT, Button.OK);
        assertTrue(box.text().contains("! 東が選んだ"), box.text());

        box.tapUid(0, "04FFFFFF");
        assertTrue(box.text().contains("! 未登録のカード。先に登録"), box.text());
        assertFalse(box.text().matches("(?s).*[A-Za-z]{4,}.*"), "no English word on a Japanese screen: " + box.text());
    }

    @Test
    void theRulesRefusalIsSaidInJapaneseAndTheReplayKeepsItsEnglish() throws IOException {
        TestBox box = box(Language.japanese());
        box.choose("ゲーム");
        assertTrue(box.text().contains("ゲーム: スパルタクス"), box.text());
        box.choose("開始");
        org.tabula.firmware.play.Match match = box.console().match().orElseThrow();
        int leader = match.state().toMove().first();
        String colours = org.tabula.display.palette.RomanColour.letters();
        box.tag(new TagEvent(0, TagEvent.Kind.ARRIVED, new byte[] {1, 2, 3, 4}, Optional.of("roman:" + colours.charAt(leader) + "5")));
        int next = match.state().toMove().first();
        box.tag(new TagEvent(0, TagEvent.Kind.ARRIVED, new byte[] {1, 2, 3, 5}, Optional.of("roman:" + colours.charAt(next) + "7")));
        assertTrue(box.text().contains("! 7は5より低くない"), box.text());
        assertEquals("7 is not lower than 5", match.state().whyIllegal(next, match.state().parseMove(next, "7")));
    }

    @Test
    void optionsTheRulesRefuseAreRefusedInJapanese() throws IOException {
        Language japanese = Language.japanese();
        TestBox box = box(japanese);
        box.choose("変則ルール").choose("土俵の広さ");
        assertTrue(box.screen().lines().contains(Text.of("help.sumo.ringSize")), box.text());
        assertEquals("土俵のマス数（奇数）", japanese.format(Text.of("help.sumo.ringSize")));
        box.press(Button.RIGHT, Button.OK, Button.BACK).choose("開始");
        Text ringRefused = box.screen().message();
        assertTrue(ringRefused instanceof Text.Refusal, "the rules' reason: " + ringRefused);
        assertEquals("土俵の広さは3～10001の奇数（18ではない）", japanese.format(ringRefused));
        box.press(Button.LEFT, Button.LEFT, Button.LEFT).choose("変則ルール").choose("土俵の広さ");
        box.press(Button.RIGHT, Button.OK, Button.BACK).choose("席");
        box.press(Button.OK, Button.OK, Button.OK, Button.OK, Button.BACK);
        assertEquals(TestBox.setting("console.seats", Text.of("console.oneBot", 1L)), box.selectedLine());
        assertEquals("席: ボット1", japanese.format(box.selectedLine()));
        box.choose("ゲーム").choose("開始");
        GameKind spartacus = ConsoleGames.named("spartacus").kind();
        Text botRefused = Prompts.refused(Bots.named("sumo-exact").refusal(spartacus.create(3, spartacus.parseOptions(Map.of()))));
        assertEquals(botRefused, box.screen().message());
        assertEquals("sumo-exactは相撲だけ（spartacusはできない）", japanese.format(botRefused));
        assertEquals(japanese, box.screen().language());
    }

    @Test
    void theChoiceIsKeptInTheStateFolderAndComesBackAfterARestart() throws IOException {
        chooseNextLanguage(box(Language.english()));
        assertEquals("{\"language\":\"ja\"}", Files.readString(state.resolve(LanguageChoice.FILE_NAME)));
        TestBox restarted = box(Language.english());
        assertEquals(Language.japanese(), restarted.screen().language());
        assertTrue(restarted.text().contains("言語: 日本語"), restarted.text());
        chooseNextLanguage(restarted);
        assertTrue(box(Language.japanese()).text().contains("Language: English"), "a choice outranks the configured language");
    }

    @Test
    void theConfiguredLanguageSpeaksUntilAPlayerChooses() throws IOException {
        assertTrue(box(Language.japanese()).text().contains("言語: 日本語"));
        assertFalse(Files.exists(state.resolve(LanguageChoice.FILE_NAME)));
    }

    @Test
    void aDamagedChoiceFileIsReportedWithItsPath() throws IOException {
        Files.writeString(state.resolve(LanguageChoice.FILE_NAME), "{\"language\": \"tlh\"}");
        IOException e = assertThrows(IOException.class, () -> LanguageChoice.load(state, Language.english()));
        assertEquals(state.resolve(LanguageChoice.FILE_NAME) + ": unknown language 'tlh': the box speaks en, ja", e.getMessage());
    }
}
