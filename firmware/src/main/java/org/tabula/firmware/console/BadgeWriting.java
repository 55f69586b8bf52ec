package org.tabula.firmware.console;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * Writes one person's badge ({@code tabula cards badge NAME}) onto the next tag held on any
 * reader, read back by the writer. A tag that is a card (enrolled by its UID or named by its
 * text), another person's badge or any other NDEF message is written over only after OK: a
 * card's sticker made a badge is no longer that card, and the deck is a card short until it is
 * enrolled again. A tag that cannot take the text says why and waits for another; BACK leaves
 * without writing. Either way the screen then says what became of the badge, and
 * {@code whenDone} gets the tag written, or none.
 */
public final class BadgeWriting implements Activity {
    /** A badge written onto the tag of this UID, or found there already (nothing written then). */
    public record Written(Badge badge, String uidHex, boolean alreadyThere) {
    }

    private final ConsoleContext context;
    private final Badge badge;
    private final Consumer<Optional<Written>> whenDone;
    /** Whether it is over: the badge written, or the person left without one. */
    private boolean finished;
    private Optional<Written> written = Optional.empty();
    private final Notice notice = new Notice();
    /** The tag being written, until its outcome is back; taps meanwhile are ignored (one badge, one tag). */
    private TagEvent writing;
    /** The tag that is a card or carries another message, waiting for OK to be made the badge. */
    private final OverwriteQuestion confirming = new OverwriteQuestion();
    private Text occupant;

    BadgeWriting(ConsoleContext context, Badge badge, Consumer<Optional<Written>> whenDone) {
        this.context = context;
        this.badge = badge;
        this.whenDone = whenDone;
    }

    private void finish(Optional<Written> outcome) {
        finished = true;
        written = outcome;
        whenDone.accept(outcome);
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        if (writing != null || finished) {
            return this;
        }
        notice.clear();
        if (confirming.isOpen()) {
            confirming.answer(button, notice, nowNanos, tag -> write(tag, true));
            return this;
        }
        if (button == Button.BACK) {
            finish(Optional.empty());
        }
        return this;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        if (writing != null || finished) {
            return this;
        }
        notice.clear();
        confirming.close();
        Optional<Card> card = context.registry().card(tag);
        if (card.isPresent()) {
            // An enrolled sticker carries no text, so the writer alone would not ask.
            ask(tag, TagWriting.isCard(card.get()));
            return this;
        }
        write(tag, false);
        return this;
    }

    private void ask(TagEvent tag, Text what) {
        confirming.ask(tag);
        occupant = what;
    }

    private void write(TagEvent tag, boolean replacing) {
        writing = tag;
        context.cardWriter().write(tag, badge.ndefText(), replacing, this::done);
    }

    /** The outcome of a write, on the loop thread. */
    private void done(TagWriteResult result) {
        long now = context.clock().nanos();
        TagEvent tag = writing;
        writing = null;
        if (result instanceof TagWriteResult.Written || result instanceof TagWriteResult.AlreadyWritten) {
            finish(Optional.of(new Written(badge, tag.uidHex(), result instanceof TagWriteResult.AlreadyWritten)));
        } else if (result instanceof TagWriteResult.Occupied occupied) {
            ask(tag, TagContents.of(occupied, TagWriting::isCard));
        } else if (result instanceof TagWriteResult.Interrupted) {
            notice.refuse(Text.of("write.moved"), now);
        } else if (result instanceof TagWriteResult.Refused refused) {
            notice.refuse(TagWriting.refusal(refused.reason()), now);
        }
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        String name = badge.name().onScreen();
        if (finished) {
            Text title = written.isPresent() ? Text.of("badge.written", name) : Text.of("badge.notWritten", name);
            // Where to tap the badge, once there is one.
            return ScreenModel.of(ScreenModel.Kind.NOTICE, title, written.isPresent() ? List.of(Text.of("badge.use")) : List.of(), -1, Lights.OFF);
        }
        List<Text> lines = confirming.isOpen()
                ? List.of(occupant, Text.of("badge.overwrite", name), Text.of("write.keep"))
                : List.of(writing != null ? Text.of("badge.writing") : Text.of("badge.hold"), Text.of("badge.leave"));
        return notice.decorate(ScreenModel.of(ScreenModel.Kind.NOTICE, Text.of("badge.title", name), lines, 0, Lights.OFF), nowNanos);
    }
}
