package org.tabula.hal.nfc;

import java.util.Arrays;
import java.util.Optional;

/**
 * The memory of an NTAG213/215/216 (or a MIFARE Ultralight, which lacks GET_VERSION) as READ and
 * WRITE see it, by the datasheet: pages 0-1 and the first half of page 2 hold the UID and are
 * read-only; the static lock bytes (page 2, bytes 2-3), the capability container (page 3) and the
 * dynamic lock bytes are one-time programmable, so a WRITE can only set their bits; a page whose
 * static lock bit is set, or at or after AUTH0 when writes are password-protected, answers NAK;
 * READ rolls over to page 0 past the end, and the password pages read as zeros. For the
 * simulator's tags and the drivers' tests. Block-locking bits and dynamic lock coverage are not
 * modelled: the writer never goes past page 15.
 */
public final class NtagMemory {
    /** The 4-bit NAK for an invalid argument: a page that is out of range, locked or protected. */
    public static final int NAK_INVALID = 0x0;
    private static final int ULTRALIGHT_PAGES = 16;

    private final Optional<NtagChip> chip;
    private final byte[] bytes;
    private int writeProtectedFrom = Integer.MAX_VALUE;

    private NtagMemory(Optional<NtagChip> chip, int pages, byte[] uid) {
        if (uid.length != 7) {
            throw new IllegalArgumentException("NTAG and Ultralight UIDs are 7 bytes");
        }
        this.chip = chip;
        this.bytes = new byte[pages * 4];
        bytes[0] = uid[0];
        bytes[1] = uid[1];
        bytes[2] = uid[2];
        bytes[3] = (byte) (0x88 ^ uid[0] ^ uid[1] ^ uid[2]);
        System.arraycopy(uid, 3, bytes, 4, 4);
        bytes[8] = (byte) (uid[3] ^ uid[4] ^ uid[5] ^ uid[6]);
    }

    /** A chip as NXP ships it: its capability container programmed, then {@code dataArea} from page 4 (03 00 FE for an empty message). */
    public static NtagMemory formatted(NtagChip chip, byte[] uid, byte[] dataArea) {
        NtagMemory memory = new NtagMemory(Optional.of(chip), chip.pages(), uid);
        System.arraycopy(chip.capabilityContainer(), 0, memory.bytes, 12, 4);
        System.arraycopy(dataArea, 0, memory.bytes, 16, Math.min(dataArea.length, chip.dataAreaBytes()));
        return memory;
    }

    /** A chip with an empty (all zero) capability container and data area. */
    public static NtagMemory unformatted(NtagChip chip, byte[] uid) {
        return new NtagMemory(Optional.of(chip), chip.pages(), uid);
    }

    /** A MIFARE Ultralight: 16 pages, blank capability container, no GET_VERSION. */
    public static NtagMemory ultralight(byte[] uid) {
        return new NtagMemory(Optional.empty(), ULTRALIGHT_PAGES, uid);
    }

    /** The GET_VERSION answer; empty for a chip that answers that command with NAK. */
    public Optional<byte[]> version() {
        return chip.map(NtagChip::version);
    }

    /** READ: 16 bytes from {@code page}, or empty (NAK) past the last page. */
    public Optional<byte[]> read(int page) {
        if (page < 0 || page * 4 >= bytes.length) {
            return Optional.empty();
        }
        byte[] data = new byte[16];
        for (int i = 0; i < 16; i++) {
            int at = (page * 4 + i) % bytes.length;
            data[i] = isPasswordPage(at / 4) ? 0 : bytes[at];
        }
        return Optional.of(data);
    }

    /** WRITE of 4 bytes into {@code page}: the 4-bit answer, {@link Type2Tag#ACK} or a NAK code. */
    public int write(int page, byte[] data) {
        if (data.length != 4) {
            throw new IllegalArgumentException("a page is 4 bytes");
        }
        if (page < 2 || page * 4 >= bytes.length || page >= writeProtectedFrom || staticallyLocked(page)) {
            return NAK_INVALID;
        }
        int at = page * 4;
        if (page == 2) {
            bytes[at + 2] |= data[2];
            bytes[at + 3] |= data[3];
        } else if (page == Type2Tag.CAPABILITY_CONTAINER_PAGE || chip.isPresent() && page == chip.get().dynamicLockPage()) {
            for (int i = 0; i < 4; i++) {
                bytes[at + i] |= data[i];
            }
        } else {
            System.arraycopy(data, 0, bytes, at, 4);
        }
        return Type2Tag.ACK;
    }

    /** Password protection of writes from page {@code auth0} on (AUTH0 with PROT = 0; no PWD_AUTH is modelled). */
    public void protectWritesFrom(int auth0) {
        writeProtectedFrom = auth0;
    }

    /** These pages as a reader sees them when the tag never leaves its field (the simulator's pads). */
    public Type2Commands commands() {
        return Type2Commands.of(
                page -> read(page).orElseThrow(() -> new TagException(TagException.Kind.NAK, "READ of page " + page + " refused (NAK 0x0)")),
                (page, data) -> {
                    int answer = write(page, data);
                    if (answer != Type2Tag.ACK) {
                        throw new TagException(TagException.Kind.NAK, String.format("WRITE of page %d refused (NAK 0x%X)", page, answer));
                    }
                },
                this::version);
    }

    /** A copy of page {@code page}'s 4 bytes as they are stored (for tests). */
    public byte[] page(int page) {
        return Arrays.copyOfRange(bytes, page * 4, page * 4 + 4);
    }

    /** Pages 3 to 15 each have a static lock bit: L-CC is bit 3 of byte 2, L4-L7 its bits 4-7, L8-L15 byte 3. */
    private boolean staticallyLocked(int page) {
        int lockBits = (bytes[10] & 0xFF) | (bytes[11] & 0xFF) << 8;
        return page >= 3 && page <= 15 && (lockBits & 1 << page) != 0;
    }

    private boolean isPasswordPage(int page) {
        return chip.isPresent() && page >= chip.get().pages() - 2;
    }
}
