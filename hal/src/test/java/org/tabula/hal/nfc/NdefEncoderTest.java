package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;

class NdefEncoderTest {
    @Test
    void encodesTextAsTheNxpTagWriterAppDoes() {
        byte[] expected = HexFormat.of().parseHex(NdefParserTest.RED_7.replace(" ", "").substring(0, 30));
        assertArrayEquals(expected, NdefEncoder.textArea("Red 7", "en"));
    }

    @Test
    void theParserReadsBothRecordFormsAndBothTlvLengths() {
        String longText = "roman:R7 ".repeat(40); // a 360-byte payload: normal record, three-byte TLV length
        for (String text : List.of("roman:R7", "spite:10H/2", "spite:*/4", "ローマ", "", longText)) {
            assertEquals(new NdefResult.Text(text, "en"), NdefParser.firstText(NdefEncoder.textArea(text, "en")), text);
            assertEquals(new NdefResult.Text(text, "ja"), NdefParser.firstText(NdefEncoder.textArea(text, "ja", false)), text);
        }
        byte[] area = NdefEncoder.textArea(longText, "en");
        assertEquals(0xFF, area[1] & 0xFF, "three-byte TLV length");
        assertEquals(0xC1, area[4] & 0xFF, "MB, ME, no SR: the normal record form");
        assertEquals(NdefParser.bytesNeeded(area), area.length - 1, "the TLV ends just before the terminator");
    }

    @Test
    void aShortRecordCannotHoldALongPayload() {
        assertThrows(IllegalArgumentException.class, () -> NdefEncoder.textArea("x".repeat(260), "en", true));
        assertThrows(IllegalArgumentException.class, () -> NdefEncoder.textArea("roman:R7", ""));
    }
}
