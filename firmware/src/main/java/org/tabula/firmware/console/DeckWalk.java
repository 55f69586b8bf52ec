package org.tabula.firmware.console;

import java.util.List;
import java.util.function.Function;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.hal.Button;

/**
 * Where an activity that goes through a deck card by card stands (enrolment, tag writing): at
 * one of its cards, or at the end past the last. LEFT/RIGHT go round; BACK, or OK at the end, leaves.
 */
final class DeckWalk {
    private final List<Card> cards;
    private int index;

    DeckWalk(List<Card> cards, int start) {
        this.cards = List.copyOf(cards);
        this.index = start;
    }

    boolean atEnd() {
        return index == cards.size();
    }

    /** The card to act on; not at the end. */
    Card card() {
        return cards.get(index);
    }

    /** On to the next card (or the end) once this one is done. */
    void next() {
        index++;
    }

    /** Moves for LEFT/RIGHT; true when the button leaves the walk. */
    boolean leaves(Button button) {
        switch (button) {
            case LEFT -> index = Math.floorMod(index - 1, cards.size() + 1);
            case RIGHT -> index = Math.floorMod(index + 1, cards.size() + 1);
            case OK -> {
                return atEnd();
            }
            case BACK -> {
                return true;
            }
            default -> { }
        }
        return false;
    }

    /** The screen's lines: what to do with the card and how to move on, or the end of the deck. */
    List<Text> lines(Function<Card, Text> instruction) {
        return atEnd() ? List.of(Text.of("enrol.endOfDeck"), Text.of("enrol.doneOrBack"))
                : List.of(instruction.apply(card()), Text.of("enrol.cardOf", index + 1, cards.size()), Text.of("enrol.otherCard"),
                        Text.of("enrol.backDone"));
    }
}
