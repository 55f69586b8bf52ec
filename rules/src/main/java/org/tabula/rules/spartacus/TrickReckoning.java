package org.tabula.rules.spartacus;

/**
 * How a trick's worth was reached, in numbers the screens put into words: the sum of its number
 * cards, doubled for each banner (the doubling banners), or worth nothing for a joker in it, less
 * a penalty for each joker (the joker banners' variants).
 *
 * @param numbers   the sum of the trick's number cards
 * @param factor    what the sum is multiplied by: 2 for each doubling banner, else 1
 * @param worthless a joker in the trick makes it worth nothing ({@code jokerKillsTrick})
 * @param jokers    the jokers in the trick (0 unless the banners are jokers)
 * @param penalty   the points its jokers cost ({@code jokerPenalty}), 0 if none
 * @param worth     what the trick scores
 */
public record TrickReckoning(int numbers, int factor, boolean worthless, int jokers, int penalty, int worth) {
    /** The reckoning in English, as {@code tabula demo} and the events' descriptions give it: "11 x 4 = 44". */
    @Override
    public String toString() {
        if (factor > 1) {
            return numbers + " x " + factor + " = " + worth;
        }
        String base = worthless ? "0 (a joker makes the trick worthless)" : Integer.toString(numbers);
        return penalty > 0 ? base + " - " + penalty + " for " + (jokers == 1 ? "1 joker" : jokers + " jokers") + " = " + worth : base;
    }
}
