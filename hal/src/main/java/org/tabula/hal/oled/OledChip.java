package org.tabula.hal.oled;

import java.util.List;

/** What differs between the SSD1306 and the SH1106: RAM geometry and the power-up sequence. */
public interface OledChip {
    /** Columns of display RAM per page. */
    int ramColumns();

    /** The RAM column shown in the panel's first visible column. */
    int firstVisibleColumn();

    /** The datasheet's initialisation, display still off; the driver clears RAM, then turns it on. */
    List<OledCommand> powerUp(OledSettings settings);
}
