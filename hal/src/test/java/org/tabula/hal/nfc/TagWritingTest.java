package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.HexFormat;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fakes.FakeMfrc522;
import org.tabula.hal.fakes.FakePn532;
import org.tabula.hal.fakes.VirtualTag;
import org.tabula.hal.nfc.TagWriteResult.Refusal;

/** Writing through each driver and its chip fake, with the faults of the air. */
class TagWritingTest {
    private static final byte[] UID = Type2TagWriterTest.UID;
    private static final byte[] EMPTY = {0x03, 0x00, (byte) 0xFE, 0x00};

    /** A driver on its chip fake, with a tag put in its field. */
    enum Driver {
        MFRC522 {
            @Override
            TagReader withTag(VirtualTag tag) throws BusException {
                FakeMfrc522 chip = FakeMfrc522.version2();
                chip.add(tag);
                return started(new Mfrc522(chip, Optional.empty(), new FakeClock()));
            }
        },
        PN532 {
            @Override
            TagReader withTag(VirtualTag tag) throws BusException {
                FakePn532 chip = new FakePn532();
                chip.add(tag);
                return started(new Pn532(chip, new FakeClock()));
            }
        };

        abstract TagReader withTag(VirtualTag tag) throws BusException;

        private static TagReader started(TagReader reader) throws BusException {
            reader.init();
            return reader;
        }
    }

    private static TagWriteResult write(TagReader reader, String text, boolean overwrite) throws BusException {
        assertArrayEquals(UID, reader.detect().orElseThrow(), "the tag is in the field");
        TagWriteResult result = Type2TagWriter.write(reader.type2(), text, overwrite);
        reader.release();
        return result;
    }

    private static NdefResult read(TagReader reader) throws Exception {
        reader.detect().orElseThrow();
        NdefResult result = reader.readNdef();
        reader.release();
        return result;
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aTagWrittenByOneDriverIsTheCardForBoth(Driver writer) throws Exception {
        for (NtagChip chip : NtagChip.values()) {
            NtagMemory memory = NtagMemory.unformatted(chip, UID);
            assertEquals(new TagWriteResult.Written("roman:Y10", Optional.of(chip)),
                    write(writer.withTag(VirtualTag.of(UID, memory)), "roman:Y10", false));
            for (Driver reader : Driver.values()) {
                assertEquals(new NdefResult.Text("roman:Y10", "en"), read(reader.withTag(VirtualTag.of(UID, memory))), writer + " then " + reader);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aTagLiftedAtEveryWriteIsNoCardAndTheNextTapFinishesIt(Driver driver) throws Exception {
        int pagesToWrite = 1 + 1 + 5 + 1; // the container, page 4 emptied, pages 5-9 of "spite:10H/2", page 4 last
        for (int lift = 0; lift < pagesToWrite; lift++) {
            NtagMemory memory = NtagMemory.unformatted(NtagChip.NTAG213, UID);
            VirtualTag tag = VirtualTag.of(UID, memory);
            TagReader reader = driver.withTag(tag);
            tag.leaveAfterWrites(lift);
            TagWriteResult result = write(reader, "spite:10H/2", false);
            assertEquals(lift, assertInstanceOf(TagWriteResult.Interrupted.class, result).pagesWritten(), "lifted at write " + lift);
            tag.enter();
            assertFalse(read(reader) instanceof NdefResult.Text, "half written, never a card (lifted at write " + lift + ")");
            assertEquals(new TagWriteResult.Written("spite:10H/2", Optional.of(NtagChip.NTAG213)), write(reader, "spite:10H/2", false));
            assertEquals(new NdefResult.Text("spite:10H/2", "en"), read(reader));
        }
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aCardLiftedWhileBeingOverwrittenIsTheOldCardOrNone(Driver driver) throws Exception {
        for (int lift = 0; lift < 3; lift++) {
            NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, NdefEncoder.textArea("roman:R5", "en"));
            VirtualTag tag = VirtualTag.of(UID, memory);
            TagReader reader = driver.withTag(tag);
            tag.leaveAfterWrites(lift);
            assertInstanceOf(TagWriteResult.Interrupted.class, write(reader, "roman:R7", true));
            tag.enter();
            NdefResult now = read(reader);
            assertEquals(lift == 0, now.equals(new NdefResult.Text("roman:R5", "en")), "lifted at write " + lift + ": " + now);
            assertFalse(now.equals(new NdefResult.Text("roman:R7", "en")));
        }
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void anUltralightWithoutGetVersionIsSelectedAgainAndRefusedWhenBlank(Driver driver) throws Exception {
        NtagMemory memory = NtagMemory.ultralight(UID);
        TagWriteResult result = write(driver.withTag(VirtualTag.of(UID, memory)), "roman:R7", false);
        assertEquals(Refusal.UNKNOWN_CHIP, assertInstanceOf(TagWriteResult.Refused.class, result).reason());
        memory.write(3, new byte[] {(byte) 0xE1, 0x10, 0x06, 0x00});
        assertEquals(new TagWriteResult.Written("roman:R7", Optional.empty()), write(driver.withTag(VirtualTag.of(UID, memory)), "roman:R7", false));
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aMifareClassicIsNoType2Tag(Driver driver) throws Exception {
        VirtualTag classic = VirtualTag.mifareClassic(HexFormat.of().parseHex("DEADBEEF"));
        TagReader reader = driver.withTag(classic);
        reader.detect().orElseThrow();
        TagWriteResult result = Type2TagWriter.write(reader.type2(), "roman:R7", false);
        assertEquals(Refusal.NOT_TYPE_2, assertInstanceOf(TagWriteResult.Refused.class, result).reason(), result::toString);
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aCorruptedAnswerInterruptsAndTheNextTapWrites(Driver driver) throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        VirtualTag tag = VirtualTag.of(UID, memory);
        TagReader reader = driver.withTag(tag);
        reader.detect().orElseThrow();
        tag.corruptNextCrcs(1); // GET_VERSION's answer
        assertEquals(0, assertInstanceOf(TagWriteResult.Interrupted.class, Type2TagWriter.write(reader.type2(), "roman:B4", false)).pagesWritten());
        reader.release();
        assertInstanceOf(TagWriteResult.Written.class, write(reader, "roman:B4", false));
    }

    @ParameterizedTest
    @EnumSource(Driver.class)
    void aNakFromTheTagIsARefusalAndLeavesNoCard(Driver driver) throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        memory.protectWritesFrom(6);
        TagReader reader = driver.withTag(VirtualTag.of(UID, memory));
        TagWriteResult result = write(reader, "roman:B4", false);
        assertEquals(Refusal.WRITE_REFUSED, assertInstanceOf(TagWriteResult.Refused.class, result).reason(), result::toString);
        assertInstanceOf(NdefResult.NoText.class, read(reader));
    }

    @ParameterizedTest
    @EnumSource(value = Driver.class, names = "MFRC522")
    void aGarbledWriteIsRadioWeatherOnTheMfrc522(Driver driver) throws Exception {
        NtagMemory memory = NtagMemory.formatted(NtagChip.NTAG213, UID, EMPTY);
        VirtualTag tag = VirtualTag.of(UID, memory);
        TagReader reader = driver.withTag(tag);
        tag.garbleNextWrites(1);
        assertEquals(new TagWriteResult.Interrupted(0, "WRITE of page 4 refused (NAK 0x1)"), write(reader, "roman:B4", false));
        assertInstanceOf(TagWriteResult.Written.class, write(reader, "roman:B4", false));
    }

}
