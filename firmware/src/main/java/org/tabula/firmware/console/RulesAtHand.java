package org.tabula.firmware.console;

import java.util.List;
import java.util.function.Supplier;

import org.tabula.display.screen.SummaryPages;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;

/**
 * The rules at hand: the game's summary from the pause menu, paged in the box's language. RIGHT
 * or OK turns the page (OK on the last goes back), LEFT turns back, BACK goes back to the menu.
 */
final class RulesAtHand implements Activity {
    private final ConsoleContext context;
    private final GameKind kind;
    private final Supplier<Activity> back;
    private int page;

    RulesAtHand(ConsoleContext context, GameKind kind, Supplier<Activity> back) {
        this.context = context;
        this.kind = kind;
        this.back = back;
    }

    private List<List<String>> pages() {
        return SummaryPages.of(context.language().current(), SummaryPages.summary(ConsoleGames.of(kind).titles().summary()));
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        int count = pages().size();
        switch (button) {
            case RIGHT -> page = Math.min(page + 1, count - 1);
            case LEFT -> page = Math.max(page - 1, 0);
            case OK -> {
                if (page >= count - 1) {
                    return back.get();
                }
                page++;
            }
            case BACK -> {
                return back.get();
            }
            default -> { }
        }
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        List<List<String>> pages = pages();
        // The language may have changed since the page was turned: fewer pages, perhaps.
        int shown = Math.min(page, pages.size() - 1);
        return ScreenModel.of(ScreenModel.Kind.NOTICE, Text.of("summary.title", shown + 1, pages.size()),
                pages.get(shown).stream().map(Text::plain).toList(), -1, Lights.OFF);
    }
}
