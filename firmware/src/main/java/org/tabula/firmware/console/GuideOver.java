package org.tabula.firmware.console;

import java.util.List;
import java.util.function.Supplier;

import org.tabula.display.screen.SummaryPages;
import org.tabula.display.text.Text;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;

/**
 * The end of a guided first game: the guide's closing words, then OK starts a real game of it and
 * BACK goes back to the menu. The words are wrapped as the rules at hand are, on one screen.
 */
final class GuideOver implements Activity {
    private final ConsoleContext context;
    private final Text title;
    private final List<Text> paragraphs;
    private final Supplier<Activity> realGame;
    private final Supplier<Activity> menu;

    GuideOver(ConsoleContext context, Text title, Text closing, Text gameName, Supplier<Activity> realGame, Supplier<Activity> menu) {
        this.context = context;
        this.title = title;
        this.paragraphs = paragraphs(closing, gameName);
        this.realGame = realGame;
        this.menu = menu;
    }

    /** The screen's words: the closing words, then what OK and BACK do. */
    static List<Text> paragraphs(Text closing, Text gameName) {
        return List.of(closing, Text.of("guide.okPlay", gameName), Text.of("guide.backMenu"));
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        return switch (button) {
            case OK -> realGame.get();
            case BACK -> menu.get();
            default -> this;
        };
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        // One page: a test holds every guide's closing words to it, in every language.
        List<String> lines = SummaryPages.of(context.language().current(), paragraphs).get(0);
        return ScreenModel.of(ScreenModel.Kind.NOTICE, title, lines.stream().map(Text::plain).toList(), -1, Lights.OFF);
    }
}
