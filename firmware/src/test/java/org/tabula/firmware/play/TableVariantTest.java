package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.spite.Spite;

/** A table's name in tap-reach's report tells its variants apart: a flag by its name, any other option with its value. */
class TableVariantTest {
    @Test
    void aFlagReadsAsItsNameAndANumberWithItsValue() {
        assertEquals("spite, 4, partnership", new TableVariant(4, Map.of("partnership", true)).label(Spite.KIND));
        assertEquals("engarde, level 1", new TableVariant(2, Map.of("level", 1)).label(EnGarde.KIND));
        assertEquals("engarde", new TableVariant(2, Map.of()).label(EnGarde.KIND));
    }
}
