package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.Random;

import org.junit.jupiter.api.Test;

class NdefParserTest {
    private static byte[] hex(String text) {
        return HexFormat.of().parseHex(text.replace(" ", ""));
    }

    /** An NTAG213 as the NXP TagWriter app formats it with the text "Red 7" in English. */
    static final String RED_7 = "03 0C D1 01 08 54 02 65 6E 52 65 64 20 37 FE 00";

    @Test
    void readsTheTextRecordOfAFormattedTag() {
        assertEquals(new NdefResult.Text("Red 7", "en"), NdefParser.firstText(hex(RED_7)));
    }

    @Test
    void skipsNullLockAndMemoryControlTlvsBeforeTheMessage() {
        byte[] area = hex("00 01 03 A0 0C 34 02 03 00 10 44 " + RED_7);
        assertEquals(new NdefResult.Text("Red 7", "en"), NdefParser.firstText(area));
    }

    @Test
    void findsTheTextAfterAUriRecordAndReadsUtf16() {
        // URI record (MB), then a UTF-16 text record (ME): status 0x82, "fr", BOM + "Roi".
        byte[] area = hex("03 18 91 01 05 55 04 61 2E 66 72 51 01 0B 54 82 66 72 FE FF 00 52 00 6F 00 69 FE");
        assertEquals(new NdefResult.Text("Roi", "fr"), NdefParser.firstText(area));
    }

    @Test
    void readsUtf16BigEndianWithoutAMarkAndLittleEndianAfterItsMark() {
        // status 0x82, "en", then "ミナ" big-endian with no mark (the spec's default), or FF FE and little-endian (nfcpy's).
        assertEquals(new NdefResult.Text("ミナ", "en"), NdefParser.firstText(hex("03 0B D1 01 07 54 82 65 6E 30 DF 30 CA FE")));
        assertEquals(new NdefResult.Text("ミナ", "en"), NdefParser.firstText(hex("03 0D D1 01 09 54 82 65 6E FF FE DF 30 CA 30 FE")));
        assertEquals(new NdefResult.Text("ミナ", "en"), NdefParser.firstText(hex("03 0D D1 01 09 54 82 65 6E FE FF 30 DF 30 CA FE")));
    }

    @Test
    void aThreeByteLengthIsRead() {
        byte[] area = hex("03 FF 00 0C D1 01 08 54 02 65 6E 52 65 64 20 37 FE");
        assertEquals(new NdefResult.Text("Red 7", "en"), NdefParser.firstText(area));
    }

    @Test
    void blankAndUnformattedTagsHaveNoText() {
        assertInstanceOf(NdefResult.NoText.class, NdefParser.firstText(hex("03 00 FE 00")));
        assertInstanceOf(NdefResult.NoText.class, NdefParser.firstText(hex("FE 00 00 00")));
        assertInstanceOf(NdefResult.NoText.class, NdefParser.firstText(new byte[16]));
        assertInstanceOf(NdefResult.NoText.class, NdefParser.firstText(hex("03 09 D1 01 05 55 04 61 2E 66 72 FE")));
    }

    @Test
    void garbageGetsAnErrorThatSaysWhere() {
        assertEquals(new NdefResult.Malformed("TLV at offset 0 claims 32 bytes but only 4 remain"),
                NdefParser.firstText(hex("03 20 D1 01 08 54")));
        assertEquals(new NdefResult.Malformed("reserved TLV type 0x42 at offset 1"), NdefParser.firstText(hex("00 42 00")));
        assertEquals(new NdefResult.Malformed("record at offset 0 claims 9 bytes but only 8 remain"),
                NdefParser.firstText(hex("03 0B D1 01 08 54 02 65 6E 52 65 64 20 FE")));
        assertEquals(new NdefResult.Malformed("the NDEF message ends without a record marked message end"),
                NdefParser.firstText(hex("03 0C 91 01 08 54 02 65 6E 52 65 64 20 37 FE")));
        assertEquals(new NdefResult.Malformed("text record text is not valid UTF-8"),
                NdefParser.firstText(hex("03 0A D1 01 06 54 02 65 6E C3 28 FE")));
        assertEquals(new NdefResult.Malformed("record at offset 0 lacks message begin"),
                NdefParser.firstText(hex("03 0C 51 01 08 54 02 65 6E 52 65 64 20 37 FE")));
    }

    @Test
    void bytesNeededStopsAtTheEndOfTheNdefTlv() {
        byte[] area = hex(RED_7);
        assertEquals(14, NdefParser.bytesNeeded(area));
        assertEquals(2, NdefParser.bytesNeeded(hex("03")));
        assertEquals(1, NdefParser.bytesNeeded(hex("FE 00")));
        assertEquals(5 + 2 + 12, NdefParser.bytesNeeded(hex("01 03 A0 0C 34 03 0C")));
    }

    @Test
    void noInputEverThrows() {
        Random random = new Random(2024);
        byte[] valid = hex(RED_7);
        int texts = 0;
        for (int i = 0; i < 20_000; i++) {
            byte[] area;
            if (i % 2 == 0) {
                area = new byte[random.nextInt(40)];
                random.nextBytes(area);
            } else {
                area = valid.clone();
                for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                    area[random.nextInt(area.length)] = (byte) random.nextInt(256);
                }
            }
            NdefResult result = NdefParser.firstText(area);
            if (result instanceof NdefResult.Text) {
                texts++;
            }
            int needed = NdefParser.bytesNeeded(area);
            assertTrue(needed > 0, "bytes needed is positive");
        }
        assertTrue(texts > 0, "some mutations still carry text");
    }
}
