package org.tabula.hal.nfc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fakes.FakePn532;
import org.tabula.hal.fakes.VirtualTag;

class Pn532Test {
    private final FakePn532 chip = new FakePn532();
    private final FakeClock clock = new FakeClock();
    private final Pn532 reader = new Pn532(chip, clock);

    @Test
    void framesCarryLengthAndDataChecksums() {
        // The manual's SAMConfiguration example: D4 14 01 14 01, DCS = -(D4+14+01+14+01) = 02.
        assertEquals("0000ff05fbd414011401020 0".replace(" ", ""),
                HexFormat.of().formatHex(Pn532Frame.command(0x14, (byte) 1, (byte) 0x14, (byte) 1)));
    }

    @Test
    void initReadsTheFirmwareAndConfigures() throws BusException {
        reader.init();
        assertEquals("PN532 firmware 1.6", reader.identity());
        assertEquals(3, chip.commands());
    }

    @Test
    void aChipThatRefusesItsAddressWhileBusyIsWaitedFor() throws Exception {
        chip.nackWhileBusy(true);
        VirtualTag tag = VirtualTag.ntag213(Mfrc522Test.NTAG_UID, Mfrc522Test.RED_7);
        chip.add(tag);
        reader.init();
        assertEquals("PN532 firmware 1.6", reader.identity());
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
        assertEquals(new NdefResult.Text("Red 7", "en"), reader.readNdef());
        // Each READ: ReadRegister of CIU_RxMode, WriteRegister with RxCRCEn clear, InCommunicateThru, WriteRegister back.
        assertEquals(3 + 1 + 2 * 4, chip.commands(), "init, InListPassiveTarget, two READs: none sent twice");
    }

    @Test
    void anAsleepChipIsWokenByTheFirstFrameOfInit() throws BusException {
        chip.asleep(5);
        reader.init();
        assertEquals("PN532 firmware 1.6", reader.identity());
        assertEquals(3, chip.commands());
    }

    @Test
    void nothingAtTheAddressIsStillNoAcknowledgeAfterTheWakeUpDeadline() {
        Pn532 nothing = new Pn532(operations -> {
            throw new BusException(ErrorKind.NO_ACKNOWLEDGE, "I2C bus 1 address 0x24: Remote I/O error");
        }, clock);
        long start = clock.nanos();
        BusException failure = assertThrows(BusException.class, nothing::init);
        assertEquals(ErrorKind.NO_ACKNOWLEDGE, failure.kind());
        assertEquals(100_000_000L, clock.nanos() - start, "offered for the wake-up deadline, then given up");
    }

    @Test
    void readsUidAndTextOfATagAndSeesItLeave() throws Exception {
        VirtualTag tag = VirtualTag.ntag213(Mfrc522Test.NTAG_UID, Mfrc522Test.RED_7);
        chip.add(tag);
        reader.init();
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow());
        assertEquals(new NdefResult.Text("Red 7", "en"), reader.readNdef());
        reader.release();
        assertArrayEquals(tag.uid(), reader.detect().orElseThrow(), "still there: the second REQA finds it");
        tag.leave();
        assertEquals(Optional.empty(), reader.detect());
    }

    @Test
    void aBadChecksumIsAskedForAgainWithNack() throws Exception {
        reader.init();
        chip.corruptNextResponses(2);
        int before = chip.commands();
        assertEquals(Optional.empty(), reader.detect());
        assertEquals(before + 1, chip.commands(), "recovered by NACK, not by resending the command");
    }

    @Test
    void aMissingAckResendsTheCommand() throws Exception {
        reader.init();
        chip.dropNextAcks(1);
        int before = chip.commands();
        assertEquals(Optional.empty(), reader.detect());
        assertEquals(before + 2, chip.commands());
    }

    @Test
    void aPn532ThatNeverGetsReadyIsATimeoutOnTheInjectedClock() {
        chip.neverReady(true);
        BusException failure = assertThrows(BusException.class, reader::init);
        assertEquals(ErrorKind.TIMEOUT, failure.kind());
    }

    @Test
    void tagErrorsDuringReadAreTagExceptions() throws Exception {
        VirtualTag tag = VirtualTag.ntag213(Mfrc522Test.NTAG_UID, Mfrc522Test.RED_7);
        chip.add(tag);
        reader.init();
        reader.detect().orElseThrow();
        tag.corruptNextCrcs(1);
        assertEquals(TagException.Kind.CRC, assertThrows(TagException.class, reader::readNdef).kind());
        tag.silenceNextFrames(1);
        assertEquals(TagException.Kind.TIMEOUT, assertThrows(TagException.class, reader::readNdef).kind());
    }

    @Test
    void status14IsAMifareAuthenticationErrorNotANak() {
        // UM0701-02 table 15; libnfc pn53x-internal.h: EMFAUTH 0x14.
        TagException failure = Pn532.failure(0x14, "READ of page 4").orElseThrow();
        assertEquals(TagException.Kind.PROTOCOL, failure.kind());
        assertEquals("READ of page 4 failed, PN532 status 0x14, MIFARE authentication error", failure.getMessage());
        assertEquals(TagException.Kind.CRC, Pn532.failure(0x02, "x").orElseThrow().kind());
        assertEquals(TagException.Kind.TIMEOUT, Pn532.failure(0x01, "x").orElseThrow().kind());
        assertEquals(Optional.empty(), Pn532.failure(0x40, "x"), "bit 6 is MI, more information, not an error");
    }
}
