package org.tabula.firmware.console;

import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

import org.tabula.display.text.Text;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;

/** Edits a whole number: LEFT/RIGHT step by 1 (held: by 10), OK keeps it, BACK leaves it as it was. */
final class NumberEditor implements Activity {
    private final ConsoleContext context;
    private final Text name;
    private final Text help;
    private final IntFunction<Text> words;
    private final IntConsumer keep;
    private final Activity back;
    private int value;

    /** {@code help}: what the number means, in a few words ("odd number of squares"); {@code words}: a value as shown ("usual" for 0). */
    NumberEditor(ConsoleContext context, Text name, Text help, int value, IntFunction<Text> words, IntConsumer keep, Activity back) {
        this.context = context;
        this.name = name;
        this.help = help;
        this.words = words;
        this.value = value;
        this.keep = keep;
        this.back = back;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        int step = held ? 10 : 1;
        switch (button) {
            case LEFT -> value -= step;
            case RIGHT -> value += step;
            case OK -> {
                keep.accept(value);
                return back;
            }
            case BACK -> {
                return back;
            }
            default -> { }
        }
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        return ScreenModel.of(ScreenModel.Kind.MENU, name, List.of(Text.of("menu.stepped", words.apply(value)), help, Text.of("console.keepOrCancel")), 0,
                Lights.OFF);
    }
}
