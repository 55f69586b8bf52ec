package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.club.Roster;
import org.tabula.firmware.command.BoxHardware;
import org.tabula.firmware.command.CardsCommand;
import org.tabula.firmware.command.Command;
import org.tabula.firmware.command.RunCommand;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.service.Devices;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.Buttons;
import org.tabula.hal.CardReaders;
import org.tabula.hal.LedStrip;
import org.tabula.hal.TagEvent;
import org.tabula.hal.board.BoardSurvey;
import org.tabula.hal.nfc.TagShelf;
import org.tabula.hal.nfc.TagWriteResult;

class RunCommandTest {
    @TempDir
    Path state;

    /**
     * Devices for the real service, whose readers write onto a {@link TagShelf}, and a person at
     * them who acts once the box listens and shows something, as a person would: BACK before the
     * first frame could end the run before any frame was written.
     */
    private static final class PersonAtTheBox {
        final CountDownLatch listening = new CountDownLatch(2);
        final CountDownLatch firstFrame = new CountDownLatch(1);
        final CountDownLatch writes = new CountDownLatch(2);
        final AtomicInteger framesWritten = new AtomicInteger();
        final TagShelf shelf = new TagShelf();
        volatile Consumer<ButtonEvent> buttons;
        volatile Consumer<TagEvent> tags;
        final Devices devices;

        PersonAtTheBox() {
            Buttons fakeButtons = listener -> {
                if (listener != null) {
                    buttons = listener;
                    listening.countDown();
                }
            };
            CardReaders fakeReaders = new CardReaders() {
                @Override
                public int count() {
                    return 1;
                }

                @Override
                public void setListener(Consumer<TagEvent> listener) {
                    if (listener != null) {
                        tags = listener;
                        listening.countDown();
                    }
                }

                @Override
                public synchronized void write(TagEvent arrived, String text, boolean overwrite, Consumer<TagWriteResult> done) {
                    done.accept(shelf.write(arrived.uid(), text, overwrite));
                    writes.countDown();
                }
            };
            LedStrip strip = new LedStrip() {
                @Override
                public int length() {
                    return 3;
                }

                @Override
                public void write(int[] colours) {
                }
            };
            devices = new Devices(fakeButtons, fakeReaders, frame -> {
                framesWritten.incrementAndGet();
                firstFrame.countDown();
            }, strip);
        }

        /** Taps a tag with this UID once the box shows something, and nothing more; on its own thread. */
        Thread taps(String uid) {
            Thread person = new Thread(() -> {
                try {
                    listening.await(10, TimeUnit.SECONDS);
                    firstFrame.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    return;
                }
                tags.accept(new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uid), Optional.empty()));
            });
            person.start();
            return person;
        }

        /** Taps tags with these UIDs, waits for the writes if {@code writing}, then presses BACK; on its own thread. */
        Thread tapsThenBack(boolean writing, String... uids) {
            Thread person = new Thread(() -> {
                try {
                    listening.await(10, TimeUnit.SECONDS);
                    firstFrame.await(10, TimeUnit.SECONDS);
                    for (String uid : uids) {
                        tags.accept(new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uid), Optional.empty()));
                    }
                    if (writing) {
                        writes.await(10, TimeUnit.SECONDS);
                    }
                } catch (InterruptedException e) {
                    return;
                }
                buttons.accept(new ButtonEvent(Button.BACK, ButtonEvent.Kind.PRESSED, 0));
            });
            person.start();
            return person;
        }
    }

    @Test
    void enrolWalksTheDeckOnTheRealServiceAndLeavesWithBack() throws Exception {
        PersonAtTheBox box = new PersonAtTheBox();
        Thread person = box.tapsThenBack(false, "04000001", "04000002");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        java.nio.file.Path boxConf = java.nio.file.Files.writeString(state.resolve("box.conf"), "[display]\n");
        int status = RunCommand.enrol(new String[] {"roman", "--state", state.toString(), "--config", boxConf.toString()},
                config -> opened(box.devices), new PrintStream(err, true));
        person.join();
        assertEquals(0, status, err.toString());
        CardRegistry saved = CardRegistry.load(state);
        assertEquals(2, saved.enrolledCount(RomanDeck.DECK));
        assertEquals(RomanDeck.DECK.card("R1").map(c -> "04000002"), saved.uidOf(RomanDeck.DECK.card("R1").orElseThrow()));
        assertTrue(box.framesWritten.get() > 0);
        assertTrue(err.toString().matches("(?s).*tabula: first frame \\d+ ms after the process started.*"), err.toString());
    }

    @Test
    void enrolWriteWritesEachCardOntoTheTagsTappedAndLeavesWithBack() throws Exception {
        PersonAtTheBox box = new PersonAtTheBox();
        Thread person = box.tapsThenBack(true, "04000000000001", "04000000000002");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        java.nio.file.Path boxConf = java.nio.file.Files.writeString(state.resolve("box.conf"), "[display]\n");
        int status = RunCommand.enrol(new String[] {"spite", "--write", "--state", state.toString(), "--config", boxConf.toString()},
                config -> opened(box.devices), new PrintStream(err, true));
        person.join();
        assertEquals(0, status, err.toString());
        assertEquals(Optional.of("spite:AS/1"), box.shelf.text(HexFormat.of().parseHex("04000000000001")));
        assertEquals(Optional.of("spite:2S/1"), box.shelf.text(HexFormat.of().parseHex("04000000000002")),
                "the second tap, written once the first was done");
        assertEquals(0, CardRegistry.load(state).enrolledCount(SpiteDeck.DECK), "nothing enrolled: the tags name their cards");
    }

    private static RunCommand.OpenDevices opened(Devices devices) {
        return new RunCommand.OpenDevices() {
            @Override
            public Devices devices() {
                return devices;
            }

            @Override
            public Optional<String> whyNoCardCanBeTapped() {
                return Optional.empty();
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    @Timeout(60)
    void cardsBadgeWritesTheBadgeOntoTheTagTappedAtTheBoxAndSaysWhatItWrote() throws Exception {
        Roster.load(state).add("Aki");
        PersonAtTheBox box = new PersonAtTheBox();
        Thread person = box.taps("04000000000001");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path boxConf = java.nio.file.Files.writeString(state.resolve("box.conf"), "[display]\n");
        int status = CardsCommand.run(new String[] {"badge", "aki", "--state", state.toString(), "--config", boxConf.toString()},
                config -> opened(box.devices), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true));
        person.join();
        assertEquals(0, status, err.toString());
        assertEquals(Optional.of("badge:Aki"), box.shelf.text(HexFormat.of().parseHex("04000000000001")));
        assertEquals("wrote badge:Aki onto the tag 04000000000001 and read it back; tapped on a seat's reader at the menu's Seats, "
                + "it sits Aki there\n", out.toString(StandardCharsets.UTF_8));
        assertEquals(0, CardRegistry.load(state).enrolledCount(RomanDeck.DECK), "a badge is no card");
    }

    @Test
    void cardsBadgeOffARaspberryPiSaysSoAndPrintsTheTextForAPhone() throws Exception {
        Roster.load(state).add("Aki");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(err, true);
        Path pc = state.resolve("pc");
        java.nio.file.Files.createDirectories(pc.resolve("sys/class/dmi/id"));
        java.nio.file.Files.writeString(pc.resolve("sys/class/dmi/id/product_name"), "Standard PC (Q35 + ICH9, 2009)\n");
        int status = CardsCommand.run(new String[] {"badge", "Aki", "--state", state.toString()},
                config -> BoxHardware.open(config, BoardSurvey.read(pc, "amd64", config), print), new PrintStream(out, true), print);
        assertEquals(0, status, err.toString());
        assertEquals("badge:Aki\n", out.toString());
        assertTrue(err.toString().contains("tabula cards: not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64), "
                + "so no tag can be written here: write the text above as an NFC text record (NTAG) with a phone app"), err.toString());
    }

    @Test
    void cardsBadgeForSomebodyNotOnTheRosterIsRefusedBeforeAnyDeviceIsOpened() throws Exception {
        Roster.load(state).add("Aki");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunCommand.Hardware never = config -> {
            throw new AssertionError("opened the devices");
        };
        assertEquals(1, CardsCommand.run(new String[] {"badge", "Ben", "--state", state.toString()}, never, new PrintStream(out, true),
                new PrintStream(err, true)));
        assertEquals("tabula cards: Nobody called Ben is on the roster; nothing written\n", err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void enrolOffARaspberryPiRefusesWithASentenceInsteadOfWaitingForTaps() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(err, true);
        Path pc = state.resolve("pc");
        java.nio.file.Files.createDirectories(pc.resolve("sys/class/dmi/id"));
        java.nio.file.Files.writeString(pc.resolve("sys/class/dmi/id/product_name"), "Standard PC (Q35 + ICH9, 2009)\n");
        int status = RunCommand.enrol(new String[] {"roman", "--state", state.toString()},
                config -> BoxHardware.open(config, BoardSurvey.read(pc, "amd64", config), print), print);
        assertEquals(1, status, err.toString());
        assertTrue(err.toString().contains("tabula enrol: not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64), "
                + "so no card can be tapped here: enrol on the box"), err.toString());
        assertEquals(0, CardRegistry.load(state).enrolledCount(RomanDeck.DECK), "nothing enrolled");
    }

    @Test
    void aSavedGameThatCannotBeContinuedIsRefusedBeforeAnyDeviceIsOpened() throws Exception {
        Path script = state.resolve("over.json");
        java.nio.file.Files.writeString(script, "{\"game\": \"sumo\", \"players\": 2, \"seed\": 1, \"moves\": [\"0:1\", \"1:2\", \"1:3\", \"0:2\", \"0:3\", \"1:4\", \"0:4\", \"1:1\", \"1:5\", \"0:5\", \"0:6\", \"1:6\"]}");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunCommand.Hardware never = config -> {
            throw new AssertionError("opened the devices");
        };
        assertEquals(1, RunCommand.run(new String[] {"--state", state.toString(), "--load", script.toString()}, never, new PrintStream(err, true)));
        assertTrue(err.toString().contains("tabula run: cannot continue " + script + ": the game is already over"), err.toString());
        assertEquals(1, RunCommand.run(new String[] {"--state", state.toString(), "--load", state.resolve("missing.json").toString()}, never,
                new PrintStream(err, true)));
        assertTrue(err.toString().contains("cannot continue " + state.resolve("missing.json")), err.toString());
        try (GameLog log = GameLog.open(state)) {
            assertEquals(Optional.empty(), log.unfinishedScript());
        }
        assertEquals(Command.USAGE, RunCommand.enrol(new String[] {"roman", "--load", script.toString()}, never, new PrintStream(err, true)));
    }

    @Test
    void badCommandLinesAreRefusedWithUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(err, true);
        assertEquals(Command.USAGE, RunCommand.enrol(new String[] {"tarot"}, config -> null, print));
        assertEquals(Command.USAGE, RunCommand.run(new String[] {"--colour", "red"}, config -> null, print));
        assertEquals(Command.USAGE, RunCommand.run(new String[] {"--state"}, config -> null, print));
        assertEquals(Command.USAGE, RunCommand.enrol(new String[] {"roman", "--overwrite"}, config -> null, print));
        assertEquals(Command.USAGE, RunCommand.enrol(new String[] {"roman", "--write", "--write"}, config -> null, print));
        assertEquals(Command.USAGE, RunCommand.run(new String[] {"--write"}, config -> null, print));
        assertTrue(err.toString().contains("--overwrite goes with --write"), err.toString());
        assertTrue(err.toString().contains("unknown flag '--colour'"), err.toString());
        assertTrue(err.toString().contains("--state needs a value"), err.toString());
    }

    @Test
    void aLanguageTheBoxDoesNotSpeakIsRefusedWithTheLineAndTheLanguagesThereAre() throws Exception {
        java.nio.file.Path config = java.nio.file.Files.writeString(state.resolve("box.conf"), "# the box\nlanguage = \"fr\"\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = RunCommand.run(new String[] {"--state", state.toString(), "--config", config.toString()}, hardware -> {
            throw new AssertionError("no device is opened with a wrong configuration");
        }, new PrintStream(err, true));
        assertEquals(1, status);
        assertEquals("tabula run: " + config + " line 2: language: unknown language 'fr': the box speaks en, ja\n", err.toString());
    }

    @Test
    void hardwareThatCannotBeOpenedIsReportedAndTheCommandFails() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = RunCommand.run(new String[] {"--state", state.toString()}, config -> {
            throw new java.io.IOException("no OLED at 0x3C on bus 1");
        }, new PrintStream(err, true));
        assertEquals(1, status);
        assertTrue(err.toString().contains("tabula run: no OLED at 0x3C on bus 1"), err.toString());
    }
}
