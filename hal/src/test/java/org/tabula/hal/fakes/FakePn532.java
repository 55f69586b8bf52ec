package org.tabula.hal.fakes;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.I2cOperation;

/**
 * A PN532 on I2C answering frames as UM0701-02 describes: it checks every host frame's length
 * and data checksums, queues an ACK and then the response, reports them through the status byte
 * that starts every read, resends the last response on NACK and drops everything on ACK. For
 * InListPassiveTarget and InCommunicateThru it talks to {@link VirtualTag}s over the "air" with
 * real ISO/IEC 14443-3 frames. InCommunicateThru appends CRC_A to what it sends, and receives as
 * CIU_RxMode (6303h, read and written with ReadRegister and WriteRegister) says: with RxCRCEn
 * (bit 7) set, as InListPassiveTarget leaves it for 106 kbps type A, it checks and strips the
 * answer's CRC and reports a 4-bit answer (a tag's ACK or NAK) as a CRC error, status 02h (nfcpy
 * clf/pn53x.py: "the chipset reports them as crc error"); with it clear it hands over the bytes as
 * received, CRC included, and a 4-bit answer as one byte. Silence is status 01h.
 * It can drop an ACK, corrupt a response checksum, or never get ready.
 * Like the chip (PN532 datasheet, I2C interface: it does not acknowledge its address until it
 * can serve the host) it can refuse its address while it works on a command, and sleep until a
 * first addressing wakes it.
 */
public final class FakePn532 implements I2cDevice {
    private final Deque<byte[]> pending = new ArrayDeque<>();
    private final List<VirtualTag> tags = new ArrayList<>();
    private byte[] lastResponse;
    private VirtualTag active;
    private int rxMode;
    private int pollsUntilReady;
    private int dropAcks;
    private int corruptResponses;
    private boolean neverReady;
    private boolean nackWhileBusy;
    private int asleepFor;
    private int commands;

    public void add(VirtualTag tag) {
        tags.add(tag);
    }

    /** The next {@code count} commands are lost: no ACK, no response. */
    public void dropNextAcks(int count) {
        dropAcks = count;
    }

    /** The next {@code count} responses go out with a wrong data checksum. */
    public void corruptNextResponses(int count) {
        corruptResponses = count;
    }

    public void neverReady(boolean neverReady) {
        this.neverReady = neverReady;
    }

    /** While it works on a command it does not acknowledge its address (Linux: EREMOTEIO), instead of answering "not ready". */
    public void nackWhileBusy(boolean nack) {
        this.nackWhileBusy = nack;
    }

    /** Asleep: the first transaction wakes it, and it and the next {@code transactions - 1} get no acknowledge. */
    public void asleep(int transactions) {
        this.asleepFor = transactions;
    }

    public int commands() {
        return commands;
    }

    @Override
    public void transaction(I2cOperation... operations) throws BusException {
        if (asleepFor > 0) {
            asleepFor--;
            throw new BusException(ErrorKind.NO_ACKNOWLEDGE, "fake PN532: asleep, address not acknowledged");
        }
        if (nackWhileBusy && !pending.isEmpty() && pollsUntilReady > 0) {
            pollsUntilReady--;
            throw new BusException(ErrorKind.NO_ACKNOWLEDGE, "fake PN532: busy, address not acknowledged");
        }
        for (I2cOperation operation : operations) {
            if (operation instanceof I2cOperation.Write write) {
                receive(write.bytes());
            } else if (operation instanceof I2cOperation.Read read) {
                send(read.buffer());
            }
        }
    }

    private void send(byte[] buffer) {
        Arrays.fill(buffer, (byte) 0);
        if (neverReady || pending.isEmpty() || pollsUntilReady-- > 0) {
            return;
        }
        buffer[0] = 0x01;
        if (buffer.length == 1) {
            return; // a status poll leaves the frame in place
        }
        byte[] frame = pending.poll();
        System.arraycopy(frame, 0, buffer, 1, Math.min(frame.length, buffer.length - 1));
        pollsUntilReady = 2; // the next frame takes a moment
    }

    private void receive(byte[] frame) throws BusException {
        if (Arrays.equals(frame, new byte[] {0, 0, (byte) 0xFF, 0, (byte) 0xFF, 0})) {
            pending.clear();
            return;
        }
        if (Arrays.equals(frame, new byte[] {0, 0, (byte) 0xFF, (byte) 0xFF, 0, 0})) {
            if (lastResponse == null) {
                throw new AssertionError("NACK with no response to repeat");
            }
            pending.add(lastResponse);
            return;
        }
        byte[] data = parseHostFrame(frame);
        commands++;
        if (dropAcks > 0) {
            dropAcks--;
            return;
        }
        pending.clear();
        pending.add(new byte[] {0, 0, (byte) 0xFF, 0, (byte) 0xFF, 0});
        lastResponse = responseFrame(execute(data));
        byte[] toSend = lastResponse;
        if (corruptResponses > 0) {
            corruptResponses--;
            toSend = lastResponse.clone();
            toSend[toSend.length - 2] ^= 0x01;
        }
        pending.add(toSend);
        pollsUntilReady = 1;
    }

    private static byte[] parseHostFrame(byte[] frame) {
        if (frame.length < 9 || frame[0] != 0 || frame[1] != 0 || frame[2] != (byte) 0xFF) {
            throw new AssertionError("host frame without preamble and start code");
        }
        int length = frame[3] & 0xFF;
        if (((length + (frame[4] & 0xFF)) & 0xFF) != 0) {
            throw new AssertionError("host frame LCS wrong");
        }
        if (frame.length != length + 7 || frame[frame.length - 1] != 0) {
            throw new AssertionError("host frame length or postamble wrong");
        }
        int sum = 0;
        for (int i = 5; i < 5 + length + 1; i++) {
            sum += frame[i] & 0xFF;
        }
        if ((sum & 0xFF) != 0 || (frame[5] & 0xFF) != 0xD4) {
            throw new AssertionError("host frame DCS or TFI wrong");
        }
        return Arrays.copyOfRange(frame, 6, 5 + length);
    }

    private static byte[] responseFrame(byte[] data) {
        int length = data.length + 1;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {0, 0, (byte) 0xFF, (byte) length, (byte) -length, (byte) 0xD5});
        out.writeBytes(data);
        int sum = 0xD5;
        for (byte b : data) {
            sum += b & 0xFF;
        }
        out.write((byte) -sum);
        out.write(0);
        return out.toByteArray();
    }

    private byte[] execute(byte[] data) {
        int code = data[0] & 0xFF;
        byte[] result = switch (code) {
            case 0x02 -> new byte[] {0x32, 0x01, 0x06, 0x07};
            case 0x06 -> new byte[] {(byte) register(data[1], data[2])};
            case 0x08 -> writeRegister(data[1], data[2], data[3]);
            case 0x14, 0x32 -> new byte[0];
            case 0x4A -> listPassiveTarget();
            case 0x42 -> communicateThru(Arrays.copyOfRange(data, 1, data.length));
            default -> throw new AssertionError(String.format("command 0x%02X not modelled", code));
        };
        byte[] out = new byte[result.length + 1];
        out[0] = (byte) (code + 1);
        System.arraycopy(result, 0, out, 1, result.length);
        return out;
    }

    private static int address(byte high, byte low) {
        return (high & 0xFF) << 8 | (low & 0xFF);
    }

    private int register(byte high, byte low) {
        if (address(high, low) != 0x6303) {
            throw new AssertionError(String.format("register 0x%04X not modelled", address(high, low)));
        }
        return rxMode;
    }

    private byte[] writeRegister(byte high, byte low, byte value) {
        register(high, low);
        rxMode = value & 0xFF;
        return new byte[0];
    }

    /** REQA then anticollision and select per cascade level, retried as MxRtyPassiveActivation allows. */
    private byte[] listPassiveTarget() {
        for (int attempt = 0; attempt < 3; attempt++) {
            for (VirtualTag tag : tags) {
                Bits atqa = tag.respond(new byte[] {0x26}, 7);
                if (atqa == null) {
                    continue;
                }
                ByteArrayOutputStream uid = new ByteArrayOutputStream();
                int sak = activate(tag, uid);
                if (sak < 0) {
                    continue;
                }
                active = tag;
                rxMode = 0x80; // 106 kbps, ISO/IEC 14443A framing, RxCRCEn
                byte[] nfcid = uid.toByteArray();
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] atqaBytes = atqa.pack(0);
                out.writeBytes(new byte[] {1, 1, atqaBytes[1], atqaBytes[0], (byte) sak, (byte) nfcid.length});
                out.writeBytes(nfcid);
                return out.toByteArray();
            }
        }
        active = null;
        return new byte[] {0};
    }

    private static int activate(VirtualTag tag, ByteArrayOutputStream uid) {
        for (int sel : new int[] {0x93, 0x95, 0x97}) {
            Bits level = tag.respond(new byte[] {(byte) sel, 0x20}, 16);
            if (level == null || level.size() != 40) {
                return -1;
            }
            byte[] cl = level.pack(0);
            byte[] select = CrcA.append(new byte[] {(byte) sel, 0x70, cl[0], cl[1], cl[2], cl[3], cl[4]});
            Bits sakBits = tag.respond(select, select.length * 8);
            if (sakBits == null || !CrcA.valid(sakBits.pack(0))) {
                return -1;
            }
            int sak = sakBits.pack(0)[0] & 0xFF;
            if ((sak & 0x04) == 0) {
                uid.write(cl, 0, 4);
                return sak;
            }
            uid.write(cl, 1, 3);
        }
        return -1;
    }

    private byte[] communicateThru(byte[] toTag) {
        if (active == null) {
            return new byte[] {0x27}; // improper command in this state
        }
        byte[] frame = CrcA.append(toTag);
        Bits answer = active.respond(frame, frame.length * 8);
        if (answer == null) {
            return new byte[] {0x01}; // timeout
        }
        byte[] bytes = answer.pack(0);
        boolean checkCrc = (rxMode & 0x80) != 0;
        if (answer.size() == 4) {
            return checkCrc ? new byte[] {0x02} : new byte[] {0x00, bytes[0]};
        }
        if (!checkCrc) {
            byte[] out = new byte[bytes.length + 1];
            System.arraycopy(bytes, 0, out, 1, bytes.length);
            return out;
        }
        if (!CrcA.valid(bytes)) {
            return new byte[] {0x02}; // CRC error
        }
        byte[] out = new byte[bytes.length - 1];
        System.arraycopy(bytes, 0, out, 1, bytes.length - 2);
        return out;
    }
}
