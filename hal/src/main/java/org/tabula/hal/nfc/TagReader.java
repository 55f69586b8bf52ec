package org.tabula.hal.nfc;

import java.util.Optional;

import org.tabula.hal.bus.BusException;

/**
 * One NFC reader chip as the poller uses it: find the tag in the field, read its NDEF text, let it
 * go. A {@link BusException} means the reader itself failed; a {@link TagException} only that the
 * conversation with a tag broke off.
 */
public interface TagReader {
    /** Resets and checks the chip, configures it and turns the field on. */
    void init() throws BusException;

    /** What the chip said about itself at {@link #init}, such as "MFRC522 v2.0, self-test passed". */
    String identity();

    /** Wakes and selects the tag in the field (even a halted one) and returns its UID; empty when none answers. */
    Optional<byte[]> detect() throws BusException;

    /** Reads the NDEF text of the tag {@link #detect} just selected. */
    NdefResult readNdef() throws BusException, TagException;

    /** The Type 2 commands (READ, WRITE, GET_VERSION) on the tag {@link #detect} just selected: for writing a card's text. */
    Type2Commands type2();

    /** Lets the selected tag go (HLTA), so the next {@link #detect} starts afresh. */
    void release() throws BusException;
}
