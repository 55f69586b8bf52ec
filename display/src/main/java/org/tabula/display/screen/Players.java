package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.Seat;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;

/**
 * Who sits where, as the screens name them: the game's names for its seats ({@link SeatNames},
 * the one model every screen, message and page uses) and which seats the console plays.
 */
public record Players(SeatNames seats, Seats bots) {
    public int count() {
        return seats.count();
    }

    /** The seat as a message's argument ({@code {0,seat}}). */
    public Seat seat(int index) {
        return seats.seat(index);
    }

    /** The seat's name, as a table cell or a line of its own shows it. */
    public Text name(int seat) {
        return Text.name(seats.name(seat));
    }

    /** The game's short name for the seat ("Yel"), whoever sits there. */
    public Text shortName(int seat) {
        return Text.name(seats.shortName(seat));
    }

    /**
     * The seat's name in a row of an end's or a series' table, whose names' column makes room for
     * a person's whole name ({@code Table}): the person seated there by that name, else the game's
     * name for the seat.
     */
    public Text rowName(int seat) {
        return seatedOr(seat, name(seat));
    }

    /** As {@link #rowName}, a seat without a person by its short name, in a table of many columns. */
    public Text shortRowName(int seat) {
        return seatedOr(seat, shortName(seat));
    }

    /**
     * The seat's name in a narrow place that makes room for a person (a row of a table during play,
     * a card's label on the page): the person seated there, in the catalogue's form of the name (on
     * the box's screen as its sentences call them, on the page whole), else the seat's short name.
     */
    public Text narrowName(int seat) {
        return Text.name(seats.narrowName(seat));
    }

    private Text seatedOr(int seat, Text gameName) {
        SeatName name = seats.name(seat);
        return name.isPerson() ? Text.plain(name.person()) : gameName;
    }

    /** The seat's name in this language if it fits in {@code width} pixels of {@code font}, else its short name. */
    public String fitted(Language language, Font font, int seat, int width) {
        String name = language.format(name(seat));
        return font.width(name) <= width ? name : language.format(shortName(seat));
    }

    public boolean isBot(int seat) {
        return bots.contains(seat);
    }
}
