package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.fakes.CrcA;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fakes.FakeMfrc522;
import org.tabula.hal.fakes.VirtualTag;

class Mfrc522Test {
    static final byte[] NTAG_UID = HexFormat.of().parseHex("04A1B2C3D4E580");
    static final byte[] RED_7 = HexFormat.of().parseHex(NdefParserTest.RED_7.replace(" ", ""));

    private final FakeMfrc522 chip = FakeMfrc522.version2();
    private final FakeClock clock = new FakeClock();
    private final Mfrc522 reader = new Mfrc522(chip, Optional.empty(), clock);

    @Test
    void initPassesTheSelfTestAndTurnsTheAntennaOn() throws BusException {
        assertFalse(chip.antennaOn());
        reader.init();
        assertTrue(chip.antennaOn());
        assertEquals("MFRC522 v2.0 (VersionReg 0x92), self-test passed", reader.identity());
    }

    @Test
    void aChipThatFailsItsSelfTestSaysSoAndReadsCardsAllTheSame() throws Exception {
        FakeMfrc522 clone = new FakeMfrc522(0x92, new byte[64]);
        Mfrc522 reader = new Mfrc522(clone, Optional.empty(), clock);
        reader.init();
        assertEquals("MFRC522 v2.0 (VersionReg 0x92), self-test failed at byte 1 (0x00, expected 0xEB), reading cards all the same",
                reader.identity());
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        clone.add(tag);
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
        assertEquals(new NdefResult.Text("Red 7", "en"), reader.readNdef());
    }

    @Test
    void aCloneWithoutAPublishedSelfTestReadsCards() throws Exception {
        FakeMfrc522 clone = new FakeMfrc522(0xB2, new byte[64]);
        Mfrc522 reader = new Mfrc522(clone, Optional.empty(), clock);
        reader.init();
        assertEquals("MFRC522-compatible (VersionReg 0xB2), no self-test reference for this version", reader.identity());
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        clone.add(tag);
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
    }

    @Test
    void theReaderWaitsForTheOscillatorAfterNrstpdRises() throws Exception {
        chip.settling(clock, 30);
        chip.nrstpd(false);
        OutputPin nrstpd = chip::nrstpd;
        Mfrc522 reset = new Mfrc522(chip, Optional.of(nrstpd), clock);
        reset.init();
        assertEquals("MFRC522 v2.0 (VersionReg 0x92), self-test passed", reset.identity());
        assertTrue(chip.antennaOn());
    }

    @Test
    void theReaderWaitsForSoftResetToEndNotForPowerDown() throws Exception {
        // PowerDown reads 0 all through the reset; writes made before it ends are lost.
        chip.settling(clock, 30);
        reader.init();
        assertEquals("MFRC522 v2.0 (VersionReg 0x92), self-test passed", reader.identity());
        assertTrue(chip.antennaOn());
    }

    @Test
    void nothingOnTheChipSelectIsAbsent() {
        chip.unplug(true);
        DeviceException failure = assertThrows(DeviceException.class, reader::init);
        assertTrue(failure.absent());
    }

    @Test
    void readsTheUidAndTextOfAnNtag213() throws Exception {
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        chip.add(tag);
        reader.init();
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
        assertEquals(new NdefResult.Text("Red 7", "en"), reader.readNdef());
        reader.release();
        // Halted, but WUPA wakes it: still there on the next poll.
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
    }

    @Test
    void fourAndTenByteUidsGoThroughOneAndThreeCascadeLevels() throws Exception {
        reader.init();
        VirtualTag classic = VirtualTag.mifareClassic(HexFormat.of().parseHex("DEADBEEF"));
        chip.add(classic);
        assertArrayEquals(classic.uid(), reader.detect().orElseThrow());
        TagException refused = assertThrows(TagException.class, reader::readNdef);
        assertEquals(TagException.Kind.NAK, refused.kind());
        classic.leave();

        VirtualTag triple = VirtualTag.tripleSize(HexFormat.of().parseHex("01020304050607080910"));
        chip.add(triple);
        assertArrayEquals(triple.uid(), reader.detect().orElseThrow());
    }

    @Test
    void noTagMeansNothingDetectedAndALeavingTagIsNoLongerSeen() throws Exception {
        reader.init();
        assertEquals(Optional.empty(), reader.detect());
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        chip.add(tag);
        assertTrue(reader.detect().isPresent());
        reader.release();
        tag.leave();
        assertEquals(Optional.empty(), reader.detect());
    }

    @Test
    void twoTagsAtOnceAreSeparatedByAnticollision() throws Exception {
        reader.init();
        // Same first UID bytes, so the collision falls deep inside cascade level 2.
        VirtualTag a = VirtualTag.ntag213(HexFormat.of().parseHex("04A1B2C3D4E580"), RED_7);
        VirtualTag b = VirtualTag.ntag213(HexFormat.of().parseHex("04A1B2C3D4E581"), RED_7);
        VirtualTag c = VirtualTag.ntag213(HexFormat.of().parseHex("04A1B3C3D4E580"), RED_7);
        chip.add(a);
        chip.add(b);
        chip.add(c);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            byte[] uid = reader.detect().orElseThrow();
            seen.add(HexFormat.of().formatHex(uid));
            reader.release(); // halted tags ignore the WUPA of... all but the last to answer
            for (VirtualTag tag : new VirtualTag[] {a, b, c}) {
                if (java.util.Arrays.equals(tag.uid(), uid)) {
                    tag.leave();
                }
            }
        }
        assertEquals(Set.of("04a1b2c3d4e580", "04a1b2c3d4e581", "04a1b3c3d4e580"), seen);
    }

    @Test
    void anEmptyAnswerReadsNoFifo() throws Exception {
        reader.init();
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        chip.add(tag);
        chip.noiseOnNextTransceive();
        // The fake refuses a transfer of the address byte alone: an empty FIFO must not be read.
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
    }

    @Test
    void aCorruptedCrcLosesOnePollNotTheTag() throws Exception {
        reader.init();
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        chip.add(tag);
        tag.corruptNextCrcs(1); // the SAK of cascade level 1
        assertEquals(Optional.empty(), reader.detect());
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
        tag.corruptNextCrcs(1); // the first READ
        TagException crc = assertThrows(TagException.class, reader::readNdef);
        assertEquals(TagException.Kind.CRC, crc.kind());
    }

    @Test
    void aSilentTagTimesOutAsATagErrorNotAChipFault() throws Exception {
        reader.init();
        VirtualTag tag = VirtualTag.ntag213(NTAG_UID, RED_7);
        chip.add(tag);
        assertTrue(reader.detect().isPresent());
        tag.silenceNextFrames(1);
        TagException timeout = assertThrows(TagException.class, reader::readNdef);
        assertEquals(TagException.Kind.TIMEOUT, timeout.kind());
    }

    @Test
    void aHungChipIsABusTimeoutReachedOnTheInjectedClock() throws Exception {
        reader.init();
        chip.hang(true);
        long before = clock.nanos();
        BusException failure = assertThrows(BusException.class, reader::detect);
        assertEquals(ErrorKind.TIMEOUT, failure.kind());
        assertTrue(clock.nanos() - before >= 60_000_000L, "waited the full command timeout on the fake clock");
    }

    @Test
    void theCoprocessorComputesCrcA() throws BusException {
        reader.init();
        byte[] frame = {0x30, 0x04};
        assertArrayEquals(java.util.Arrays.copyOfRange(CrcA.append(frame), 2, 4), reader.crcA(frame));
        // ISO/IEC 14443-3 annex B example: CRC_A of 00 00 is 1E A0.
        assertArrayEquals(new byte[] {(byte) 0xA0, 0x1E}, reader.crcA(new byte[] {0, 0}));
    }
}
