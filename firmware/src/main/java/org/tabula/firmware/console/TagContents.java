package org.tabula.firmware.console;

import java.util.Optional;
import java.util.function.Function;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Badge;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * What a tag that is not blank holds, in words, for every writer that found one (the card writer,
 * a badge at the box or from the page): a card, somebody's badge (named as the screen or page that
 * shows it names people), or other data.
 */
final class TagContents {
    private TagContents() {
    }

    /** What the occupied tag holds: a card in {@code cardWords} (each writer's own line for it), a badge by whose it is, else other data. */
    static Text of(TagWriteResult.Occupied occupied, Function<Card, Text> cardWords) {
        Optional<String> text = occupied.text();
        Optional<Card> card = text.flatMap(CardRegistry::parse);
        if (card.isPresent()) {
            return cardWords.apply(card.get());
        }
        return text.flatMap(Badge::parse).map(badge -> Text.of("badge.isBadge", Text.name(badge.name().seatName())))
                .orElse(Text.of("write.otherData"));
    }
}
