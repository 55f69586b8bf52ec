package org.tabula.firmware.cards.print;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.tabula.display.text.Language;

/** {@code tabula cards pdf}'s document: the chosen deck's sheets (as the deck prints them) on the chosen paper, in the chosen language. */
public final class Pages {
    private Pages() {
    }

    /** Which font the sheets in this language would embed but is not installed, as a sentence saying how to install it. */
    public static Optional<String> missingFont(Language language) {
        return Optional.ofNullable(PrintFonts.missing(language));
    }

    /** Writes the PDF to {@code out} and says how many pages it has; first make sure no font is {@link #missingFont missing}. */
    public static int write(PrintedSheets sheets, Paper paper, Language language, OutputStream out) throws IOException {
        try (PDDocument document = new PDDocument()) {
            PDDocumentInformation information = document.getDocumentInformation();
            information.setTitle(sheets.documentTitle());
            information.setCreator("tabula cards pdf");
            sheets.draw(document, paper, language);
            document.save(out);
            return document.getNumberOfPages();
        }
    }

    /** A page of the paper's size. */
    public static PDRectangle size(Paper paper) {
        return new PDRectangle(PageCanvas.points(paper.width()), PageCanvas.points(paper.height()));
    }
}
