package org.tabula.firmware.web;

import java.util.Optional;

import org.tabula.display.text.Text;

/**
 * What the box asks of the page: a one-time code for a seat's phone, where the phone types it,
 * and what paired phones ask of the box (hints, moves); the box tells a phone why its move was refused.
 */
public interface PhonePairing {
    /** A box whose page is off: no codes. */
    PhonePairing OFF = new PhonePairing() {
        @Override
        public Optional<SeatPairing.Code> offer(int seat) {
            return Optional.empty();
        }

        @Override
        public String address() {
            return "";
        }
    };

    /** A new code for the seat of the match in play; empty when the page is off or no match is played. */
    Optional<SeatPairing.Code> offer(int seat);

    /** Where the phone opens the seat page, as people type it ({@code tabula.local:8080/seat}). */
    String address();

    /**
     * A seat whose paired phone asked for a hint since the last call, or -1 for none: the loop
     * takes the asks one at a time. The phone shows the answer; the box's screen does not.
     */
    default int nextHintAsk() {
        return -1;
    }

    /**
     * A move a seat's paired phone sent at the position the table still shows, if one waits: the
     * loop takes them one at a time and makes each as a tap's is made.
     */
    default Optional<TableFeed.PhoneMove> nextMove() {
        return Optional.empty();
    }

    /** The seat's phone's move was refused, and why, in the words the box's screen says it: that phone's page shows it. */
    default void refused(int seat, Text why) {
    }
}
