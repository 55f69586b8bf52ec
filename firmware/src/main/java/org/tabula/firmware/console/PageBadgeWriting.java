package org.tabula.firmware.console;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.web.BadgeDesk;
import org.tabula.firmware.web.BadgeDesk.Kind;
import org.tabula.firmware.web.BadgeDesk.Outcome;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * A badge the club's page asked for: the box asks for a blank tag on any reader, for at most
 * {@link #WAIT_NANOS}, and the first tag held decides. It is written only if blank (or this badge
 * already): an enrolled card, a card's text, another badge or other data is never written over
 * from the page (at the box, {@code tabula cards badge NAME} asks first). BACK leaves without
 * writing. The outcome goes to the page, and the screen says it for a few seconds (or until a
 * button) before the box goes back to the menu it was at.
 */
final class PageBadgeWriting implements Activity {
    static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(BadgeDesk.WAIT_SECONDS);

    private final ConsoleContext context;
    private final Badge badge;
    private final Activity back;
    private final Consumer<Outcome> told;
    private final long deadline;
    /** The tag being written, until its outcome is back; other taps meanwhile are ignored. */
    private TagEvent writing;
    private Outcome outcome;
    private long outcomeAt;
    private final Notice notice = new Notice();

    PageBadgeWriting(ConsoleContext context, Badge badge, Activity back, Consumer<Outcome> told, long nowNanos) {
        this.context = context;
        this.badge = badge;
        this.back = back;
        this.told = told;
        this.deadline = nowNanos + WAIT_NANOS;
    }

    private void finish(Outcome decided, long nowNanos) {
        outcome = decided;
        outcomeAt = nowNanos;
        decided.why().ifPresent(why -> notice.refuse(why, nowNanos));
        told.accept(decided);
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        if (outcome != null) {
            return back;
        }
        if (button == Button.BACK && writing == null) {
            finish(Outcome.of(Kind.LEFT_AT_BOX), nowNanos);
        }
        return this;
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        if (outcome != null || writing != null) {
            return this;
        }
        Optional<Card> card = context.registry().card(tag);
        if (card.isPresent()) {
            finish(Outcome.of(Kind.ENROLLED_CARD, Enrolment.tagIs(card.get())), nowNanos);
            return this;
        }
        writing = tag;
        context.cardWriter().write(tag, badge.ndefText(), false, this::done);
        return this;
    }

    @Override
    public Activity onTick(long nowNanos) {
        if (outcome != null) {
            return nowNanos - outcomeAt >= Notice.SHOW_NANOS ? back : this;
        }
        if (writing == null && nowNanos >= deadline) {
            finish(Outcome.of(Kind.NO_TAG, Text.of("badge.noTag")), nowNanos);
        }
        return this;
    }

    /** The outcome of the write, on the loop thread. */
    private void done(TagWriteResult result) {
        writing = null;
        long now = context.clock().nanos();
        if (result instanceof TagWriteResult.Written) {
            finish(Outcome.of(Kind.WRITTEN), now);
        } else if (result instanceof TagWriteResult.AlreadyWritten) {
            finish(Outcome.of(Kind.ALREADY_THERE), now);
        } else if (result instanceof TagWriteResult.Occupied occupied) {
            finish(Outcome.of(Kind.NOT_BLANK, TagContents.of(occupied, Enrolment::tagIs)), now);
        } else if (result instanceof TagWriteResult.Interrupted) {
            finish(Outcome.of(Kind.WRITE_FAILED, Text.of("write.moved")), now);
        } else if (result instanceof TagWriteResult.Refused refused) {
            boolean notNtag = switch (refused.reason()) {
                case UNKNOWN_CHIP, TOO_SMALL, NOT_TYPE_2 -> true;
                default -> false;
            };
            finish(Outcome.of(notNtag ? Kind.NOT_NTAG : Kind.WRITE_FAILED, TagWriting.refusal(refused.reason())), now);
        }
    }

    @Override
    public ScreenModel screen(long nowNanos) {
        String name = badge.name().onScreen();
        if (outcome != null) {
            // The why (the tag's, the write's) is the notice over the title, which has the room for it: the line
            // under it says that nothing was written (the tag may be somebody's badge, which is no answer to the ask).
            Text title = outcome.written() ? Text.of("badge.written", name) : Text.of("badge.notWritten", name);
            List<Text> lines = outcome.written() ? List.of(Text.of("badge.use"))
                    : outcome.why().isPresent() ? List.of(Text.of("badge.notWritten", name)) : List.of();
            Lights lights = Lights.OFF.pulse(outcome.written() ? Lights.Pulse.ACCEPTED : Lights.Pulse.REFUSED, outcomeAt);
            return notice.decorate(ScreenModel.of(ScreenModel.Kind.NOTICE, title, lines, -1, lights), nowNanos);
        }
        long seconds = Math.max(0, TimeUnit.NANOSECONDS.toSeconds(deadline - nowNanos + TimeUnit.SECONDS.toNanos(1) - 1));
        List<Text> lines = List.of(writing != null ? Text.of("badge.writing") : Text.of("badge.holdBlank"),
                Text.of("badge.fromPage", seconds), Text.of("badge.leave"));
        return ScreenModel.of(ScreenModel.Kind.NOTICE, Text.of("badge.title", name), lines, 0, Lights.OFF);
    }
}
