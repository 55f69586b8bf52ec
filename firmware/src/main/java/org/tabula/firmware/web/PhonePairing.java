package org.tabula.firmware.web;

import java.util.Optional;

/** What the box's menu asks of the page: a one-time code for a seat's phone, and where the phone types it. */
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
}
