package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.rules.Seat;

/** The seats among texts shown to the players: for the tests that hold every seat a sentence names to the people seated. */
public final class SeatsInTexts {
    private SeatsInTexts() {
    }

    /** Every seat among the values (texts, their arguments, lists of them; as deep as they go), in order. */
    public static List<Seat> of(Object value) {
        return add(value, new ArrayList<>());
    }

    /** Adds every seat among the values to {@code seats}, and returns it. */
    public static List<Seat> add(Object value, List<Seat> seats) {
        if (value instanceof Seat seat) {
            seats.add(seat);
        } else if (value instanceof Text.Message message) {
            add(message.args(), seats);
        } else if (value instanceof Text.Refusal refusal) {
            add(refusal.args(), seats);
        } else if (value instanceof List<?> list) {
            list.forEach(item -> add(item, seats));
        }
        return seats;
    }
}
