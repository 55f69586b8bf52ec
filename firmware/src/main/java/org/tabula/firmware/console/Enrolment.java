package org.tabula.firmware.console;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

/**
 * Walks through a deck card by card: the display names a card, the next tag tapped on any
 * reader becomes that card, and the registry is saved at once. LEFT/RIGHT go to another card
 * (to skip or redo one), BACK leaves. A tag already enrolled as another card, or whose NDEF
 * text names another card, is refused and nothing changes.
 */
final class Enrolment implements Activity {
    private final ConsoleContext context;
    private final Deck<?> deck;
    private final Supplier<Activity> back;
    private final Notice notice = new Notice();
    private final DeckWalk walk;

    Enrolment(ConsoleContext context, Deck<?> deck, Supplier<Activity> back) {
        this.context = context;
        this.deck = deck;
        this.back = back;
        List<Card> cards = deck.cards();
        int first = 0;
        while (first < cards.size() && context.registry().uidOf(cards.get(first)).isPresent()) {
            first++;
        }
        this.walk = new DeckWalk(cards, first == cards.size() ? 0 : first);
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        notice.clear();
        return walk.leaves(button) ? back.get() : this;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        if (walk.atEnd()) {
            notice.refuse(Text.of("enrol.deckDone"), nowNanos);
            return this;
        }
        Card wanted = walk.card();
        CardRegistry registry = context.registry();
        Optional<Card> known = registry.card(tag);
        if (known.isPresent() && !known.get().equals(wanted)) {
            notice.refuse(Text.of("enrol.tagIs", known.get().walkTitle(), known.get().deck().title()), nowNanos);
            return this;
        }
        if (known.isEmpty()) {
            try {
                registry.enrol(tag.uidHex(), wanted);
            } catch (IOException e) {
                notice.refuse(Text.of("console.cannotSave", e.getMessage()), nowNanos);
                return this;
            }
        }
        notice.accept(Text.of("enrol.enrolled", wanted.walkTitle()), nowNanos);
        walk.next();
        return this;
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        Text title = Text.of("enrol.title", deck.title(), context.registry().enrolledCount(deck), deck.cards().size());
        List<Text> lines = walk.lines(card -> Text.of("enrol.tapCard", card.walkTitle()));
        return notice.decorate(ScreenModel.of(ScreenModel.Kind.NOTICE, title, lines, 0, Lights.OFF), nowNanos);
    }
}
