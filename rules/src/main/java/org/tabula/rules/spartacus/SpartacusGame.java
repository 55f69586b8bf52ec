package org.tabula.rules.spartacus;

import org.tabula.rules.GameEvent;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.Refusal;
import org.tabula.rules.ConfiguredGame;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.Notated;
import org.tabula.rules.Options;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.SetupReader;

/** Spartacus for a number of seats under fixed options: the factory of first states and the scoring. */
public final class SpartacusGame extends ConfiguredGame {
    /** What the banner does in this game; a view writes it {@code banner}, {@code joker} or {@code none}. */
    public enum BannerRole implements Notated {
        /** Standard: any card after it may follow; it doubles the trick or hand it ends up in. */
        DOUBLER("banner"),
        /** {@code bannerJoker}: just below the card it follows; worth nothing, doubles nothing. */
        JOKER("joker"),
        /** {@code noBanner}: there are no banners. */
        NONE("banner");

        /** How players call the card. */
        final String word;

        BannerRole(String word) {
            this.word = word;
        }

        @Override
        public String notation() {
            return this == NONE ? "none" : word;
        }
    }

    /** Per joker in a won trick or left in hand, with {@code jokerPenalty}. */
    static final int JOKER_PENALTY = 10;
    final BannerRole role;
    final boolean jokerPenalty;
    final boolean jokerKillsTrick;
    /** Every seat's cards at the start, as a mask. */
    final int colour;

    SpartacusGame(int players, Options options) {
        super(Spartacus.KIND, players, options);
        boolean noBanner = options.flag("noBanner");
        boolean joker = options.flag("bannerJoker");
        this.jokerPenalty = options.flag("jokerPenalty");
        this.jokerKillsTrick = options.flag("jokerKillsTrick");
        if (noBanner && joker) {
            throw new GameConfigException(Refusal.of(SpartacusRefusal.NO_BANNER_JOKER));
        }
        for (String sub : new String[] {"jokerPenalty", "jokerKillsTrick"}) {
            if (!joker && options.flag(sub)) {
                throw new GameConfigException(Refusal.of(SpartacusRefusal.NEEDS_BANNER_JOKER, sub));
            }
        }
        this.role = noBanner ? BannerRole.NONE : joker ? BannerRole.JOKER : BannerRole.DOUBLER;
        this.colour = noBanner ? Cards.NUMBERS : Cards.FULL_COLOUR;
    }

    /**
     * Every card is dealt before the first move, and a move shows only the mover's own card; the
     * hands are shown at the end, which {@link org.tabula.rules.TakeBack} never goes past.
     */
    @Override
    public Refusal takeBackStop(int seat, List<GameEvent> events, GameState after) {
        return null;
    }

    @Override
    public int maxLegalMoves() {
        return Cards.MOVES;
    }

    /** The seed draws the first leader: the source text only says the players decide who begins. */
    @Override
    public SpartacusState start(long seed) {
        return new SpartacusState(this, new SeededRandom(seed).nextInt(players()));
    }

    @Override
    public GameState start(long seed, Map<String, Object> setup) {
        if (setup == null) {
            return start(seed);
        }
        SetupReader reader = new SetupReader(setup, Set.of("leader"));
        if (!reader.has("leader")) {
            return start(seed);
        }
        int leader = reader.wholeNumber("leader");
        if (leader < 0 || leader >= players()) {
            throw new GameConfigException("setup.leader must be a seat from 0 to " + (players() - 1) + ", not " + leader);
        }
        return new SpartacusState(this, leader);
    }

    /** Whether the seats hold banners (all but {@code noBanner}). */
    public boolean hasBanners() {
        return role != BannerRole.NONE;
    }

    /** What a won trick is worth, from the sum of its number cards and its banner count. */
    int trickWorth(int numbers, int banners) {
        return switch (role) {
            case DOUBLER -> numbers << banners;
            case NONE -> numbers;
            case JOKER -> (jokerKillsTrick && banners > 0 ? 0 : numbers) - (jokerPenalty ? JOKER_PENALTY * banners : 0);
        };
    }

    /** The points a hand left at the end costs (subtracted from the seat's total). */
    int handPenalty(int hand) {
        int numbers = Cards.faceValue(hand);
        boolean banner = (hand & Cards.BANNER_BIT) != 0;
        return switch (role) {
            case DOUBLER -> banner ? 2 * numbers : numbers;
            case NONE -> numbers;
            case JOKER -> numbers + (jokerPenalty && banner ? JOKER_PENALTY : 0);
        };
    }

    /** How {@link #trickWorth} was reached, for the players: "11 x 4 = 44". */
    TrickReckoning reckonTrick(int numbers, int banners) {
        int worth = trickWorth(numbers, banners);
        return switch (role) {
            case DOUBLER -> new TrickReckoning(numbers, 1 << banners, false, 0, 0, worth);
            case NONE -> new TrickReckoning(numbers, 1, false, 0, 0, worth);
            case JOKER -> new TrickReckoning(numbers, 1, jokerKillsTrick && banners > 0, banners, jokerPenalty ? JOKER_PENALTY * banners : 0, worth);
        };
    }

    /** How {@link #handPenalty} was reached: "12 x 2 = 24". */
    String reckonHand(int hand) {
        int numbers = Cards.faceValue(hand);
        boolean banner = (hand & Cards.BANNER_BIT) != 0;
        if (banner && role == BannerRole.DOUBLER) {
            return numbers + " x 2 = " + handPenalty(hand);
        }
        if (banner && role == BannerRole.JOKER && jokerPenalty) {
            return numbers + " + " + JOKER_PENALTY + " for the joker = " + handPenalty(hand);
        }
        return Integer.toString(numbers);
    }
}
