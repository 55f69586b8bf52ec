package org.tabula.firmware.web;

import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.Match;

/**
 * What the console hands the live page and asks of it: the match after every event (on the loop
 * thread), phone codes for the menu, the hints and moves phones send, and the badges the club's
 * page asks the box to write.
 */
public record LiveTable(Consumer<Optional<Match>> feed, PhonePairing phones, BadgeDesk badges) {
    /** No page: the console tells nobody, offers no phone codes, and no badge is ever asked for. */
    public static final LiveTable OFF = new LiveTable(playing -> { }, PhonePairing.OFF);

    /** A page that asks for no badge. */
    public LiveTable(Consumer<Optional<Match>> feed, PhonePairing phones) {
        this(feed, phones, new BadgeDesk(ConsoleClock.SYSTEM));
    }

    /** The page of {@code feed}, pairing through {@code pairing}; phones open {@code address}. */
    public static LiveTable of(TableFeed feed, SeatPairing pairing, String address) {
        return new LiveTable(feed, new PhonePairing() {
            @Override
            public Optional<SeatPairing.Code> offer(int seat) {
                return pairing.offer(seat);
            }

            @Override
            public String address() {
                return address;
            }

            @Override
            public int nextHintAsk() {
                return feed.nextHintAsk();
            }

            @Override
            public Optional<TableFeed.PhoneMove> nextMove() {
                return feed.nextMove();
            }

            @Override
            public void refused(int seat, Text why) {
                feed.refused(seat, why);
            }
        }, feed.badges());
    }
}
