package org.tabula.rules;

/**
 * A seat's name as a message: a catalogue key of the box's languages ({@code seat.east},
 * {@code colour.red}) and, for a numbered name ({@code seat.player}: "P{0}"), its number from 1;
 * or, where a person sits who has a name at the box, that name ({@link #person(String, String)}),
 * the same in every language: whole where there is room (the page, the archive, the box's end and
 * series tables), and as the box's small screen calls them in its sentences, where a seat's name
 * has the room of "Yellow".
 *
 * @param key      the catalogue key ({@link #PERSON} for a person's name)
 * @param number   the number the name shows, or 0 for a name without one
 * @param person   the person's whole name, or null for the game's own name of the seat
 * @param onScreen what the small screen calls the person (the name, or as much of it as fits), or null
 */
public record SeatName(String key, int number, String person, String onScreen) {
    /** The key of a person's name: its template shows the name alone. */
    public static final String PERSON = "seat.person";

    public SeatName {
        if (!key.matches("[a-z][a-zA-Z0-9.]*")) {
            throw new IllegalArgumentException("a seat name's key is a catalogue key: " + key);
        }
        if (number < 0) {
            throw new IllegalArgumentException("a seat name's number counts from 1: " + number);
        }
        if ((person != null) != key.equals(PERSON) || (onScreen != null) != (person != null)
                || person != null && (person.isBlank() || onScreen.isBlank() || number != 0)) {
            throw new IllegalArgumentException("a person's seat name is " + PERSON + " with a name, its screen's form and no number");
        }
    }

    /** A game's name for a seat, numbered from 1 or not (0). */
    public SeatName(String key, int number) {
        this(key, number, null, null);
    }

    /** A name with no number ("East"). */
    public static SeatName of(String key) {
        return new SeatName(key, 0);
    }

    /** A person's name ("Bartholomeus") as the box's roster has it, and as the small screen calls them ("Bartho"). */
    public static SeatName person(String name, String onScreen) {
        return new SeatName(PERSON, 0, name, onScreen);
    }

    public boolean numbered() {
        return number > 0;
    }

    /** Whether it names a person rather than the game's seat. */
    public boolean isPerson() {
        return person != null;
    }
}
