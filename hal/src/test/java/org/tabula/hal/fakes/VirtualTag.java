package org.tabula.hal.fakes;

import java.util.Arrays;

import org.tabula.hal.nfc.NtagChip;
import org.tabula.hal.nfc.NtagMemory;
import org.tabula.hal.nfc.Type2Tag;

/**
 * An ISO/IEC 14443-3 type A tag in the reader's field, bit by bit: IDLE/HALT, READY per cascade
 * level, ACTIVE, with REQA/WUPA, anticollision, select, HLTA and (for NTAG21x, on an
 * {@link NtagMemory}) READ, WRITE and GET_VERSION; a NAK sends it back to IDLE. It can be told to
 * leave the field (at once, or at a coming WRITE), to corrupt the CRC of its next answer, to hear
 * its next WRITEs garbled, or to stay silent.
 */
public final class VirtualTag {
    private enum State { IDLE, READY, ACTIVE, HALT }

    private final byte[] uid;
    private final byte[] atqa;
    private final int finalSak;
    private final NtagMemory memory;
    private State state = State.IDLE;
    private int level;
    private boolean inField = true;
    private int corruptCrcs;
    private int silentFrames;
    private int garbledWrites;
    private int writesBeforeLeaving = -1;

    private VirtualTag(byte[] uid, byte[] atqa, int finalSak, NtagMemory memory) {
        this.uid = uid.clone();
        this.atqa = atqa;
        this.finalSak = finalSak;
        this.memory = memory;
    }

    /** An NTAG213 (7-byte UID, 45 pages) holding {@code dataArea} from page 4 on, formatted for NDEF. */
    public static VirtualTag ntag213(byte[] uid, byte[] dataArea) {
        return of(uid, NtagMemory.formatted(NtagChip.NTAG213, uid, dataArea));
    }

    /** A 7-byte UID NTAG21x or Ultralight (ATQA 0044h, SAK 00h) on {@code memory}. */
    public static VirtualTag of(byte[] uid, NtagMemory memory) {
        return new VirtualTag(uid, new byte[] {0x44, 0x00}, 0x00, memory);
    }

    /** A MIFARE Classic 1K: 4-byte UID, SAK 08h, refuses READ without authentication. */
    public static VirtualTag mifareClassic(byte[] uid) {
        return new VirtualTag(uid, new byte[] {0x04, 0x00}, 0x08, null);
    }

    /** A triple-size (10-byte) UID tag without NDEF memory. */
    public static VirtualTag tripleSize(byte[] uid) {
        return new VirtualTag(uid, new byte[] {(byte) 0x84, 0x00}, 0x20, null);
    }

    public byte[] uid() {
        return uid.clone();
    }

    public boolean inField() {
        return inField;
    }

    public void leave() {
        inField = false;
        state = State.IDLE;
    }

    public void enter() {
        inField = true;
        state = State.IDLE;
    }

    /** The next {@code count} answers that carry a CRC_A carry a wrong one. */
    public void corruptNextCrcs(int count) {
        corruptCrcs = count;
    }

    /** The next {@code count} WRITEs reach the tag with a broken CRC: it answers NAK 1h and writes nothing. */
    public void garbleNextWrites(int count) {
        garbledWrites = count;
    }

    /** The tag takes {@code count} more WRITEs, then leaves the field as the next one starts (that page unwritten). */
    public void leaveAfterWrites(int count) {
        writesBeforeLeaving = count;
    }

    /** The next {@code count} frames get no answer at all. */
    public void silenceNextFrames(int count) {
        silentFrames = count;
    }

    private int levels() {
        return uid.length == 4 ? 1 : uid.length == 7 ? 2 : 3;
    }

    /** The 40 bits of cascade level {@code n} (1-based): UID CLn with cascade tags, then BCC. */
    private byte[] cascadeLevel(int n) {
        byte[] cl = new byte[5];
        int last = levels();
        int offset = (n - 1) * 3;
        if (n < last) {
            cl[0] = (byte) 0x88;
            System.arraycopy(uid, offset, cl, 1, 3);
        } else {
            System.arraycopy(uid, offset, cl, 0, 4);
        }
        cl[4] = (byte) (cl[0] ^ cl[1] ^ cl[2] ^ cl[3]);
        return cl;
    }

    /** The answer to {@code bitCount} bits of {@code frame} (LSB first per byte), or null for silence. */
    Bits respond(byte[] frame, int bitCount) {
        if (!inField) {
            return null;
        }
        if (silentFrames > 0) {
            silentFrames--;
            return null;
        }
        if (bitCount == 7) {
            int command = frame[0] & 0x7F;
            boolean wakes = command == 0x52 ? state != State.READY : command == 0x26 && state == State.IDLE;
            if (!wakes) {
                state = state == State.HALT ? State.HALT : State.IDLE;
                return null;
            }
            state = State.READY;
            level = 1;
            return Bits.ofBytes(atqa);
        }
        int command = frame[0] & 0xFF;
        if (state == State.READY && (command == 0x93 || command == 0x95 || command == 0x97)) {
            return selectOrAnticollision(frame, bitCount);
        }
        if (state == State.ACTIVE && bitCount == 32 && command == 0x50 && frame[1] == 0) {
            if (CrcA.valid(Arrays.copyOf(frame, 4))) {
                state = State.HALT;
            }
            return null;
        }
        if (state == State.ACTIVE && memory != null && (command == 0x30 || command == 0xA2 || command == 0x60)) {
            return type2(frame, bitCount, command);
        }
        if (state == State.ACTIVE && bitCount == 32 && command == 0x30) {
            return nak(0x4); // a MIFARE Classic wants authentication first
        }
        state = State.IDLE; // any unexpected frame sends a tag back to idle
        return null;
    }

    /** READ, WRITE and GET_VERSION of an active NTAG (datasheet 10.1, 10.2, 10.4). */
    private Bits type2(byte[] frame, int bitCount, int command) {
        int length = command == 0x30 ? 4 : command == 0xA2 ? 8 : 3;
        if (bitCount != length * 8) {
            state = State.IDLE;
            return null;
        }
        boolean garbled = command == 0xA2 && garbledWrites > 0;
        if (garbled) {
            garbledWrites--;
        }
        if (garbled || !CrcA.valid(Arrays.copyOf(frame, length))) {
            return command == 0xA2 ? nak(0x1) : null;
        }
        if (command == 0x60) {
            return memory.version().map(version -> Bits.ofBytes(withCrc(version))).orElseGet(() -> nak(0x0));
        }
        int page = frame[1] & 0xFF;
        if (command == 0x30) {
            return memory.read(page).map(data -> Bits.ofBytes(withCrc(data))).orElseGet(() -> nak(NtagMemory.NAK_INVALID));
        }
        if (writesBeforeLeaving == 0) {
            writesBeforeLeaving = -1;
            leave();
            return null;
        }
        if (writesBeforeLeaving > 0) {
            writesBeforeLeaving--;
        }
        int answer = memory.write(page, Arrays.copyOfRange(frame, 2, 6));
        return answer == Type2Tag.ACK ? Bits.ofNibble(answer) : nak(answer);
    }

    /** A 4-bit NAK; the tag then goes back to IDLE (datasheet 9.3). */
    private Bits nak(int code) {
        state = State.IDLE;
        return Bits.ofNibble(code);
    }

    private Bits selectOrAnticollision(byte[] frame, int bitCount) {
        int sel = frame[0] & 0xFF;
        int expectedLevel = sel == 0x93 ? 1 : sel == 0x95 ? 2 : 3;
        if (expectedLevel != level) {
            state = State.IDLE;
            return null;
        }
        byte[] cl = cascadeLevel(level);
        int nvb = frame[1] & 0xFF;
        if (nvb == 0x70 && bitCount == 9 * 8) {
            if (!CrcA.valid(Arrays.copyOf(frame, 9)) || !Arrays.equals(Arrays.copyOfRange(frame, 2, 7), cl)) {
                return null;
            }
            int sak;
            if (level < levels()) {
                sak = 0x04;
                level++;
            } else {
                sak = finalSak;
                state = State.ACTIVE;
            }
            return Bits.ofBytes(withCrc(new byte[] {(byte) sak}));
        }
        int known = ((nvb >> 4) - 2) * 8 + (nvb & 0x0F);
        if (known < 0 || known > 32 || bitCount != 16 + known) {
            state = State.IDLE;
            return null;
        }
        Bits sent = Bits.of(frame, bitCount);
        Bits mine = Bits.ofBytes(cl);
        for (int i = 0; i < known; i++) {
            if (sent.get(16 + i) != mine.get(i)) {
                return null; // not our prefix: stay silent, stay ready
            }
        }
        return mine.from(known);
    }

    private byte[] withCrc(byte[] data) {
        byte[] out = CrcA.append(data);
        if (corruptCrcs > 0) {
            corruptCrcs--;
            out[out.length - 1] ^= 0x5A;
        }
        return out;
    }
}
