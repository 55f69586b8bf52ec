package org.tabula.firmware.cards.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.tabula.display.golden.Golden;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.Card;

class PagesTest {
    private static final float POINTS_PER_MM = 72f / 25.4f;

    @Test
    void theRomanDeckIsSevenSheetsOfFrontsAndBacksWithEveryCardsIdOnItsBack() throws IOException {
        try (PDDocument pdf = make(RomanDeck.DECK, Paper.A4, Language.english())) {
            assertEquals(14, pdf.getNumberOfPages());
            for (PDPage page : pdf.getPages()) {
                assertEquals(210 * POINTS_PER_MM, page.getMediaBox().getWidth(), 0.01);
                assertEquals(297 * POINTS_PER_MM, page.getMediaBox().getHeight(), 0.01);
            }
            List<Card> cards = RomanDeck.DECK.cards();
            for (int sheet = 0; sheet < 7; sheet++) {
                Set<String> back = words(pdf, 2 * sheet + 1);
                for (Card card : cards.subList(9 * sheet, Math.min(60, 9 * sheet + 9))) {
                    assertTrue(back.contains(card.id()), card.id() + " on the back of sheet " + (sheet + 1) + ": " + back);
                }
                assertTrue(words(pdf, 2 * sheet).contains("front"), "sheet " + (sheet + 1) + " starts with its fronts");
            }
            assertTrue(words(pdf, 2).containsAll(List.of("RED", "BANNER", "BLUE")), "sheet 2 has the red banner and blue cards");
        }
    }

    @Test
    void everyFontIsAnEmbeddedTrueTypeSubset() throws IOException {
        try (PDDocument pdf = make(RomanDeck.DECK, Paper.LETTER, Language.english())) {
            assertEquals(612, pdf.getPage(0).getMediaBox().getWidth(), 0.01);
            assertEquals(792, pdf.getPage(0).getMediaBox().getHeight(), 0.01);
            assertEquals(Set.of("DejaVuSans", "DejaVuSans-Bold"), fontNames(pdf));
        }
    }

    @Test
    void japaneseCardsNameTheirColoursInJapaneseInAnEmbeddedFont() throws IOException {
        assumeTrue(Pages.missingFont(Language.japanese()).isEmpty(), "IPAex Gothic (fonts-ipaexfont-gothic) is not installed");
        try (PDDocument pdf = make(RomanDeck.DECK, Paper.A4, Language.japanese())) {
            assertTrue(words(pdf, 0).contains("赤"), "red in Japanese");
            assertTrue(words(pdf, 2).contains("旗印"), "the banner in Japanese");
            assertTrue(words(pdf, 12).contains("白"), "white in Japanese");
            assertEquals(Set.of("DejaVuSans", "DejaVuSans-Bold", "IPAexGothic"), fontNames(pdf));
        }
    }

    @Test
    void spiteCopyMarksNameEachFaceOncePerCopyAndNoCardId() throws IOException {
        try (PDDocument pdf = make(SpiteDeck.DECK, Paper.A4, Language.english())) {
            assertEquals(1, pdf.getNumberOfPages());
            PDFTextStripper stripper = new PDFTextStripper();
            List<String> words = List.of(stripper.getText(pdf).split("\\s+"));
            for (String rank : List.of("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")) {
                for (String suit : List.of("\u2663", "\u2666", "\u2665", "\u2660")) {
                    assertEquals(2, words.stream().filter((rank + suit)::equals).count(), rank + suit + ": one mark for each copy");
                }
            }
            assertEquals(4, words.stream().filter("Joker"::equals).count(), "the four jokers");
            for (Card card : SpiteDeck.DECK.cards()) {
                assertTrue(words.stream().noneMatch(word -> word.contains(card.id())), card.id() + " is nowhere: the dots say the copy");
            }
            assertEquals(Set.of("DejaVuSans", "DejaVuSans-Bold"), fontNames(pdf));
        }
    }

    /** The first sheet's fronts as a printer would put them on paper (-Dgolden.update=true saves the picture again). */
    @Test
    void theFirstPageLooksAsItDid() throws IOException {
        try (PDDocument pdf = make(RomanDeck.DECK, Paper.A4, Language.english())) {
            BufferedImage page = new PDFRenderer(pdf).renderImageWithDPI(0, 40, ImageType.RGB);
            Golden.check("cards-roman-a4-page-1", page);
        }
    }

    /** The PDF of what the deck prints. */
    private static PDDocument make(Deck<?> deck, Paper paper, Language language) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int pages = Pages.write(deck.printed().orElseThrow(), paper, language, out);
        PDDocument pdf = Loader.loadPDF(out.toByteArray());
        assertEquals(pages, pdf.getNumberOfPages());
        return pdf;
    }

    /** The page's text as words, split at white space. */
    private static Set<String> words(PDDocument pdf, int pageIndex) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(pageIndex + 1);
        stripper.setEndPage(pageIndex + 1);
        return new HashSet<>(List.of(stripper.getText(pdf).split("[\\s:、（）,.]+")));
    }

    /** Every font the pages use, without its subset prefix; each must be an embedded TrueType font. */
    private static Set<String> fontNames(PDDocument pdf) throws IOException {
        Set<String> names = new HashSet<>();
        List<String> problems = new ArrayList<>();
        for (PDPage page : pdf.getPages()) {
            for (COSName name : page.getResources().getFontNames()) {
                PDFont font = page.getResources().getFont(name);
                if (!(font instanceof PDType0Font type0) || !font.isEmbedded() || type0.getDescendantFont().getFontDescriptor().getFontFile2() == null) {
                    problems.add(font.getName());
                }
                names.add(font.getName().substring(font.getName().indexOf('+') + 1));
            }
        }
        assertEquals(List.of(), problems, "fonts not embedded as TrueType");
        return names;
    }
}
