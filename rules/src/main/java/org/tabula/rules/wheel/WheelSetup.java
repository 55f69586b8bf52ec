package org.tabula.rules.wheel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.SetupReader;

/**
 * An explicit Wheel of History setup, read strictly: {@code {"circle": ["R1", "G3", ...],
 * "first": 1}}. {@code circle} lists all 25 cards clockwise from the pawn (in place of the seeded
 * shuffle); {@code first} is the seat the table chose to start (the source text leaves it to the
 * players; seat 0 if absent). Either key may be left out. {@code "deal": "table"} has the
 * players lay the circle themselves, the game's first 25 moves revealing it (no {@code circle}
 * then); {@code "deal": "box"} is the seeded shuffle, as without the key.
 *
 * @param circle      the card at each place, or null for the seeded shuffle or a table deal
 * @param first       the seat that moves first
 * @param tableDealt  whether the table lays the circle
 */
record WheelSetup(int[] circle, int first, boolean tableDealt) {
    /** In a fixed order, so the "known keys" of an error message read the same every time. */
    private static final Set<String> KEYS = Collections.unmodifiableSet(new LinkedHashSet<>(List.of("circle", "first", "deal")));

    /** @throws GameConfigException naming the key, and for the circle the index, that is wrong */
    static WheelSetup read(Map<String, Object> setup, int players) {
        SetupReader reader = new SetupReader(setup, KEYS);
        int first = 0;
        if (reader.has("first")) {
            first = reader.wholeNumber("first");
            if (first < 0 || first >= players) {
                throw new GameConfigException("setup.first must be a seat from 0 to " + (players - 1) + ", not " + first);
            }
        }
        boolean tableDealt = reader.tableDeal();
        if (tableDealt && reader.has("circle")) {
            throw new GameConfigException("setup.circle and a table deal exclude each other: at a table deal the"
                    + " circle is revealed by the moves, reveal:<card> for each card laid");
        }
        return new WheelSetup(reader.has("circle") ? circle(reader.strings("circle")) : null, first, tableDealt);
    }

    private static int[] circle(List<String> names) {
        int[] circle = new int[names.size()];
        int[] seenAt = new int[WheelCards.COUNT];
        Arrays.fill(seenAt, -1);
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            int card = WheelCards.parse(name);
            if (card < 0) {
                throw new GameConfigException("setup.circle[" + i + "]: \"" + name + "\" is not a card: write a colour"
                        + " (R, G, B, Y or W) and a value from 1 to 5, such as \"G3\"");
            }
            if (seenAt[card] >= 0) {
                throw new GameConfigException("setup.circle[" + i + "]: \"" + name + "\" is already at setup.circle["
                        + seenAt[card] + "]; each card lies in the circle once");
            }
            seenAt[card] = i;
            circle[i] = card;
        }
        if (circle.length != WheelCards.COUNT) {
            List<String> missing = new ArrayList<>();
            for (int card = 0; card < WheelCards.COUNT; card++) {
                if (seenAt[card] < 0) {
                    missing.add(WheelCards.name(card));
                }
            }
            throw new GameConfigException("setup.circle must list all 25 cards clockwise from the pawn, but it lists "
                    + circle.length + " (missing: " + String.join(", ", missing) + ")");
        }
        return circle;
    }
}
