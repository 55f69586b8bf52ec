package org.tabula.display.palette;

import org.tabula.display.text.Text;

/**
 * The Roman deck's five colours in seat order (seat 0 plays red, seat 1 blue...), each with its
 * letter in card ids ({@code R7}), its name, and its two renderings of one colour: {@link #light}
 * for the LED strip and {@link #ink} for paper and screens (the printed cards, the simulator's
 * card tiles). They differ because an LED emits light: a WS2812B's green die outshines the red,
 * so the strip's yellow needs little green, and its white is the full three dies; ink on white
 * paper needs softer, darker tones to show the same colour, and a white card a grey tint to be
 * seen at all.
 */
public enum RomanColour {
    RED('R', "colour.red", "colour.redShort", "colour.red.abbr", 0xFF1800, 0xE04040),
    BLUE('B', "colour.blue", "colour.blueShort", "colour.blue.abbr", 0x0030FF, 0x4070E0),
    GREEN('G', "colour.green", "colour.greenShort", "colour.green.abbr", 0x00D020, 0x40A040),
    YELLOW('Y', "colour.yellow", "colour.yellowShort", "colour.yellow.abbr", 0xFFA000, 0xE0C040),
    WHITE('W', "colour.white", "colour.whiteShort", "colour.white.abbr", 0xFFFFFF, 0xF0F0F0);

    private final char letter;
    private final String nameKey;
    private final String shortKey;
    private final String abbreviationKey;
    private final int light;
    private final int ink;

    RomanColour(char letter, String nameKey, String shortKey, String abbreviationKey, int light, int ink) {
        this.letter = letter;
        this.nameKey = nameKey;
        this.shortKey = shortKey;
        this.abbreviationKey = abbreviationKey;
        this.light = light;
        this.ink = ink;
    }

    /** The letter that starts the colour's card ids: R, B, G, Y, W. */
    public char letter() {
        return letter;
    }

    /** The colour's name: "Red", "Blue"... (in English). */
    public Text title() {
        return Text.of(nameKey);
    }

    /** The colour's name for a narrow table column, five letters at most ("Yel"). */
    public Text shortTitle() {
        return Text.of(shortKey);
    }

    /** The colour's name in three letters, for a column of colours ("Grn"): no card id reads so. */
    public Text abbreviation() {
        return Text.of(abbreviationKey);
    }

    /** The colour on the LED strip, {@code 0xRRGGBB} at full brightness. */
    public int light() {
        return light;
    }

    /** The colour printed or drawn on a screen, {@code 0xRRGGBB}. */
    public int ink() {
        return ink;
    }

    /** Every colour's letter in seat order: {@code RBGYW}. */
    public static String letters() {
        StringBuilder letters = new StringBuilder();
        for (RomanColour colour : values()) {
            letters.append(colour.letter);
        }
        return letters.toString();
    }

    /**
     * The colour whose letter this is.
     *
     * @throws IllegalArgumentException for a letter that is none of R, B, G, Y, W
     */
    public static RomanColour ofLetter(char letter) {
        for (RomanColour colour : values()) {
            if (colour.letter == letter) {
                return colour;
            }
        }
        throw new IllegalArgumentException("no Roman colour has the letter '" + letter + "'");
    }
}
