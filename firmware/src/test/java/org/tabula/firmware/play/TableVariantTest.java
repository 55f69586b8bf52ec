package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;

/** A table's name in tap-reach's report tells its variants apart: a flag by its name, any other option with its value. */
class TableVariantTest {
    @Test
    void aFlagReadsAsItsNameAndANumberWithItsValue() {
        assertEquals("spite, 4, partnership", new TableVariant(4, Map.of("partnership", true)).label(Spite.KIND));
        assertEquals("sumo, ringSize 9", new TableVariant(2, Map.of("ringSize", 9)).label(Sumo.KIND));
        assertEquals("sumo", new TableVariant(2, Map.of()).label(Sumo.KIND));
    }
}
