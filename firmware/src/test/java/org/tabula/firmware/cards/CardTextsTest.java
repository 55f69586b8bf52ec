package org.tabula.firmware.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.NdefEncoder;
import org.tabula.hal.nfc.NdefParser;
import org.tabula.hal.nfc.NdefResult;
import org.tabula.hal.nfc.NtagChip;
import org.tabula.hal.nfc.NtagMemory;
import org.tabula.hal.nfc.TagWriteResult;
import org.tabula.hal.nfc.Type2Tag;
import org.tabula.hal.nfc.Type2TagWriter;

/** Every card of both decks survives the writer, the tag and the parser, and names itself again. */
class CardTextsTest {
    private static final byte[] UID = {0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66};

    @Test
    void everyCardWrittenOntoATagIsReadBackAsItselfWithoutEnrolment() throws Exception {
        for (Deck<?> deck : Decks.all()) {
            for (Card card : deck.cards()) {
                NtagMemory tag = NtagMemory.unformatted(NtagChip.NTAG213, UID);
                TagWriteResult result = Type2TagWriter.write(tag.commands(), card.ndefText(), false);
                assertEquals(new TagWriteResult.Written(card.ndefText(), Optional.of(NtagChip.NTAG213)), result);
                NdefResult read = Type2Tag.readNdef(tag.commands());
                String text = ((NdefResult.Text) read).text();
                TagEvent tapped = new TagEvent(0, TagEvent.Kind.ARRIVED, UID, Optional.of(text));
                assertEquals(Optional.of(card), CardRegistry.inMemory().card(tapped), card.ndefText());
            }
        }
    }

    @Test
    void everyCardInEitherRecordFormIsParsedAsItself() {
        for (Deck<?> deck : Decks.all()) {
            for (Card card : deck.cards()) {
                for (boolean shortRecord : new boolean[] {true, false}) {
                    NdefResult read = NdefParser.firstText(NdefEncoder.textArea(card.ndefText(), "en", shortRecord));
                    assertEquals(Optional.of(card), CardRegistry.parse(((NdefResult.Text) read).text()), card + " short " + shortRecord);
                }
            }
        }
    }
}
