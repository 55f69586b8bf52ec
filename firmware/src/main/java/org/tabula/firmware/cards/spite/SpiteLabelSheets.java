package org.tabula.firmware.cards.spite;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.print.PageCanvas;
import org.tabula.firmware.cards.print.Pages;
import org.tabula.firmware.cards.print.Paper;
import org.tabula.firmware.cards.print.PrintFonts;
import org.tabula.firmware.cards.print.PrintedSheets;
import org.tabula.firmware.cards.print.Typeset;

/**
 * Copy marks for the faces of the Spite and Malice deck, one for each of its 108 cards: a 10 mm
 * circle with the card as players know it ({@code 7♥}, Joker) and one dot for the first copy, two
 * for the second (a joker one to four), to stick in the empty corner of the card's face. Nothing
 * goes on a back: its NFC sticker is the same on every card, so no hidden card can be read from
 * behind, and the tag tells the copies apart by the name written onto it or by its enrolment.
 * One row for each suit of each copy, 13 ranks across, then the jokers.
 */
final class SpiteLabelSheets extends PrintedSheets {
    static final SpiteLabelSheets SHEETS = new SpiteLabelSheets();
    static final double DIAMETER = 10;
    private static final double PITCH = 12;
    /** Extra room between the first copy's rows, the second's, and the jokers. */
    private static final double GROUP_GAP = 6;
    private static final int PER_ROW = 13;
    private static final double DOT_DIAMETER = 1.3;
    private static final double DOT_PITCH = 2;
    private static final int OUTLINE = 0x909090;
    private static final int RED_SUIT = 0xC01818;
    private static final int BLACK_SUIT = 0x141414;
    private static final int NOTE_COLOUR = 0x404040;
    /** The suits' signs in the rules' suit order: clubs, diamonds, hearts, spades. */
    private static final String[] SUIT_SIGNS = {"\u2663", "\u2666", "\u2665", "\u2660"};
    private static final int DIAMONDS = 1;
    private static final int HEARTS = 2;

    private SpiteLabelSheets() {
        super("spite-labels", "a copy mark for the face of each of the Spite and Malice deck's 108 cards", "Tabula Spite and Malice sticker labels");
    }

    @Override
    public String summary(int pages, Paper paper) {
        return String.format("%d copy marks for the faces of the Spite and Malice deck's cards, on %d %s page (print at actual size)",
                SpiteDeck.DECK.cards().size(), pages, paper.title());
    }

    @Override
    public void draw(PDDocument document, Paper paper, Language language) throws IOException {
        PrintFonts fonts = PrintFonts.load(document, language);
        List<Card> cards = SpiteDeck.DECK.cards();
        int rows = (cards.size() + PER_ROW - 1) / PER_ROW;
        double height = (rows - 1) * PITCH + 2 * GROUP_GAP;
        double left = (paper.width() - (PER_ROW - 1) * PITCH) / 2;
        double top = paper.height() / 2 + height / 2;
        PDPage page = new PDPage(Pages.size(paper));
        document.addPage(page);
        try (PageCanvas canvas = new PageCanvas(document, page)) {
            for (int index = 0; index < cards.size(); index++) {
                int row = index / PER_ROW;
                double gaps = (row >= 4 ? GROUP_GAP : 0) + (row >= 8 ? GROUP_GAP : 0);
                mark(canvas, fonts, language, cards.get(index), left + index % PER_ROW * PITCH, top - row * PITCH - gaps);
            }
            double below = top - height - PITCH;
            new Typeset(language.format(SpiteDeck.WORDS.text("labels", SpiteDeck.DECK.title())), fonts.words(), 7, NOTE_COLOUR)
                    .draw(canvas, paper.width() / 2, below);
            new Typeset(language.format(SpiteDeck.WORDS.text("labelsWhere")), fonts.words(), 7, NOTE_COLOUR).draw(canvas, paper.width() / 2, below - 4);
        }
    }

    private static void mark(PageCanvas canvas, PrintFonts fonts, Language language, Card card, double cx, double cy) throws IOException {
        canvas.strokeColour(OUTLINE, 0.2);
        canvas.circle(cx, cy, DIAMETER / 2);
        canvas.stroke();
        PlayingCard face = SpiteDeck.DECK.face(card);
        if (face.isJoker()) {
            new Typeset(language.format(card.title()), fonts.words(), 5.5, BLACK_SUIT).draw(canvas, cx, cy + 0.6);
        } else {
            boolean red = face.suit() == DIAMONDS || face.suit() == HEARTS;
            new Typeset(face.rankName() + SUIT_SIGNS[face.suit()], fonts.bold(), 8, red ? RED_SUIT : BLACK_SUIT).draw(canvas, cx, cy + 0.4);
        }
        canvas.fillColour(BLACK_SUIT);
        int dots = SpiteDeck.copy(card);
        for (int dot = 0; dot < dots; dot++) {
            canvas.circle(cx + (dot - (dots - 1) / 2.0) * DOT_PITCH, cy - 2.3, DOT_DIAMETER / 2);
        }
        canvas.fill();
    }
}
