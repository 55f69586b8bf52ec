package org.tabula.firmware.console;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * Walks through a deck card by card, writing each card's NDEF text onto the next tag held on any
 * reader, so the card is known on every box without enrolment. The write runs on the readers'
 * thread; tags tapped before its outcome is back wait their turn, each for the card after. A tag carrying another card's text,
 * somebody's badge (the question says whose) or any other NDEF message is written over only after
 * OK, or at once when {@code overwrite} was asked for on the command line. LEFT/RIGHT go to another card, BACK leaves.
 */
final class TagWriting implements Activity {
    private final ConsoleContext context;
    private final Deck<?> deck;
    private final boolean overwrite;
    private final Supplier<Activity> back;
    private final Notice notice = new Notice();
    private final DeckWalk walk;
    private int written;
    /** The tag being written, until its outcome is back. */
    private TagEvent writing;
    /** Tags tapped while another was being written, in order. */
    private final Deque<TagEvent> waiting = new ArrayDeque<>();
    /** The tag that carries another message, waiting for OK to write over it. */
    private final OverwriteQuestion confirming = new OverwriteQuestion();
    /** What that tag holds (another card, somebody's badge, other data). */
    private Text occupant;

    TagWriting(ConsoleContext context, Deck<?> deck, boolean overwrite, Supplier<Activity> back) {
        this.context = context;
        this.deck = deck;
        this.overwrite = overwrite;
        this.back = back;
        this.walk = new DeckWalk(deck.cards(), 0);
    }

    /** How many tags were written (or found already right) since this began. */
    int written() {
        return written;
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        if (writing != null) {
            return this; // a write takes a few milliseconds: its card stays the one on screen
        }
        notice.clear();
        if (confirming.isOpen()) {
            confirming.answer(button, notice, nowNanos, tag -> write(tag, true));
            return this;
        }
        return walk.leaves(button) ? back.get() : this;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        if (writing != null) {
            waiting.add(tag);
            return this;
        }
        confirming.close();
        if (walk.atEnd()) {
            notice.refuse(Text.of("enrol.deckDone"), nowNanos);
            return this;
        }
        write(tag, overwrite);
        return this;
    }

    private void write(TagEvent tag, boolean replacing) {
        Card card = walk.card();
        writing = tag;
        context.cardWriter().write(tag, card.ndefText(), replacing, result -> done(card, tag, result));
    }

    /** The outcome of a write, on the loop thread. */
    private void done(Card card, TagEvent tag, TagWriteResult result) {
        long now = context.clock().nanos();
        writing = null;
        if (result instanceof TagWriteResult.Written || result instanceof TagWriteResult.AlreadyWritten) {
            notice.accept(Text.of(result instanceof TagWriteResult.Written ? "write.written" : "write.already", card.walkTitle()), now);
            written++;
            walk.next();
        } else if (result instanceof TagWriteResult.Occupied occupied) {
            confirming.ask(tag);
            occupant = TagContents.of(occupied, TagWriting::isCard);
        } else if (result instanceof TagWriteResult.Interrupted) {
            notice.refuse(Text.of("write.moved"), now);
        } else if (result instanceof TagWriteResult.Refused refused) {
            notice.refuse(refusal(refused.reason()), now);
        }
        if (confirming.isOpen()) {
            waiting.clear(); // the question comes first
        } else if (!waiting.isEmpty()) {
            onTap(waiting.poll(), now);
        }
    }

    /** Why a tag could not take a text, for the screen. */
    static Text refusal(TagWriteResult.Refusal reason) {
        return switch (reason) {
            case LOCKED -> Text.of("write.locked");
            case READ_ONLY -> Text.of("write.readOnly");
            case NOT_NDEF, NDEF_VERSION -> Text.of("write.usedOtherwise");
            case UNKNOWN_CHIP, TOO_SMALL, NOT_TYPE_2 -> Text.of("write.notNtag");
            case WRITE_REFUSED -> Text.of("write.refused");
            case CHECK_FAILED -> Text.of("write.checkFailed");
            case NO_WRITER -> Text.of("write.noWriter");
        };
    }

    /** A card found on the tag, as a line of a question: its title alone, short enough for any card. */
    static Text isCard(Card card) {
        return Text.of("write.isCard", card.walkTitle());
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        Text title = Text.of("write.title", deck.title(), written, deck.cards().size());
        List<Text> lines = confirming.isOpen()
                ? List.of(occupant, Text.of("write.overwrite", walk.card().walkTitle()), Text.of("write.keep"))
                : walk.lines(card -> writing != null ? Text.of("write.writing", card.walkTitle())
                        : Text.of("write.holdTag", card.walkTitle()));
        return notice.decorate(ScreenModel.of(ScreenModel.Kind.NOTICE, title, lines, 0, Lights.OFF), nowNanos);
    }
}
