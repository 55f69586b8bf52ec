package org.tabula.firmware.console;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

import org.tabula.display.text.Text;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

/**
 * A list of items: LEFT and RIGHT move the highlight (wrapping), OK does the highlighted item,
 * BACK goes back. The title and item labels are read afresh for each screen, so values shown
 * stay current and follow a change of language.
 */
final class MenuActivity implements Activity {
    /** One line of a menu: its label and what OK does (the next activity; the menu itself to stay). */
    record Item(Supplier<Text> label, Function<MenuActivity, Activity> onOk) {
        static Item of(Text label, Function<MenuActivity, Activity> onOk) {
            return new Item(() -> label, onOk);
        }
    }

    private final Supplier<Text> title;
    private final Supplier<List<Item>> items;
    private final Supplier<Activity> onBack;
    /** What a BACK held past the long-press time does, or null: the same as a press. */
    private Supplier<Activity> onHeldBack;
    /** What a tap does here, or null: a tap means nothing here. */
    private BiConsumer<MenuActivity, TagEvent> onTap;
    private final Notice notice = new Notice();
    private int cursor;
    private long now;

    /** {@code items} is read again after every OK, so a menu may grow or shrink (seats follow the player count). */
    MenuActivity(Supplier<Text> title, Supplier<List<Item>> items, Supplier<Activity> onBack) {
        this.title = title;
        this.items = items;
        this.onBack = onBack;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        notice.clear();
        now = nowNanos;
        List<Item> list = items.get();
        switch (button) {
            case LEFT -> cursor = Math.floorMod(cursor - 1, list.size());
            case RIGHT -> cursor = Math.floorMod(cursor + 1, list.size());
            case OK -> {
                Activity next = list.get(cursor).onOk().apply(this);
                cursor = Math.min(cursor, items.get().size() - 1);
                return next;
            }
            case BACK -> {
                if (held && onHeldBack != null) {
                    return onHeldBack.get();
                }
                return onBack == null ? this : onBack.get();
            }
            case PASS -> {
                // PASS means nothing in a menu.
            }
        }
        return this;
    }

    /** Gives a held BACK its own meaning (the pause menu's: take a move back). */
    MenuActivity onHeldBack(Supplier<Activity> action) {
        this.onHeldBack = action;
        return this;
    }

    /** Answers a tap with a refusal (the pause menu's: what to press to play on); nothing changes. */
    MenuActivity onTap(Function<TagEvent, Text> answer) {
        return onTap((menu, tag) -> menu.refuse(answer.apply(tag)));
    }

    /** Gives a tap its meaning here: {@code action} acts on it, and tells or refuses under the menu (the seats': a badge sits its person). */
    MenuActivity onTap(BiConsumer<MenuActivity, TagEvent> action) {
        this.onTap = action;
        return this;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        if (onTap != null) {
            notice.clear();
            now = nowNanos;
            onTap.accept(this, tag);
        }
        return this;
    }

    /** The line highlighted, from 0. */
    int cursor() {
        return cursor;
    }

    /** Shows a refusal under the menu ("Sumo is for 2 players") and stays. */
    MenuActivity refuse(Text message) {
        notice.refuse(message, now);
        return this;
    }

    /** The same, for a refusal that came with no press or tap of its own (a phone's move while the game is paused). */
    MenuActivity refuse(Text message, long nowNanos) {
        now = nowNanos;
        return refuse(message);
    }

    /** Shows a message under the menu ("11-25 21:04: East won") and stays. */
    MenuActivity tell(Text message) {
        notice.accept(message, now);
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        List<Text> labels = items.get().stream().map(item -> item.label().get()).toList();
        return notice.decorate(ScreenModel.of(ScreenModel.Kind.MENU, title.get(), labels, cursor, Lights.OFF), nowNanos);
    }
}
