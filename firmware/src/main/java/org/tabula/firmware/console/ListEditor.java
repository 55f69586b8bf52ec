package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;

/**
 * Edits a list of whole numbers (a Sumo hand): LEFT/RIGHT move along it, OK on a number edits
 * it (LEFT/RIGHT change it, OK done), PASS removes it, OK on "add" appends one; BACK keeps the
 * list and goes back.
 */
final class ListEditor implements Activity {
    private final ConsoleContext context;
    private final Text name;
    private final List<Integer> values;
    private final Consumer<List<Integer>> keep;
    private final Activity back;
    private int cursor;
    private boolean editing;

    ListEditor(ConsoleContext context, Text name, List<Integer> values, Consumer<List<Integer>> keep, Activity back) {
        this.context = context;
        this.name = name;
        this.values = new ArrayList<>(values);
        this.keep = keep;
        this.back = back;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        if (editing) {
            switch (button) {
                case LEFT -> values.set(cursor, values.get(cursor) - 1);
                case RIGHT -> values.set(cursor, values.get(cursor) + 1);
                case OK, BACK -> editing = false;
                default -> { }
            }
            return this;
        }
        switch (button) {
            case LEFT -> cursor = Math.floorMod(cursor - 1, values.size() + 1);
            case RIGHT -> cursor = Math.floorMod(cursor + 1, values.size() + 1);
            case OK -> {
                if (cursor == values.size()) {
                    values.add(values.isEmpty() ? 1 : values.get(values.size() - 1));
                } else {
                    editing = true;
                }
            }
            case PASS -> {
                if (cursor < values.size()) {
                    values.remove(cursor);
                }
            }
            case BACK -> {
                keep.accept(List.copyOf(values));
                return back;
            }
        }
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        List<Text> lines = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            lines.add(Text.plain(editing && i == cursor ? "< " + values.get(i) + " >" : Integer.toString(values.get(i))));
        }
        lines.add(Text.of("console.add"));
        return ScreenModel.of(ScreenModel.Kind.MENU, Text.of("console.setting", name, MainMenu.valueText(values)), lines, cursor, Lights.OFF);
    }
}
