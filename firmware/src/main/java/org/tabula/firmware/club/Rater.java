package org.tabula.firmware.club;

/**
 * Who a rating belongs to: a person of the roster, by name, or a kind of bot, whose play does not
 * change from game to game (so a bot is a fixed reference: "better than the ismcts bot" means the
 * same next year).
 *
 * @param bot  whether it is a bot's kind rather than a person
 * @param name the person's name, or the bot's kind as the rules name it ({@code ismcts})
 */
public record Rater(boolean bot, String name) implements Comparable<Rater> {
    public static Rater person(String name) {
        return new Rater(false, name);
    }

    public static Rater botOf(String kind) {
        return new Rater(true, kind);
    }

    @Override
    public int compareTo(Rater other) {
        return bot != other.bot ? Boolean.compare(bot, other.bot) : name.compareTo(other.name);
    }
}
