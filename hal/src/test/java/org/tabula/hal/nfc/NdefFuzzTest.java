package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.tabula.hal.fuzz.Sentences;

/**
 * A tag is written by whoever holds it: any Type 2 Tag memory and any NDEF area must give a text,
 * "no text" or "malformed" with a sentence, never an exception, and reading stays within the
 * memory the capability container declares (docs/fuzzing.md). Seeds: NTAG213 dumps as the chip
 * fakes build them, under NdefFuzzTestInputs/.
 */
class NdefFuzzTest {
    /** The largest data area a capability container can declare: 255 x 8 bytes. */
    private static final int MAX_AREA = 255 * 8;

    @FuzzTest(maxDuration = "10m")
    void anyNdefAreaIsTextOrASentence(byte[] area) {
        NdefResult result = NdefParser.firstText(area);
        assertNotNull(result);
        String input = new String(area, StandardCharsets.ISO_8859_1);
        if (result instanceof NdefResult.Malformed malformed) {
            Sentences.assertForPeople(malformed.error(), input);
        } else if (result instanceof NdefResult.NoText noText) {
            Sentences.assertForPeople(noText.why(), input);
        }
        int needed = NdefParser.bytesNeeded(area);
        assertTrue(needed >= 1 && needed <= area.length + 0x10004, "bytes needed: " + needed);
    }

    /**
     * The tag's memory from page 0; the data provider's first bytes say at which READ (if any) the
     * radio gives a short answer, as a tag pulled away mid-read does.
     */
    @FuzzTest(maxDuration = "10m")
    void anyTagMemoryIsReadWithinItsArea(FuzzedDataProvider data) throws Exception {
        int shortReadAt = data.consumeInt(-1, 200);
        byte[] memory = data.consumeRemainingAsBytes();
        int[] reads = {0};
        Type2Tag.PageReader reader = page -> {
            if (reads[0]++ == shortReadAt) {
                return new byte[page % 16];
            }
            byte[] pages = new byte[16];
            for (int i = 0; i < 16; i++) {
                int at = page * 4 + i;
                pages[i] = at < memory.length ? memory[at] : 0;
            }
            return pages;
        };
        NdefResult result;
        try {
            result = Type2Tag.readNdef(reader);
        } catch (TagException e) {
            assertEquals(TagException.Kind.PROTOCOL, e.kind());
            Sentences.assertForPeople(e.getMessage(), "");
            return;
        }
        assertNotNull(result);
        assertTrue(reads[0] <= 1 + MAX_AREA / 16 + 1, "READs: " + reads[0]);
        if (result instanceof NdefResult.Malformed malformed) {
            Sentences.assertForPeople(malformed.error(), new String(memory, StandardCharsets.ISO_8859_1));
        } else if (result instanceof NdefResult.NoText noText) {
            Sentences.assertForPeople(noText.why(), Arrays.toString(memory));
        }
    }
}
