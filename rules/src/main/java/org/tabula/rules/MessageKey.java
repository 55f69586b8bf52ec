package org.tabula.rules;

/**
 * A key of the box's message catalogues ({@code option.sumo.ringSize}), written out in full where
 * the thing it names is declared (an option, a refusal), never built from names: so a test over
 * every game finds a key either catalogue lacks, and no key is first missed on a screen.
 *
 * @param name the key as the catalogues file it
 */
public record MessageKey(String name) {
    public MessageKey {
        if (!name.matches("[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9_]+)+")) {
            throw new IllegalArgumentException("not a catalogue key (dotted words, such as option.sumo.ringSize): " + name);
        }
    }

    public static MessageKey of(String name) {
        return new MessageKey(name);
    }

    @Override
    public String toString() {
        return name;
    }
}
