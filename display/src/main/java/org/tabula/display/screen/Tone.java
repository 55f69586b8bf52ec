package org.tabula.display.screen;

import org.tabula.display.frame.Icon;
import org.tabula.display.widget.Icons;

/** Whether a message tells the players what to do, or that something was refused. */
public enum Tone {
    INFO(Icons.INFO),
    ERROR(Icons.WARNING);

    private final Icon icon;

    Tone(Icon icon) {
        this.icon = icon;
    }

    public Icon icon() {
        return icon;
    }
}
