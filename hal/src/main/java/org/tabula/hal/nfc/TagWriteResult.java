package org.tabula.hal.nfc;

import java.util.Optional;

/** What became of writing a card's text onto a tag. */
public sealed interface TagWriteResult {
    /** Written and read back: the tag now names the card. */
    record Written(String text, Optional<NtagChip> chip) implements TagWriteResult {
    }

    /** The tag already carried exactly this text: nothing was written. */
    record AlreadyWritten(String text) implements TagWriteResult {
    }

    /**
     * The tag carries another NDEF message, left as it was: written only when the person confirms.
     * {@code text} is its first text record (another card's name, or anything), empty when it has none.
     */
    record Occupied(Optional<String> text) implements TagWriteResult {
    }

    /** The tag cannot take the text; {@code detail} says what was found. Nothing usable was changed. */
    record Refused(Refusal reason, String detail) implements TagWriteResult {
    }

    /**
     * The conversation broke off (the tag was lifted, or the radio garbled a frame) after
     * {@code pagesWritten} pages: the tag reads as no card (or as it was) until it is written again.
     */
    record Interrupted(int pagesWritten, String detail) implements TagWriteResult {
    }

    /** Why a tag cannot take a card's text. */
    enum Refusal {
        /** Its static lock bits make a page the text needs read-only for good. */
        LOCKED,
        /** Its capability container grants no write (or no read) access. */
        READ_ONLY,
        /** Its capability container is neither empty nor NFC Forum NDEF (it is used otherwise; OTP, so for good). */
        NOT_NDEF,
        /** An NDEF mapping version other than 1.x. */
        NDEF_VERSION,
        /** A blank capability container, on a chip that does not say what it is (no GET_VERSION): its size is unknown. */
        UNKNOWN_CHIP,
        /** Its data area is smaller than the text. */
        TOO_SMALL,
        /** It does not answer READ: not a Type 2 tag (a MIFARE Classic, a bank card). */
        NOT_TYPE_2,
        /** It answered a WRITE with NAK although no lock bit forbids it (a password-protected NTAG). */
        WRITE_REFUSED,
        /** The text read back differs from the text written. */
        CHECK_FAILED,
        /** These readers cannot write tags at all. */
        NO_WRITER
    }
}
