package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CardsCommandTest {
    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void writesTheRomanDeckAndSaysHowToPrintIt() throws IOException {
        Path file = folder.resolve("roman.pdf");
        assertEquals(0, run("pdf", "--deck", "roman", file.toString()));
        assertEquals("wrote " + file + ": the Roman deck, 60 cards on 7 sheets of A4 (14 pages: each sheet's fronts, then its backs; "
                + "print at actual size, two-sided, flipping on the long edge)\n", out.toString(StandardCharsets.UTF_8));
        assertTrue(new String(Files.readAllBytes(file), 0, 5, StandardCharsets.US_ASCII).startsWith("%PDF-"));
        assertEquals(List.of(file), files(), "only the PDF, no partial file left behind");
    }

    @Test
    void writesSpiteCopyMarksOnLetterPaper() throws IOException {
        Path file = folder.resolve("labels.pdf");
        assertEquals(0, run("pdf", file.toString(), "--paper", "letter", "--deck", "spite-labels"));
        assertEquals("wrote " + file + ": 108 copy marks for the faces of the Spite and Malice deck's cards, on 1 Letter page "
                + "(print at actual size)\n",
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void helpListsTheChoices() {
        assertEquals(0, run("--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith(CardsCommand.USAGE + "\n       tabula cards badge NAME [--config FILE] [--state DIR]\n  --deck roman"));
        out.reset();
        assertEquals(0, run("pdf", "--deck", "roman", "--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith(CardsCommand.USAGE + "\n"));
    }

    @Test
    void badArgumentsAreRefusedWithASentenceAndNothingIsWritten() throws IOException {
        String file = folder.resolve("x.pdf").toString();
        refused("say what to make: pdf or badge");
        refused("unknown cards command 'print' (known: pdf, badge)", "print", file);
        refused("name the PDF file to write", "pdf", "--deck", "roman");
        refused("one PDF file at a time, not 2", "pdf", file, file + "2");
        refused("--deck is one of roman, spite-labels, not 'tarot'", "pdf", "--deck", "tarot", file);
        refused("--paper is one of a4, letter, not 'a3'", "pdf", "--paper", "a3", file);
        refused("--language is one of en, ja, not 'fr'", "pdf", "--language", "fr", file);
        refused("unknown flag '--colour' (known: --deck, --language, --paper)", "pdf", "--colour", "red", file);
        refused("--paper needs a value", "pdf", file, "--paper");
        refused("--deck is given twice", "pdf", "--deck", "roman", "--deck", "roman", file);
        assertEquals(List.of(), files());
    }

    @Test
    void aFileThatCannotBeWrittenIsNamedWithTheReason() throws IOException {
        Path missing = folder.resolve("no-such-folder").resolve("cards.pdf");
        assertEquals(1, run("pdf", missing.toString()));
        assertEquals("tabula cards: cannot write " + missing + ": the folder " + missing.getParent() + " does not exist; nothing written\n",
                err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(1, run("pdf", folder.toString()));
        assertEquals("tabula cards: cannot write " + folder + ": it is a folder; nothing written\n", err.toString(StandardCharsets.UTF_8));
        assertEquals(List.of(), files());
    }

    private void refused(String sentence, String... args) {
        err.reset();
        assertEquals(Command.USAGE, run(args), sentence);
        assertEquals("tabula cards: " + sentence + "\n" + CardsCommand.USAGE + "\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    private int run(String... args) {
        return CardsCommand.run(args, config -> {
            throw new AssertionError("opened the devices");
        }, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
