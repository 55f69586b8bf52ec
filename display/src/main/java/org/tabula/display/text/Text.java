package org.tabula.display.text;

import java.util.List;

/**
 * Something to show in words: either a catalogue message (a key and its arguments, so the same
 * screen can be shown in any language) or plain data that is never translated, such as a
 * player's name or a card's notation. Screens only ever hold {@code Text}; the
 * {@link Catalogue} of the chosen language turns it into a string when drawing.
 */
public sealed interface Text {
    /**
     * A catalogue message. Arguments are numbers, plain strings, further {@code Text}, and seats
     * and places ({@link org.tabula.rules.Seat}, {@link org.tabula.rules.Place}), which the
     * catalogue names (a seat inside "{0,seat} wins").
     */
    record Message(String key, List<Object> args) implements Text {
        public Message {
            args = List.copyOf(args);
        }
    }

    /**
     * Why the rules refused something: the language's message for the reason's key where it has
     * one, else the rules' own English sentence, so a game's refusals read well before any
     * catalogue names them (a game registered from outside the box, say).
     */
    record Refusal(org.tabula.rules.Refusal.Reason reason, List<Object> args) implements Text {
        public Refusal {
            args = List.copyOf(args);
        }
    }

    /** Data shown as it is, in every language. */
    record Plain(String text) implements Text {
    }

    /**
     * A person sitting at a seat, named as the catalogue that shows it names people
     * ({@link NameForm}): the box's small screen by as much of the name as fits, the page whole.
     */
    record Person(org.tabula.rules.SeatName name) implements Text {
        public Person {
            if (!name.isPerson()) {
                throw new IllegalArgumentException(name + " is not a person's name");
            }
        }
    }

    /**
     * A message from words of their own, beside the box's catalogues: a physical deck's words
     * files, in its own package ({@link Words}). The language's template where the words have one,
     * else the fallback language's.
     */
    record Own(Words words, String key, List<Object> args) implements Text {
        public Own {
            args = List.copyOf(args);
        }
    }

    static Text of(String key, Object... args) {
        return new Message(key, List.of(args));
    }

    /** The message a key declared with what it names stands for ({@link org.tabula.rules.MessageKey}). */
    static Text of(org.tabula.rules.MessageKey key, Object... args) {
        return of(key.name(), args);
    }

    static Text plain(String text) {
        return new Plain(text);
    }

    /**
     * A seat's name as the game declares it ({@link org.tabula.rules.SeatNames}), or the person
     * sitting there ({@link Person}), in the form the catalogue that shows it names people.
     */
    static Text name(org.tabula.rules.SeatName name) {
        if (name.isPerson()) {
            return new Person(name);
        }
        return name.numbered() ? of(name.key(), name.number()) : of(name.key());
    }

    static Text number(int value) {
        return new Plain(Integer.toString(value));
    }
}
