package org.tabula.display.screen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.DrawnGames;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Frame;
import org.tabula.display.text.Language;
import org.tabula.display.text.SampleArguments;
import org.tabula.rules.Refusal;
import org.tabula.rules.games.Refusals;

/**
 * Every reason any game gives for refusing a move, in every language, as the toast shows it: a
 * sentence of the catalogue (never the raw key, never a placeholder left), wrapped whole onto the
 * toast's lines with no word cut, and leaving the bottom line of the screen in view.
 */
class RefusalToastTest {
    @Test
    void everyRefusalOfEveryGameIsASentenceTheToastShowsWhole() {
        for (Language language : Language.all()) {
            for (Refusal.Reason reason : Refusals.of(DrawnGames.kinds())) {
                String template = language.catalogue().template(reason.key().name());
                Object[] args = SampleArguments.typed(template != null ? template : reason.english(), "10D", 2, 3, "4/5/6");
                String sentence = language.format(Prompts.refused(Refusal.of(reason, args)));
                String where = language.code() + " " + reason.key() + ": " + sentence;
                assertFalse(sentence.isBlank() || sentence.startsWith("["), where);
                assertFalse(sentence.matches(".*\\{\\d}.*"), where);
                var font = language.fonts().small();
                int width = Frame.WIDTH - 2 - Tone.ERROR.mark().width() - 3 - 2;
                List<String> lines = TextLayout.wrap(font, sentence, width, Integer.MAX_VALUE);
                assertTrue(lines.stream().noneMatch(line -> line.contains(TextLayout.ELLIPSIS)), "cut: " + where);
                assertEquals(sentence.replace(" ", ""), String.join("", lines).replace(" ", ""), "lost words: " + where);
                assertTrue(lines.size() * font.lineHeight() + 2 < Frame.HEIGHT - font.lineHeight(), "covers the screen: " + where);
            }
        }
    }
}
