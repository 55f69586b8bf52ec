package org.tabula.firmware.cards.print;

import java.io.IOException;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.spite.SpiteCard;

/**
 * Round labels for the Spite and Malice deck's NFC stickers, one for each of its 108 cards: the
 * card as players know it ({@code 7♥}, Joker) and its id ({@code 7H/1}: which of the two decks,
 * or which joker), each in a 25 mm circle (an NTAG213 sticker's size) to cut out or punch and
 * stick on the sticker.
 */
final class SpiteLabelSheets {
    private static final double DIAMETER = RomanCardArt.STICKER_DIAMETER;
    private static final double PITCH = 27;
    private static final double MARGIN = 10;
    /** Room below the labels for the page's note. */
    private static final double NOTE_ROOM = 6;
    private static final int OUTLINE = 0x909090;
    private static final int RED_SUIT = 0xC01818;
    private static final int BLACK_SUIT = 0x141414;
    private static final int NOTE_COLOUR = 0x404040;
    /** The suits' signs in the rules' suit order: clubs, diamonds, hearts, spades. */
    private static final String[] SUIT_SIGNS = {"\u2663", "\u2666", "\u2665", "\u2660"};
    private static final int DIAMONDS = 1;
    private static final int HEARTS = 2;

    private SpiteLabelSheets() {
    }

    static void draw(PDDocument document, Paper paper, Language language) throws IOException {
        PrintFonts fonts = PrintFonts.load(document, language);
        int columns = (int) ((paper.width() - 2 * MARGIN - DIAMETER) / PITCH) + 1;
        int rows = (int) ((paper.height() - 2 * MARGIN - NOTE_ROOM - DIAMETER) / PITCH) + 1;
        double left = (paper.width() - (columns - 1) * PITCH) / 2;
        double top = (paper.height() + NOTE_ROOM) / 2 + (rows - 1) * PITCH / 2;
        List<Card> cards = Deck.SPITE.cards();
        int perPage = columns * rows;
        int pages = (cards.size() + perPage - 1) / perPage;
        for (int number = 0; number < pages; number++) {
            PDPage page = new PDPage(Pages.size(paper));
            document.addPage(page);
            try (Canvas canvas = new Canvas(document, page)) {
                for (int index = number * perPage; index < Math.min(cards.size(), (number + 1) * perPage); index++) {
                    int onPage = index - number * perPage;
                    label(canvas, fonts, language, cards.get(index), left + onPage % columns * PITCH, top - onPage / columns * PITCH);
                }
                String note = language.format(Text.of("cards.labels", Deck.SPITE.title(), number + 1, pages));
                new Typeset(note, fonts.words(), 7, NOTE_COLOUR).draw(canvas, paper.width() / 2, MARGIN / 2 + 1);
            }
        }
    }

    private static void label(Canvas canvas, PrintFonts fonts, Language language, Card card, double cx, double cy) throws IOException {
        canvas.strokeColour(OUTLINE, 0.2);
        canvas.circle(cx, cy, DIAMETER / 2);
        canvas.stroke();
        SpiteCard face = card.spiteCard();
        if (face.isJoker()) {
            new Typeset(language.format(card.title()), fonts.words(), 11, BLACK_SUIT).draw(canvas, cx, cy + 0.5);
        } else {
            boolean red = face.suit() == DIAMONDS || face.suit() == HEARTS;
            new Typeset(face.rankName() + SUIT_SIGNS[face.suit()], fonts.bold(), 17, red ? RED_SUIT : BLACK_SUIT).draw(canvas, cx, cy - 0.5);
        }
        new Typeset(card.id(), fonts.regular(), 7.5, BLACK_SUIT).draw(canvas, cx, cy - 7.5);
    }

}
