package org.tabula.display.screen;

import org.tabula.display.frame.Icon;
import org.tabula.display.widget.Icons;

/** Whether a message tells the players what to do, or that something was refused. */
public enum Tone {
    INFO(Icons.INFO, Icons.INFO_MARK),
    ERROR(Icons.WARNING, Icons.WARNING_MARK);

    private final Icon icon;
    private final Icon mark;

    Tone(Icon icon, Icon mark) {
        this.icon = icon;
        this.mark = mark;
    }

    /** The tone's icon beside a prompt. */
    public Icon icon() {
        return icon;
    }

    /** The tone's small mark, one line of small text high, beside a toast. */
    public Icon mark() {
        return mark;
    }
}
