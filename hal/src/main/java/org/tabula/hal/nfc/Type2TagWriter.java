package org.tabula.hal.nfc;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;

import org.tabula.hal.bus.BusException;

/**
 * Writes a card's text onto an NFC Forum Type 2 Tag (NTAG213/215/216) so that {@link Type2Tag}
 * reads it back, and checks that it does. Before writing anything it reads the static lock bytes
 * and the capability container and refuses a tag that is locked, read-only, used otherwise, too
 * small, or carrying another NDEF message (unless told to overwrite). A blank container (all
 * zero) gets the one NXP programs for the chip GET_VERSION names; it is one-time programmable, so
 * nothing else is ever written to it. Only pages 3 to 15 are ever written: the lock bytes (page 2,
 * the dynamic ones after user memory) and configuration pages never are.
 * <p>
 * The order of writes keeps a half-written tag from naming a card: page 4 first becomes an empty
 * NDEF message (length 0, then the terminator), then the record's pages after it are written, and
 * page 4 with the real length last. A tag lifted at any point reads as no card, or as it was, and
 * the next tap writes it again without asking.
 * <p>
 * A text goes in UTF-8 when it fits, so every card (a short ASCII id) reads as it always has, and
 * in UTF-16 otherwise, where every character of the Basic Multilingual Plane takes two bytes. The
 * 48 bytes hold 10 of framing (TLV type and length, record header, type length, payload length,
 * type "T", status byte, language "en", terminator) and 38 of text: "badge:" and twelve kana take
 * 42 as UTF-8 but exactly 38 as UTF-16 with its byte order mark (2 + 2 x 18).
 */
public final class Type2TagWriter {
    /** The language of every card text: ids are not words. */
    public static final String LANGUAGE = "en";
    /** The last page the static lock bits cover; the writer keeps below the dynamic lock bytes. */
    static final int LAST_STATIC_PAGE = 15;
    /** The longest data area written: pages 4 to 15. */
    static final int MAX_AREA_BYTES = (LAST_STATIC_PAGE - 3) * 4;
    private static final int FIRST_DATA_PAGE = 4;
    private static final int LOCK_PAGE = 2;
    /** Page 4 while the record behind it is written: an NDEF message TLV of length 0, then the terminator. */
    private static final byte[] EMPTY_MESSAGE = {NdefParser.TLV_NDEF_MESSAGE, 0x00, (byte) NdefParser.TLV_TERMINATOR, 0x00};

    private Type2TagWriter() {
    }

    /**
     * Writes {@code text} onto the selected tag, replacing another NDEF message only when
     * {@code overwrite}; a radio failure is an {@link TagWriteResult.Interrupted}, never an exception.
     *
     * @throws IllegalArgumentException if the text does not fit pages 4 to 15 ({@link #fits}; card texts are far shorter)
     */
    public static TagWriteResult write(Type2Commands tag, String text, boolean overwrite) throws BusException {
        byte[] wanted = area(text);
        if (wanted.length > MAX_AREA_BYTES) {
            throw new IllegalArgumentException("'" + text + "' needs " + wanted.length + " bytes; a card text gets " + MAX_AREA_BYTES);
        }
        Progress progress = new Progress();
        try {
            return write(tag, text, wanted, overwrite, progress);
        } catch (TagException e) {
            if (e.kind() == TagException.Kind.NAK) {
                return refuse(progress.writing ? TagWriteResult.Refusal.WRITE_REFUSED : TagWriteResult.Refusal.NOT_TYPE_2, e.getMessage());
            }
            return new TagWriteResult.Interrupted(progress.pages, e.getMessage());
        }
    }

    /** Whether {@code text} fits the pages written (4 to 15), as its NDEF message with its terminator. */
    public static boolean fits(String text) {
        return area(text).length <= MAX_AREA_BYTES;
    }

    /** The data area written for {@code text}: in UTF-8 if that fits pages 4 to 15, else in UTF-16. */
    static byte[] area(String text) {
        byte[] utf8 = NdefEncoder.textArea(text, LANGUAGE, NdefEncoder.Encoding.UTF_8);
        return utf8.length <= MAX_AREA_BYTES ? utf8 : NdefEncoder.textArea(text, LANGUAGE, NdefEncoder.Encoding.UTF_16);
    }

    /** How far the writing got: pages acknowledged, and whether a WRITE is under way. */
    private static final class Progress {
        int pages;
        boolean writing;
    }

    private static TagWriteResult write(Type2Commands tag, String text, byte[] wanted, boolean overwrite, Progress progress)
            throws BusException, TagException {
        Optional<NtagChip> chip = tag.version().flatMap(NtagChip::identify);
        byte[] head = sixteen(tag, LOCK_PAGE);
        int lockBits = (head[2] & 0xFF) | (head[3] & 0xFF) << 8;
        byte[] cc = Arrays.copyOfRange(head, 4, 8);
        boolean blank = Arrays.equals(cc, new byte[4]);
        if (blank) {
            if (chip.isEmpty()) {
                return refuse(TagWriteResult.Refusal.UNKNOWN_CHIP, "blank capability container, and the chip does not answer GET_VERSION");
            }
            cc = chip.get().capabilityContainer();
        } else if ((cc[0] & 0xFF) != Type2Tag.NDEF_MAGIC) {
            return refuse(TagWriteResult.Refusal.NOT_NDEF, "capability container " + hex(cc));
        } else if ((cc[1] & 0xF0) != 0x10) {
            return refuse(TagWriteResult.Refusal.NDEF_VERSION, String.format("NDEF mapping version %d.%d", (cc[1] & 0xF0) >> 4, cc[1] & 0x0F));
        } else if (cc[3] != 0x00) {
            return refuse(TagWriteResult.Refusal.READ_ONLY, String.format("capability container access byte 0x%02X", cc[3]));
        }
        int size = (cc[2] & 0xFF) * 8;
        if (chip.isPresent()) {
            size = Math.min(size, chip.get().dataAreaBytes());
        }
        if (wanted.length > size) {
            return refuse(TagWriteResult.Refusal.TOO_SMALL, "a data area of " + size + " bytes, " + wanted.length + " needed");
        }
        int lastPage = FIRST_DATA_PAGE + (wanted.length - 1) / 4;
        for (int page = blank ? Type2Tag.CAPABILITY_CONTAINER_PAGE : FIRST_DATA_PAGE; page <= lastPage; page++) {
            if ((lockBits & 1 << page) != 0) {
                return refuse(TagWriteResult.Refusal.LOCKED, String.format("page %d is locked (static lock bytes %02X %02X)", page, head[2], head[3]));
            }
        }
        if (!blank) {
            byte[] area = Type2Tag.dataArea(tag, sixteen(tag, Type2Tag.CAPABILITY_CONTAINER_PAGE), size);
            NdefResult now = NdefParser.firstText(area);
            if (now instanceof NdefResult.Text t && t.text().equals(text)) {
                return new TagWriteResult.AlreadyWritten(text);
            }
            if (!overwrite && NdefParser.holdsMessage(area)) {
                return new TagWriteResult.Occupied(now instanceof NdefResult.Text t ? Optional.of(t.text()) : Optional.empty());
            }
        } else {
            writePage(tag, Type2Tag.CAPABILITY_CONTAINER_PAGE, cc, progress);
        }
        writePage(tag, FIRST_DATA_PAGE, EMPTY_MESSAGE, progress);
        for (int page = FIRST_DATA_PAGE + 1; page <= lastPage; page++) {
            writePage(tag, page, pageOf(wanted, page), progress);
        }
        writePage(tag, FIRST_DATA_PAGE, pageOf(wanted, FIRST_DATA_PAGE), progress);
        NdefResult back = Type2Tag.readNdef(tag);
        if (!back.equals(new NdefResult.Text(text, LANGUAGE))) {
            return refuse(TagWriteResult.Refusal.CHECK_FAILED, "read back " + back);
        }
        return new TagWriteResult.Written(text, chip);
    }

    /** One WRITE; a NAK to it means a refusal, unlike a NAK to READ (no Type 2 tag at all). */
    private static void writePage(Type2Commands tag, int page, byte[] data, Progress progress) throws BusException, TagException {
        progress.writing = true;
        tag.write(page, data);
        progress.writing = false;
        progress.pages++;
    }

    private static byte[] sixteen(Type2Commands tag, int page) throws BusException, TagException {
        byte[] bytes = tag.read(page);
        if (bytes.length != 16) {
            throw new TagException(TagException.Kind.PROTOCOL, "READ returned " + bytes.length + " bytes, not 16");
        }
        return bytes;
    }

    /** The 4 bytes of {@code area} that go into {@code page}, zero after its end. */
    private static byte[] pageOf(byte[] area, int page) {
        int from = (page - FIRST_DATA_PAGE) * 4;
        return Arrays.copyOfRange(area, from, from + 4);
    }

    private static TagWriteResult refuse(TagWriteResult.Refusal reason, String detail) {
        return new TagWriteResult.Refused(reason, detail);
    }

    private static String hex(byte[] bytes) {
        return HexFormat.ofDelimiter(" ").withUpperCase().formatHex(bytes);
    }
}
