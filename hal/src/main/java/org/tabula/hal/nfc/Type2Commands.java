package org.tabula.hal.nfc;

import java.util.Optional;

import org.tabula.hal.bus.BusException;

/**
 * The NFC Forum Type 2 Tag commands a writer needs, on the tag a reader has just selected: READ
 * (inherited: 16 bytes from a page), WRITE of one 4-byte page, and NTAG's GET_VERSION.
 */
public interface Type2Commands extends Type2Tag.PageReader {
    /** WRITE (A2h) of {@code data}, 4 bytes, into {@code page}; returns once the tag answers ACK. */
    void write(int page, byte[] data) throws BusException, TagException;

    /**
     * GET_VERSION (60h): the tag's 8-byte version, or empty when it does not know the command (a
     * MIFARE Ultralight), in which case the tag is selected again before this returns.
     */
    Optional<byte[]> version() throws BusException, TagException;

    /** One WRITE. */
    @FunctionalInterface
    interface PageWriter {
        void write(int page, byte[] data) throws BusException, TagException;
    }

    /** One GET_VERSION. */
    @FunctionalInterface
    interface VersionReader {
        Optional<byte[]> version() throws BusException, TagException;
    }

    /** The three commands from a driver's (or a model's) own methods. */
    static Type2Commands of(Type2Tag.PageReader reader, PageWriter writer, VersionReader versionReader) {
        return new Type2Commands() {
            @Override
            public byte[] read(int page) throws BusException, TagException {
                return reader.read(page);
            }

            @Override
            public void write(int page, byte[] data) throws BusException, TagException {
                writer.write(page, data);
            }

            @Override
            public Optional<byte[]> version() throws BusException, TagException {
                return versionReader.version();
            }
        };
    }
}
