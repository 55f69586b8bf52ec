package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import org.tabula.display.font.Font;
import org.tabula.display.font.Fonts;
import org.tabula.display.font.Glyph;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.hal.Button;
import org.tabula.rules.SeededRandom;

/**
 * No screen shows a message key in place of words ({@code [game.counting.short]}), in any game the
 * box plays or any language it speaks: every screen met in random play is drawn through the real
 * renderer with fonts that note each character they draw. The sixth game, registered from
 * outside with no catalogue entries, is the proof that titles come from the registration.
 */
class NoRawKeyOnAnyScreenTest {
    private static final Pattern RAW_KEY = Pattern.compile("\\[[a-z]+(\\.[A-Za-z0-9]+)+\\]");
    private static final List<Button> PRESSES = List.of(Button.LEFT, Button.RIGHT, Button.OK, Button.OK, Button.PASS, Button.BACK);

    @Test
    void everyScreenOfRandomPlayInEveryGameAndLanguageShowsWords() {
        for (Language language : Language.all()) {
            for (int game = 0; game < ConsoleGames.all().size(); game++) {
                TestBox box = new TestBox(2, game, CardRegistry.inMemory(), MatchRecorder.NONE, LanguageChoice.inMemory(language));
                box.pass(50);
                ConsoleGame chosen = ConsoleGames.all().get(game);
                for (int i = 0; i < game; i++) {
                    box.press(Button.OK); // the first line cycles the game
                }
                check(box, language, chosen.kind().name() + " in the menu");
                // RIGHT reaches Start within one round of the menu's lines.
                for (int presses = 0; !box.screen().lines().get(box.screen().selected()).equals(Text.of("console.start")); presses++) {
                    assertTrue(presses <= box.screen().lines().size(), "no Start line in the menu:\n" + box.text());
                    box.press(Button.RIGHT);
                }
                box.press(Button.OK);
                assertEquals(chosen.kind(), ((PlayActivity) box.console().activity()).match().game().kind());
                SeededRandom rng = new SeededRandom(game);
                for (int press = 0; press < 150; press++) {
                    check(box, language, chosen.kind().name() + ", press " + press);
                    box.press(PRESSES.get(rng.nextInt(PRESSES.size())));
                    box.pass(rng.nextInt(3) == 0 ? 3000 : 20);
                }
            }
        }
    }

    /** Draws the screen with noting fonts and looks for a key among what was drawn. */
    private static void check(TestBox box, Language language, String where) {
        StringBuilder drawn = new StringBuilder();
        Fonts fonts = language.fonts();
        Language noting = new Language(language.code(), language.catalogue(),
                new Fonts(noting(fonts.small(), drawn), noting(fonts.medium(), drawn), noting(fonts.large(), drawn)));
        new DisplayRenderer(19).render(box.screen().in(noting), 0);
        assertFalse(RAW_KEY.matcher(drawn).find(), language.code() + ", " + where + ": a key on the screen in " + drawn);
        assertFalse(RAW_KEY.matcher(box.text()).find(), language.code() + ", " + where + ": a key in the screen's text\n" + box.text());
    }

    /** The font, noting every character it is asked for. */
    private static Font noting(Font font, StringBuilder drawn) {
        return new Font() {
            @Override
            public String name() {
                return font.name();
            }

            @Override
            public int ascent() {
                return font.ascent();
            }

            @Override
            public int descent() {
                return font.descent();
            }

            @Override
            public boolean covers(int codePoint) {
                return font.covers(codePoint);
            }

            @Override
            public Glyph glyph(int codePoint) {
                drawn.appendCodePoint(codePoint);
                return font.glyph(codePoint);
            }
        };
    }
}
