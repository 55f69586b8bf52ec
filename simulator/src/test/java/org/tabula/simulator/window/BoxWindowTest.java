package org.tabula.simulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.rules.sumo.Sumo;

class BoxWindowTest {
    /** Issue 40: the pads no longer rename themselves to "seat 1 / table" while the take-back question or the pause menu is open. */
    @Test
    void thePadsKeepTheSeatsNamesWhileAScreenWithoutTheGameIsOpenOverIt() {
        ScreenModel over = ScreenModel.of(ScreenModel.Kind.MENU, Text.of("console.paused"), List.of(Text.of("console.resume")), 0, Lights.OFF);
        assertEquals(List.of("East", "West"), BoxWindow.padNames(over, Sumo.KIND.seatNames(2)));
        assertNull(BoxWindow.padNames(over, null), "no match at the table: the pads' own names");
    }
}
