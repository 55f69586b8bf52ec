package org.tabula.rules.wheel;

import java.util.ArrayList;
import java.util.List;

/**
 * The 25 cards of Wheel of History as small numbers, and sets of them as 25-bit masks.
 *
 * <p>Card {@code 5 * colour + value - 1}: colours R, G, B, Y, W are 0-4, values 1-5. So a
 * colour's five cards are five neighbouring bits and a value's five cards are every fifth bit,
 * and "is this colour still in the circle" is one AND.
 */
final class WheelCards {
    static final int COUNT = 25;
    static final int COLOURS = 5;
    static final int VALUES = 5;
    /** Every card: the full deck as a mask. */
    static final int ALL = (1 << COUNT) - 1;

    private static final String LETTERS = "RGBYW";
    private static final String[] COLOUR_NAMES = {"red", "green", "blue", "yellow", "white"};
    private static final String[] NAMES = new String[COUNT];
    /** The cards in card order. */
    private static final int[] DECK = new int[COUNT];
    /** The sum of the values in a 5-bit subset of one colour's cards (bit i is value i + 1). */
    private static final int[] FACE_SUM = new int[1 << VALUES];
    /** Bits 0, 5, 10, 15, 20: the value-1 card of each colour. */
    private static final int VALUE_ONE_MASK = 0x108421;

    static {
        for (int card = 0; card < COUNT; card++) {
            NAMES[card] = letter(colour(card)) + value(card);
            DECK[card] = card;
        }
        for (int subset = 0; subset < FACE_SUM.length; subset++) {
            for (int i = 0; i < VALUES; i++) {
                if ((subset & (1 << i)) != 0) {
                    FACE_SUM[subset] += i + 1;
                }
            }
        }
    }

    private WheelCards() {
    }

    /** A new deck in card order, to be shuffled into a circle. */
    static int[] deck() {
        return DECK.clone();
    }

    static int colour(int card) {
        return card / VALUES;
    }

    /** 1 to 5. */
    static int value(int card) {
        return card % VALUES + 1;
    }

    static int colourMask(int colour) {
        return 0x1F << (VALUES * colour);
    }

    static int valueMask(int value) {
        return VALUE_ONE_MASK << (value - 1);
    }

    /** The sum of the values of the cards of this colour in the mask. */
    static int faceSum(int cards, int colour) {
        return FACE_SUM[(cards >>> (VALUES * colour)) & 0x1F];
    }

    /** How many cards of this value the mask holds. */
    static int countOfValue(int cards, int value) {
        return Integer.bitCount(cards & valueMask(value));
    }

    /** "R1" .. "W5". */
    static String name(int card) {
        return NAMES[card];
    }

    /** The card a name such as "G3" stands for, or -1 if it is none. */
    static int parse(String text) {
        if (text.length() != 2) {
            return -1;
        }
        int colour = LETTERS.indexOf(text.charAt(0));
        int value = text.charAt(1) - '0';
        if (colour < 0 || value < 1 || value > VALUES) {
            return -1;
        }
        return VALUES * colour + value - 1;
    }

    /** "R" .. "W". */
    static String letter(int colour) {
        return LETTERS.substring(colour, colour + 1);
    }

    /** "red" .. "white", for sentences. */
    static String colourName(int colour) {
        return COLOUR_NAMES[colour];
    }

    /** The cards in the mask, in card order (colour by colour, values ascending). */
    static List<WheelCard> cards(int cards) {
        List<WheelCard> list = new ArrayList<>(Integer.bitCount(cards));
        for (int rest = cards; rest != 0; rest &= rest - 1) {
            list.add(WheelCard.of(Integer.numberOfTrailingZeros(rest)));
        }
        return List.copyOf(list);
    }

    /** The colours whose bit is set, in R G B Y W order. */
    static List<WheelColour> colours(int colourBits) {
        List<WheelColour> colours = new ArrayList<>();
        for (WheelColour colour : WheelColour.values()) {
            if ((colourBits & (1 << colour.ordinal())) != 0) {
                colours.add(colour);
            }
        }
        return List.copyOf(colours);
    }

    /** The values whose bit (value - 1) is set, ascending. */
    static List<Integer> values(int valueBits) {
        List<Integer> values = new ArrayList<>();
        for (int value = 1; value <= VALUES; value++) {
            if ((valueBits & (1 << (value - 1))) != 0) {
                values.add(value);
            }
        }
        return List.copyOf(values);
    }
}
