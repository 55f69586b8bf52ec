package org.tabula.firmware.cards.roman;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.print.CardSheet;
import org.tabula.firmware.cards.print.CardSheet.Side;
import org.tabula.firmware.cards.print.CardSheet.Slot;
import org.tabula.firmware.cards.print.PageCanvas;
import org.tabula.firmware.cards.print.Pages;
import org.tabula.firmware.cards.print.Paper;
import org.tabula.firmware.cards.print.PrintFonts;
import org.tabula.firmware.cards.print.PrintedSheets;
import org.tabula.firmware.cards.print.Typeset;

/**
 * The Roman deck's 60 cards on 7 sheets of 9, each sheet a page of fronts followed by the page
 * of their backs: printed two-sided and flipped on the long edge, each back lands behind its front.
 */
final class RomanDeckSheets extends PrintedSheets {
    static final RomanDeckSheets SHEETS = new RomanDeckSheets();
    private static final int NOTE_COLOUR = 0x404040;

    private RomanDeckSheets() {
        super("roman", "the Roman deck's 60 cards, 9 to a sheet, fronts then backs", "Tabula Roman deck");
    }

    @Override
    public String summary(int pages, Paper paper) {
        return String.format("the Roman deck, %d cards on %d sheets of %s (%d pages: each sheet's fronts, then its backs; "
                + "print at actual size, two-sided, flipping on the long edge)", RomanDeck.DECK.cards().size(), pages / 2, paper.title(), pages);
    }

    @Override
    public void draw(PDDocument document, Paper paper, Language language) throws IOException {
        PrintFonts fonts = PrintFonts.load(document, language);
        RomanCardArt art = new RomanCardArt(fonts, language);
        CardSheet sheet = new CardSheet(paper);
        List<Card> cards = RomanDeck.DECK.cards();
        int sheets = (cards.size() + CardSheet.CARDS - 1) / CardSheet.CARDS;
        for (int number = 0; number < sheets; number++) {
            List<Card> onSheet = cards.subList(number * CardSheet.CARDS, Math.min(cards.size(), (number + 1) * CardSheet.CARDS));
            for (Side side : Side.values()) {
                PDPage page = new PDPage(Pages.size(paper));
                document.addPage(page);
                try (PageCanvas canvas = new PageCanvas(document, page)) {
                    List<Slot> slots = new ArrayList<>();
                    for (int index = 0; index < onSheet.size(); index++) {
                        slots.add(sheet.slot(index, side));
                        art.bleed(canvas, slots.get(index));
                    }
                    for (int index = 0; index < onSheet.size(); index++) {
                        if (side == Side.FRONT) {
                            art.front(canvas, slots.get(index), RomanDeck.DECK.face(onSheet.get(index)));
                        } else {
                            art.back(canvas, slots.get(index), onSheet.get(index));
                        }
                    }
                    sheet.cropMarks(canvas, slots);
                    String what = language.format(Text.of("cards.sheet", RomanDeck.DECK.title(), number + 1, sheets,
                            Text.of(side == Side.FRONT ? "cards.front" : "cards.back")));
                    sheet.note(canvas, List.of(new Typeset(what, fonts.words(), 6.5, NOTE_COLOUR),
                            new Typeset(language.format("cards.printing"), fonts.words(), 6.5, NOTE_COLOUR)));
                }
            }
        }
    }
}
