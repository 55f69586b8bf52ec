package org.tabula.display;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.frame.Cuts;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;

/** The texts a screen draws with some ink, each with the box round its ink, in drawing order: for the tests that look at what a screen wrote where. */
final class InkedTexts {
    /** A text drawn and the box round its ink. */
    record Inked(String text, Rect ink) {
    }

    private InkedTexts() {
    }

    static List<Inked> of(Screen screen, Language language) {
        List<Inked> texts = new ArrayList<>();
        screen.render(language, new Cuts() {
            @Override
            public void cut(String text, String shown, Rect area) {
            }

            @Override
            public void inked(String text, Rect ink) {
                if (!ink.isEmpty()) {
                    texts.add(new Inked(text, ink));
                }
            }
        });
        return texts;
    }
}
