package org.tabula.display.text;

import org.tabula.rules.SeatName;

/**
 * How a catalogue names a person sitting at a seat ({@link Text.Person}): the box's small screen
 * has the room of a seat's name ("Yellow") in its sentences, the page, the archive and the exports
 * have room for the whole name.
 */
public enum NameForm {
    /** As the box's small screen calls them: the name, or as much of it as fits ("Bartho"). */
    SCREEN,
    /** The whole name ("Bartholomeus"). */
    WHOLE;

    /** The person's name in this form. */
    String of(SeatName person) {
        return this == WHOLE ? person.person() : person.onScreen();
    }
}
