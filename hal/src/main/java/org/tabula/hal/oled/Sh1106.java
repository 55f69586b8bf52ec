package org.tabula.hal.oled;

import java.util.ArrayList;
import java.util.List;

import org.tabula.hal.oled.OledCommand.ClockDivide;
import org.tabula.hal.oled.OledCommand.ComPins;
import org.tabula.hal.oled.OledCommand.Contrast;
import org.tabula.hal.oled.OledCommand.DcDc;
import org.tabula.hal.oled.OledCommand.DisplayOffset;
import org.tabula.hal.oled.OledCommand.DisplayOn;
import org.tabula.hal.oled.OledCommand.EntireDisplayOn;
import org.tabula.hal.oled.OledCommand.Invert;
import org.tabula.hal.oled.OledCommand.Multiplex;
import org.tabula.hal.oled.OledCommand.PreCharge;
import org.tabula.hal.oled.OledCommand.PumpVoltage;
import org.tabula.hal.oled.OledCommand.StartLine;
import org.tabula.hal.oled.OledCommand.VcomhDeselect;

/**
 * The SH1106 (the usual 1.3" module): 132x64 RAM of which the panel shows columns 2..129, page
 * addressing only, a DC-DC converter instead of the SSD1306's charge pump.
 */
public final class Sh1106 implements OledChip {
    @Override
    public int ramColumns() {
        return 132;
    }

    @Override
    public int firstVisibleColumn() {
        return 2;
    }

    /**
     * The datasheet's power-on sequence: settings at their POR values made explicit (clock 50h,
     * pre-charge 22h, VCOMH 35h, pump 8.0 V), the DC-DC converter on (ADh 8Bh) while the display
     * is still off, as the datasheet's "DC-DC Control Mode Set" requires.
     */
    @Override
    public List<OledCommand> powerUp(OledSettings settings) {
        List<OledCommand> commands = new ArrayList<>(List.of(
                new DisplayOn(false),
                new ClockDivide(1, 5),
                new Multiplex(64),
                new DisplayOffset(0),
                new StartLine(0),
                new DcDc(true),
                new PumpVoltage(2)));
        commands.addAll(List.of(settings.orientation()));
        commands.addAll(List.of(
                new ComPins(true, false),
                new Contrast(settings.contrast()),
                new PreCharge(2, 2),
                new VcomhDeselect(0x35),
                new EntireDisplayOn(false),
                new Invert(false)));
        return commands;
    }

    @Override
    public String toString() {
        return "SH1106";
    }
}
