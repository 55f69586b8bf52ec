package org.tabula.hal.oled;

import java.util.ArrayList;
import java.util.List;

import org.tabula.hal.oled.OledCommand.AddressingMode;
import org.tabula.hal.oled.OledCommand.ChargePump;
import org.tabula.hal.oled.OledCommand.ClockDivide;
import org.tabula.hal.oled.OledCommand.ComPins;
import org.tabula.hal.oled.OledCommand.Contrast;
import org.tabula.hal.oled.OledCommand.DeactivateScroll;
import org.tabula.hal.oled.OledCommand.DisplayOffset;
import org.tabula.hal.oled.OledCommand.DisplayOn;
import org.tabula.hal.oled.OledCommand.EntireDisplayOn;
import org.tabula.hal.oled.OledCommand.Invert;
import org.tabula.hal.oled.OledCommand.Multiplex;
import org.tabula.hal.oled.OledCommand.PreCharge;
import org.tabula.hal.oled.OledCommand.StartLine;
import org.tabula.hal.oled.OledCommand.VcomhDeselect;

/** The SSD1306: 128x64 RAM, internal charge pump (the usual 0.96" module). */
public final class Ssd1306 implements OledChip {
    @Override
    public int ramColumns() {
        return 128;
    }

    @Override
    public int firstVisibleColumn() {
        return 0;
    }

    /**
     * The datasheet's "Software Initialization" flow chart (application note, figure "Software
     * initialization"), with the charge pump of its section 2.1 "Charge Pump Regulator" turned on
     * before the display, and page addressing (the mode the SH1106 also has) for partial updates.
     */
    @Override
    public List<OledCommand> powerUp(OledSettings settings) {
        List<OledCommand> commands = new ArrayList<>(List.of(
                new DisplayOn(false),
                new ClockDivide(1, 8),
                new Multiplex(64),
                new DisplayOffset(0),
                new StartLine(0),
                new ChargePump(true),
                new AddressingMode(AddressingMode.PAGE),
                new DeactivateScroll()));
        commands.addAll(List.of(settings.orientation()));
        commands.addAll(List.of(
                new ComPins(true, false),
                new Contrast(settings.contrast()),
                // Phase 1 = 1, phase 2 = 15 clocks: the datasheet's setting for the internal charge pump.
                new PreCharge(1, 15),
                new VcomhDeselect(0x30),
                new EntireDisplayOn(false),
                new Invert(false)));
        return commands;
    }

    @Override
    public String toString() {
        return "SSD1306";
    }
}
