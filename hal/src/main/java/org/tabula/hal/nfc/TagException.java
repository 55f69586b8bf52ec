package org.tabula.hal.nfc;

/**
 * A tag did not answer as ISO/IEC 14443 says: the normal weather of radio (a card moved away
 * mid-read, two cards at once), not a fault of the reader. The reader tries again next poll.
 */
public final class TagException extends Exception {
    private static final long serialVersionUID = 1L;

    public enum Kind {
        /** No answer within the frame waiting time: usually no tag. */
        TIMEOUT,
        /** Two tags answered at once and the bits could not be told apart. */
        COLLISION,
        /** The CRC_A of an answer did not match its bytes. */
        CRC,
        /** The tag refused the command (a 4-bit NAK). */
        NAK,
        /** Parity, framing, length or BCC errors. */
        PROTOCOL
    }

    private final Kind kind;

    public TagException(Kind kind, String message) {
        super(message, null, false, false);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
