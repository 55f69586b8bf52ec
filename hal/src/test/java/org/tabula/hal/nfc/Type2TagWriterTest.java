package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.nfc.TagWriteResult.Refusal;

/**
 * The writer over the NTAG memory model. Every refusal also checks that not one byte changed: a
 * writer that skipped the check would have written something (or failed otherwise).
 */
class Type2TagWriterTest {
    static final byte[] UID = HexFormat.of().parseHex("04A1B2C3D4E580");
    private static final byte[] EMPTY = {0x03, 0x00, (byte) 0xFE, 0x00};

    static TagWriteResult write(NtagMemory memory, String text, boolean overwrite) throws BusException {
        return Type2TagWriter.write(memory.commands(), text, overwrite);
    }

    static NdefResult read(NtagMemory memory) throws Exception {
        return Type2Tag.readNdef(memory.commands());
    }

    static byte[] snapshot(NtagMemory memory, int pages) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (int page = 0; page < pages; page++) {
            all.writeBytes(memory.page(page));
        }
        return all.toByteArray();
    }

    private static void assertRefusedUnchanged(Refusal reason, NtagMemory memory, int pages, String text) throws BusException {
        byte[] before = snapshot(memory, pages);
        TagWriteResult result = write(memory, text, true);
        assertEquals(reason, assertInstanceOf(TagWriteResult.Refused.class, result).reason(), result::toString);
        assertArrayEquals(before, snapshot(memory, pages), "a refused tag is left as it was");
    }

    @Test
    void writesEveryChipAsNxpShipsItAndReadsTheTextBack() throws Exception {
        for (NtagChip chip : NtagChip.values()) {
            NtagMemory memory = NtagMemory.formatted(chip, UID, EMPTY);
            assertEquals(new TagWriteResult.Written("spite:10H/2", Optional.of(chip)), write(memory, "spite:10H/2", false));
            assertEquals(new NdefResult.Text("spite:10H/2", "en"), read(memory));
            assertArrayEquals(chip.capabilityContainer(), memory.page(3));
        }
    }

    @Test
    void aBlankCapabilityContainerGetsTheOneOfTheChipGetVersionNames() throws Exception {
        for (NtagChip chip : NtagChip.values()) {
            NtagMemory memory = NtagMemory.unformatted(chip, UID);
            assertInstanceOf(TagWriteResult.Written.class, write(memory, "roman:RB", false));
            assertArrayEquals(chip.capabilityContainer(), memory.page(3), chip.name());
            assertEquals(new NdefResult.Text("roman:RB", "en"), read(memory));
        }
    }

    @Test
    void neverWritesTheLockBytesOrPastPage15() throws Exception {
        NtagMemory memory = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        byte[] before = snapshot(memory, 45);
        write(memory, "spite:10H/2", false);
        byte[] after = snapshot(memory, 45);
        for (int i = 0; i < 45 * 4; i++) {
            int page = i / 4;
            if (page < 3 || page > 15) {
                assertEquals(before[i], after[i], "byte " + i + " of page " + page);
            }
        }
    }

    @Test
    void aLockedPageIsRefused() throws Exception {
        NtagMemory all = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        all.write(2, new byte[] {0, 0, (byte) 0xF8, (byte) 0xFF});
        assertRefusedUnchanged(Refusal.LOCKED, all, 45, "roman:R7");
        NtagMemory oneLate = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        oneLate.write(2, new byte[] {0, 0, 0x40, 0}); // L6 only: pages 4 and 5 are still writable
        assertRefusedUnchanged(Refusal.LOCKED, oneLate, 45, "roman:R7");
        NtagMemory ccLocked = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        ccLocked.write(2, new byte[] {0, 0, 0x08, 0}); // L-CC on a blank container
        assertRefusedUnchanged(Refusal.LOCKED, ccLocked, 45, "roman:R7");
    }

    @Test
    void aLockBitPastTheTextDoesNotStopIt() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        memory.write(2, new byte[] {0, 0, 0, (byte) 0x80}); // L15
        assertInstanceOf(TagWriteResult.Written.class, write(memory, "roman:R7", false));
    }

    @Test
    void aReadOnlyCapabilityContainerIsRefused() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        memory.write(3, new byte[] {0, 0, 0, 0x0F}); // OTP: only the access bits get set
        assertArrayEquals(new byte[] {(byte) 0xE1, 0x10, 0x12, 0x0F}, memory.page(3));
        assertRefusedUnchanged(Refusal.READ_ONLY, memory, 45, "roman:R7");
    }

    @Test
    void aContainerUsedOtherwiseOrOfAnotherVersionIsRefused() throws Exception {
        NtagMemory other = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        other.write(3, new byte[] {0x12, 0x34, 0x00, 0x00});
        assertRefusedUnchanged(Refusal.NOT_NDEF, other, 45, "roman:R7");
        NtagMemory version2 = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        version2.write(3, new byte[] {(byte) 0xE1, 0x20, 0x12, 0x00});
        assertRefusedUnchanged(Refusal.NDEF_VERSION, version2, 45, "roman:R7");
    }

    @Test
    void aBlankUltralightCannotBeSizedAndIsRefused() throws Exception {
        assertRefusedUnchanged(Refusal.UNKNOWN_CHIP, NtagMemory.ultralight(UID), 16, "roman:R7");
    }

    @Test
    void aFormattedUltralightIsWrittenByItsContainer() throws Exception {
        NtagMemory memory = NtagMemory.ultralight(UID);
        memory.write(3, new byte[] {(byte) 0xE1, 0x10, 0x06, 0x00});
        assertEquals(new TagWriteResult.Written("roman:W10", Optional.empty()), write(memory, "roman:W10", false));
        assertEquals(new NdefResult.Text("roman:W10", "en"), read(memory));
    }

    @Test
    void aDataAreaTooSmallForTheTextIsRefused() throws Exception {
        NtagMemory memory = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        memory.write(3, new byte[] {(byte) 0xE1, 0x10, 0x02, 0x00}); // 16 bytes
        assertRefusedUnchanged(Refusal.TOO_SMALL, memory, 45, "spite:10H/2");
    }

    @Test
    void aPasswordProtectedTagIsRefusedAndReadsAsNoCard() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        memory.protectWritesFrom(4);
        assertRefusedUnchanged(Refusal.WRITE_REFUSED, memory, 45, "roman:R7");
        NtagMemory fromPage6 = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        fromPage6.protectWritesFrom(6);
        TagWriteResult result = write(fromPage6, "spite:10H/2", false);
        assertEquals(Refusal.WRITE_REFUSED, assertInstanceOf(TagWriteResult.Refused.class, result).reason());
        assertInstanceOf(NdefResult.NoText.class, read(fromPage6), "half written, never a card");
    }

    @Test
    void anotherCardsTextIsKeptUnlessOverwriteIsConfirmed() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG215, UID, NdefEncoder.textArea("roman:R5", "en"));
        byte[] before = snapshot(memory, 135);
        assertEquals(new TagWriteResult.Occupied(Optional.of("roman:R5")), write(memory, "roman:R7", false));
        assertArrayEquals(before, snapshot(memory, 135));
        assertInstanceOf(TagWriteResult.Written.class, write(memory, "roman:R7", true));
        assertEquals(new NdefResult.Text("roman:R7", "en"), read(memory));
    }

    @Test
    void aLinkIsAlsoKeptUnlessOverwriteIsConfirmed() throws Exception {
        byte[] uri = HexFormat.of().parseHex("0309D10105550461 2E6672FE".replace(" ", ""));
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, uri);
        assertEquals(new TagWriteResult.Occupied(Optional.empty()), write(memory, "roman:R7", false));
        assertInstanceOf(TagWriteResult.Written.class, write(memory, "roman:R7", true));
    }

    @Test
    void theSameTextAgainWritesNothing() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, NdefEncoder.textArea("spite:*/3", "en"));
        assertEquals(new TagWriteResult.AlreadyWritten("spite:*/3"), write(memory, "spite:*/3", false));
    }

    @Test
    void garbageLeftByABrokenWriteIsRewrittenWithoutAsking() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, HexFormat.of().parseHex("030BD1010854"));
        assertInstanceOf(NdefResult.Malformed.class, read(memory));
        assertInstanceOf(TagWriteResult.Written.class, write(memory, "roman:G3", false));
    }

    @Test
    void aWriteThatDoesNotStickFailsTheCheck() throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        Type2Commands real = memory.commands();
        Type2Commands forgetful = Type2Commands.of(real, (page, data) -> {
            if (page != 5) {
                real.write(page, data); // page 5 is ACKed but never programmed
            }
        }, real::version);
        TagWriteResult result = Type2TagWriter.write(forgetful, "roman:R7", false);
        assertEquals(Refusal.CHECK_FAILED, assertInstanceOf(TagWriteResult.Refused.class, result).reason());
    }

    @Test
    void aTextLongerThanPage15IsAProgrammingError() {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG216, UID, EMPTY);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> write(memory, "x".repeat(40), false));
        assertTrue(e.getMessage().contains("needs"), e.getMessage());
    }

    /** The bytes from page 4 on, as long as {@code length}. */
    private static byte[] area(NtagMemory memory, int length) {
        return Arrays.copyOfRange(snapshot(memory, 16), 16, 16 + length);
    }

    @Test
    void aCardIdIsWrittenInUtf8ByteForByteAsBefore() throws Exception {
        NtagMemory memory = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        write(memory, "roman:R7", false);
        // TLV 03 0F; short well-known record D1, type length 1, payload 11, "T"; status 02 (UTF-8, "en").
        byte[] expected = HexFormat.of().parseHex("030FD1010B5402656E" + "726F6D616E3A5237" + "FE");
        assertArrayEquals(expected, area(memory, expected.length));
        assertEquals(0, area(memory, 48)[expected.length], "the rest of the last page is zero");
    }

    @Test
    void aLatinBadgeOfTwelveLettersStaysUtf8() throws Exception {
        NtagMemory memory = NtagMemory.unformatted(NtagChip.NTAG213, UID);
        assertInstanceOf(TagWriteResult.Written.class, write(memory, "badge:WWWWWWWWWWWW", false));
        assertEquals(0x02, area(memory, 48)[6], "status byte: UTF-8, a language of 2 bytes");
        byte[] utf8 = NdefEncoder.textArea("badge:WWWWWWWWWWWW", "en");
        assertEquals(10 + 18, utf8.length, "10 bytes of framing, 18 of text");
        assertArrayEquals(utf8, area(memory, utf8.length));
        assertEquals(new NdefResult.Text("badge:WWWWWWWWWWWW", "en"), read(memory));
    }

    @Test
    void twelveKanaOrKanjiAreWrittenInUtf16AndReadBack() throws Exception {
        for (String name : List.of("マクシミリアン・タカハシ", "漢字漢字漢字漢字漢字漢字", "アキ・ΩЖ木々ミナミ・ä")) {
            byte[] written = writtenAndReadBack("badge:" + name);
            // 10 bytes of framing around 38 of text: the mark FE FF and 18 characters of 2 bytes.
            assertArrayEquals(NdefEncoder.textArea("badge:" + name, "en", NdefEncoder.Encoding.UTF_16), written, name);
            assertEquals((byte) 0x82, written[6], "status byte: UTF-16, a language of 2 bytes");
            assertArrayEquals(new byte[] {(byte) 0xFE, (byte) 0xFF}, Arrays.copyOfRange(written, 9, 11), "the byte order mark");
            assertEquals((byte) 0xFE, written[47], "the terminator in the last byte of page 15");
        }
    }

    @Test
    void twelveCyrillicOrGreekLettersStillFitUtf8() throws Exception {
        for (String name : List.of("Александрина", "ΑλέξανδροςΩΩ")) {
            byte[] written = writtenAndReadBack("badge:" + name);
            assertEquals(0x02, written[6], "status byte: UTF-8, a language of 2 bytes");
            byte[] utf8 = NdefEncoder.textArea("badge:" + name, "en");
            assertArrayEquals(utf8, Arrays.copyOf(written, utf8.length), name);
        }
    }

    /** Writes {@code text} on every chip and on the simulator's shelf, checks it reads back, and gives pages 4 to 15 of the last. */
    private static byte[] writtenAndReadBack(String text) throws Exception {
        byte[] written = null;
        for (NtagChip chip : NtagChip.values()) {
            NtagMemory memory = NtagMemory.unformatted(chip, UID);
            assertEquals(new TagWriteResult.Written(text, Optional.of(chip)), write(memory, text, false), text);
            assertEquals(new NdefResult.Text(text, "en"), read(memory), text);
            assertInstanceOf(TagWriteResult.AlreadyWritten.class, write(memory, text, false), "read back as the same text");
            written = area(memory, 48);
        }
        TagShelf shelf = new TagShelf();
        assertInstanceOf(TagWriteResult.Written.class, shelf.write(UID, text, false));
        assertEquals(Optional.of(text), shelf.text(UID));
        return written;
    }
}
