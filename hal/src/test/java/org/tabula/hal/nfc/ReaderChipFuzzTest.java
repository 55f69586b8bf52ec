package org.tabula.hal.nfc;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Optional;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.I2cOperation;
import org.tabula.hal.bus.SpiDevice;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fuzz.Sentences;

/**
 * What a reader chip sends back is outside bytes too (a failing module, noise on the bus, a tag
 * answering strangely): PN532 frames and MFRC522 register and FIFO contents of any value must end
 * in a result, a {@link BusException} or a {@link TagException} with a sentence; nothing else may
 * escape, and a fake clock bounds every wait (docs/fuzzing.md).
 */
class ReaderChipFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void anyBytesAreAPn532FrameOrASentence(byte[] bytes) {
        try {
            Pn532Frame.response(bytes);
        } catch (Pn532Frame.Invalid e) {
            Sentences.assertForPeople(e.getMessage(), "");
        }
    }

    @FuzzTest(maxDuration = "10m")
    void aPn532AnsweringAnythingIsReadOrRefused(FuzzedDataProvider data) {
        converse(new Pn532(new ScriptedPn532(data), new FakeClock()), true);
    }

    @FuzzTest(maxDuration = "10m")
    void anMfrc522WithAnyRegistersAndFifoIsReadOrRefused(FuzzedDataProvider data) {
        SpiDevice chip = frame -> {
            // A read (bit 7 of the address byte) gets the fuzzer's bytes; a write gets nothing back.
            if ((frame[0] & 0x80) != 0) {
                for (int i = 1; i < frame.length; i++) {
                    frame[i] = data.remainingBytes() > 0 ? data.consumeByte() : 0;
                }
            }
        };
        converse(new Mfrc522(chip, Optional.empty(), new FakeClock()), false);
    }

    /** One poll as the poller makes it: init (PN532 only), detect, read, release. */
    private static void converse(TagReader reader, boolean init) {
        try {
            if (init) {
                reader.init();
            }
            if (reader.detect().isPresent()) {
                NdefResult result = reader.readNdef();
                if (result instanceof NdefResult.Malformed malformed) {
                    Sentences.assertForPeople(malformed.error(), "");
                }
            }
            reader.release();
        } catch (BusException | TagException e) {
            Sentences.assertForPeople(e.getMessage(), "");
        }
        Sentences.assertForPeople(reader.identity(), "");
    }

    /**
     * A PN532 on I2C that ACKs every command and answers with a well-framed response whose data the
     * fuzzer chooses, or, when the fuzzer says so, with raw bytes; it is ready whenever it has something.
     */
    private static final class ScriptedPn532 implements I2cDevice {
        private final FuzzedDataProvider data;
        private final Deque<byte[]> pending = new ArrayDeque<>();
        private byte[] lastResponse = new byte[0];

        ScriptedPn532(FuzzedDataProvider data) {
            this.data = data;
        }

        @Override
        public void transaction(I2cOperation... operations) {
            for (I2cOperation operation : operations) {
                if (operation instanceof I2cOperation.Write write) {
                    written(write.bytes());
                } else if (operation instanceof I2cOperation.Read read) {
                    fill(read.buffer());
                }
            }
        }

        private void written(byte[] bytes) {
            if (Arrays.equals(bytes, Pn532Frame.ACK)) {
                pending.clear();
            } else if (Arrays.equals(bytes, Pn532Frame.NACK)) {
                pending.add(lastResponse);
            } else if (bytes.length > 6 && (bytes[5] & 0xFF) == Pn532Frame.HOST_TO_PN532) {
                pending.add(Pn532Frame.ACK);
                lastResponse = data.consumeBoolean() ? data.consumeBytes(data.consumeInt(0, 80)) : response(bytes[6]);
                pending.add(lastResponse);
            }
        }

        private byte[] response(byte command) {
            byte[] results = data.consumeBytes(data.consumeInt(0, 60));
            byte[] parameters = new byte[results.length + 1];
            parameters[0] = (byte) (command + 1);
            System.arraycopy(results, 0, parameters, 1, results.length);
            byte[] body = new byte[parameters.length + 1];
            body[0] = (byte) Pn532Frame.PN532_TO_HOST;
            System.arraycopy(parameters, 0, body, 1, parameters.length);
            int sum = 0;
            for (byte b : body) {
                sum += b & 0xFF;
            }
            byte[] out = new byte[body.length + 7];
            out[2] = (byte) 0xFF;
            out[3] = (byte) body.length;
            out[4] = (byte) -body.length;
            System.arraycopy(body, 0, out, 5, body.length);
            out[5 + body.length] = (byte) -sum;
            return out;
        }

        private void fill(byte[] buffer) {
            Arrays.fill(buffer, (byte) 0);
            if (pending.isEmpty()) {
                return;
            }
            buffer[0] = 0x01;
            if (buffer.length > 1) {
                byte[] next = pending.poll();
                System.arraycopy(next, 0, buffer, 1, Math.min(next.length, buffer.length - 1));
            }
        }
    }
}
