package org.tabula.firmware.web;

import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.loop.ConsoleClock;

/**
 * Where the club's page asks the box to write a person's badge, and hears what became of it. One
 * ask at a time: the page hands it in ({@link #handIn}), the loop takes it at its next tick
 * ({@link #take}) and, once the box has written the badge or not, tells the outcome
 * ({@link #told}), which the page reads ({@link #now}). Another ask while one waits is refused;
 * an ask the loop does not take within {@link #TAKE_WITHIN_NANOS} (no box behind the page) ends
 * as unanswered, so the desk never stays blocked. Safe from any thread.
 */
public final class BadgeDesk {
    /** How long an ask may wait for the loop to take it: the loop ticks many times a second. */
    static final long TAKE_WITHIN_NANOS = 5_000_000_000L;
    /** How long the box waits for a tag to be held once it asks: time to fetch one and walk to the box. */
    public static final int WAIT_SECONDS = 60;

    private final ConsoleClock clock;
    private Ask current;

    public BadgeDesk(ConsoleClock clock) {
        this.clock = clock;
    }

    /** What became of an ask; {@code why} in the box's words (the OLED's), for the page in every language. */
    public record Outcome(Kind kind, Optional<Text> why) {
        public static Outcome of(Kind kind) {
            return new Outcome(kind, Optional.empty());
        }

        public static Outcome of(Kind kind, Text why) {
            return new Outcome(kind, Optional.of(why));
        }

        /** Whether the badge is on a tag now. */
        public boolean written() {
            return kind == Kind.WRITTEN || kind == Kind.ALREADY_THERE;
        }
    }

    /** The outcomes of an ask, as the page names them ({@link #pageKey()}). */
    public enum Kind {
        /** Written onto a blank tag and read back. */
        WRITTEN("written"),
        /** The tag held was this badge already: nothing written. */
        ALREADY_THERE("alreadyThere"),
        /** The tag held is an enrolled card: never written over from the page. */
        ENROLLED_CARD("enrolledCard"),
        /** The tag holds a card's text, another badge or other data: written over only at the box itself. */
        NOT_BLANK("notBlank"),
        /** No tag was held on a reader in time. */
        NO_TAG("noTag"),
        /** The tag is no NTAG21x the box can write. */
        NOT_NTAG("notNtag"),
        /** The write failed (the tag moved, is locked or read back wrong): nothing usable written. */
        WRITE_FAILED("writeFailed"),
        /** Somebody at the box left with BACK. */
        LEFT_AT_BOX("leftAtBox"),
        /** The box is busy with a game or another errand: badges are written from the menu. */
        BOX_BUSY("boxBusy"),
        /** Nothing behind the page took the ask: no box answers. */
        UNANSWERED("unanswered");

        private final String pageKey;

        Kind(String pageKey) {
            this.pageKey = pageKey;
        }

        public String pageKey() {
            return pageKey;
        }
    }

    /** Where an ask stands: handed in, at the box (the OLED asks for a tag), or done with its outcome. */
    public enum Stage {
        HANDED_IN, AT_BOX, DONE
    }

    /** The desk's ask now: its number (counting asks), whose badge, its stage and, once done, its outcome. */
    public record Ask(long number, Badge badge, Stage stage, Optional<Outcome> outcome, long handedInAt) {
        Ask at(Stage next) {
            return new Ask(number, badge, next, outcome, handedInAt);
        }

        Ask done(Outcome told) {
            return new Ask(number, badge, Stage.DONE, Optional.of(told), handedInAt);
        }

        /** Whether it still waits for the box: another ask is refused meanwhile. */
        public boolean waiting() {
            return stage != Stage.DONE;
        }
    }

    /**
     * Hands in the page's ask for {@code badge}: empty when it is handed in; while another ask
     * waits, that one, and nothing changes (the page says whose badge waits).
     */
    public synchronized Optional<Ask> handIn(Badge badge) {
        Ask before = now().orElse(null);
        if (before != null && before.waiting()) {
            return Optional.of(before);
        }
        current = new Ask(before == null ? 1 : before.number() + 1, badge, Stage.HANDED_IN, Optional.empty(), clock.nanos());
        return Optional.empty();
    }

    /** The ask now, if any was made: an ask the loop left untaken too long is unanswered by now. */
    public synchronized Optional<Ask> now() {
        if (current != null && current.stage() == Stage.HANDED_IN && clock.nanos() - current.handedInAt() > TAKE_WITHIN_NANOS) {
            current = current.done(Outcome.of(Kind.UNANSWERED));
        }
        return Optional.ofNullable(current);
    }

    /** On the loop thread: the badge the page asks for, if an ask waits to be taken; it is at the box from now on. */
    public synchronized Optional<Badge> take() {
        if (now().filter(ask -> ask.stage() == Stage.HANDED_IN).isEmpty()) {
            return Optional.empty();
        }
        current = current.at(Stage.AT_BOX);
        return Optional.of(current.badge());
    }

    /** On the loop thread: what became of the ask taken. */
    public synchronized void told(Outcome outcome) {
        if (current != null && current.waiting()) {
            current = current.done(outcome);
        }
    }
}
