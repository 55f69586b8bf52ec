package org.tabula.rules.spartacus;

import java.util.Map;

/** The Spartacus rules written plainly from docs/rules.md, for tests to compare the game against. */
final class RulesOracle {
    final int players;
    final boolean jokers;
    final boolean banners;
    private final boolean jokerPenalty;
    private final boolean jokerKillsTrick;

    RulesOracle(SpartacusGame game) {
        this.players = game.players();
        Map<String, Object> options = game.options().values();
        this.jokers = (Boolean) options.get("bannerJoker");
        this.banners = !(Boolean) options.get("noBanner");
        this.jokerPenalty = (Boolean) options.get("jokerPenalty");
        this.jokerKillsTrick = (Boolean) options.get("jokerKillsTrick");
    }

    /** Cards in each colour: 1-10, and the banner unless noBanner. */
    int colourSize() {
        return banners ? 11 : 10;
    }

    /** A won trick: the sum of its numbers, doubled per banner; with jokers, see the sub-options. */
    int trickWorth(int numbers, int bannerCount) {
        if (!jokers) {
            int worth = numbers;
            for (int b = 0; b < bannerCount; b++) {
                worth *= 2;
            }
            return worth;
        }
        int worth = jokerKillsTrick && bannerCount > 0 ? 0 : numbers;
        return jokerPenalty ? worth - 10 * bannerCount : worth;
    }

    /** What cards left in hand cost: their sum, doubled by a banner; with jokers, 10 for a joker under jokerPenalty. */
    int handPenalty(int numbers, boolean banner) {
        if (!jokers) {
            return banner ? 2 * numbers : numbers;
        }
        return numbers + (jokerPenalty && banner ? 10 : 0);
    }

    /**
     * Whether a seat holding {@code card} (0 for the banner) may play it on an open trick whose
     * lowest number is {@code lowest} (0 for none), holding {@code cardsInTrick} cards.
     */
    boolean mayPlay(int card, int lowest, int cardsInTrick) {
        return mustPlay(lowest, cardsInTrick) || card == 0 || lowest == 0 || card < lowest;
    }

    /** Whether passing is not allowed: the seat leads, or (without jokers) only banners are out. */
    boolean mustPlay(int lowest, int cardsInTrick) {
        return cardsInTrick == 0 || (!jokers && lowest == 0);
    }
}
