package org.tabula.firmware.cards.print;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.tabula.display.text.Language;

/** What {@code tabula cards pdf} prints for a deck, as the deck declares it: its cards, or labels to stick on bought cards. */
public abstract class PrintedSheets {
    private final String key;
    private final String help;
    private final String documentTitle;

    /**
     * @param key           the name on the command line ({@code --deck roman}, {@code --deck spite-labels})
     * @param help          what it prints, for the command's help: "the Roman deck's 60 cards, 9 to a sheet, fronts then backs"
     * @param documentTitle the PDF's title ("Tabula Roman deck")
     */
    protected PrintedSheets(String key, String help, String documentTitle) {
        this.key = key;
        this.help = help;
        this.documentTitle = documentTitle;
    }

    public final String key() {
        return key;
    }

    public final String help() {
        return help;
    }

    public final String documentTitle() {
        return documentTitle;
    }

    /** Adds the pages, on this paper and in this language, to the document. */
    public abstract void draw(PDDocument document, Paper paper, Language language) throws IOException;

    /** What was written, for the command's last line: the cards, the sheets and pages, how to print them. */
    public abstract String summary(int pages, Paper paper);
}
