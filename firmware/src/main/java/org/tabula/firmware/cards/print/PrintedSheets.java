package org.tabula.firmware.cards.print;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.tabula.display.text.Language;

/** What {@code tabula cards pdf} prints for a deck, as the deck declares it: its cards, or labels to stick on bought cards. */
public interface PrintedSheets {
    /** The name on the command line ({@code --deck roman}, {@code --deck spite-labels}). */
    String key();

    /** What it prints, for the command's help: "the Roman deck's 60 cards, 9 to a sheet, fronts then backs". */
    String help();

    /** The PDF's title ("Tabula Roman deck"). */
    String documentTitle();

    /** Adds the pages, on this paper and in this language, to the document. */
    void draw(PDDocument document, Paper paper, Language language) throws IOException;

    /** What was written, for the command's last line: the cards, the sheets and pages, how to print them. */
    String summary(int pages, Paper paper);
}
