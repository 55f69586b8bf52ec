package org.tabula.rules.spite;

import org.tabula.rules.Refusal;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.Options;

/**
 * The options of a game read once into plain fields, with what follows from them: the cards in
 * play, the pay-off pile size and the teams.
 */
final class Variant {
    final int players;
    final boolean combinedDeal;
    final boolean freeDiscard;
    final boolean partnership;
    final boolean pagat;
    final boolean noInitialHands;
    final boolean reshuffleOnTie;
    final boolean refillAfterEmptyingDiscard;
    final boolean handTwoFirst;
    final boolean stockRefillAt12;
    final boolean scoreWithoutBonus;
    /** 2 decks and 4 jokers (108 cards), or 3 decks and 6 jokers (162 cards). */
    final int decks;
    /** How many cards each seat's pay-off pile gets in a seeded deal. */
    final int payoffSize;
    /** Rounds without a pay-off play after which the deal counts as stuck (0: never). */
    final int stallRounds;

    Variant(int players, Options options) {
        this.players = players;
        this.combinedDeal = options.flag("combinedDeal");
        this.freeDiscard = options.flag("freeDiscard");
        this.partnership = options.flag("partnership");
        this.pagat = options.flag("pagat");
        this.noInitialHands = options.flag("noInitialHands");
        this.reshuffleOnTie = options.flag("reshuffleOnTie");
        this.refillAfterEmptyingDiscard = options.flag("refillAfterEmptyingDiscard");
        this.handTwoFirst = options.flag("handTwoFirst");
        this.stockRefillAt12 = options.flag("stockRefillAt12");
        this.scoreWithoutBonus = options.flag("scoreWithoutBonus");
        boolean threeDecks = options.flag("threeDecks");
        this.stallRounds = options.number("stallRounds");
        if (stallRounds < 0) {
            throw new GameConfigException(Refusal.of(SpiteRefusal.STALL_ROUNDS, stallRounds));
        }
        if (partnership && players != 4 && players != 6) {
            throw new GameConfigException(Refusal.of(SpiteRefusal.PARTNERSHIP_PLAYERS, players));
        }
        if (!partnership && players != 2) {
            throw new GameConfigException(Refusal.of(players == 4 || players == 6 ? SpiteRefusal.TEAMS_NEEDED : SpiteRefusal.PLAYERS, players));
        }
        if (threeDecks && !partnership) {
            throw new GameConfigException(Refusal.of(SpiteRefusal.THREE_DECKS));
        }
        // Six pay-off piles of 20 and six hands do not fit in 108 cards: six players always use three decks.
        this.decks = threeDecks || players == 6 ? 3 : 2;
        int standardSize = standardPayoffSize();
        this.payoffSize = options.number("payoffSize") == 0 ? standardSize : options.number("payoffSize");
        // The standard deal splits one 52-card deck; a mixed deal needs room for the hands and a stock.
        int largest = mixedDeal() ? (totalCards() - players * Hand.CAPACITY) / players - 1 : 52 / players;
        if (payoffSize < 1 || payoffSize > largest) {
            throw new GameConfigException(Refusal.of(SpiteRefusal.PAYOFF_SIZE, standardSize, largest, payoffSize));
        }
    }

    /**
     * 26 from one deck in the standard deal, 20 in the combined deal (source text, note 2). The source
     * text gives no size for partnerships; 20 each would leave 4 players with 108 cards a stock of 8,
     * too few to ever build a centre pile high (a ruling): pay-off piles take half the cards, as
     * in the two-player game: 13 each for 4 players (20 with three decks), 13 for 6.
     */
    private int standardPayoffSize() {
        if (partnership) {
            return totalCards() / 2 / players;
        }
        return combinedDeal ? 20 : 26;
    }

    /** Partnership deals mix all cards, as the combined deal does (source text, note 4). */
    boolean mixedDeal() {
        return combinedDeal || partnership;
    }

    int jokers() {
        return 2 * decks;
    }

    int totalCards() {
        return 52 * decks + jokers();
    }

    /** How many copies of this card code the game has. */
    int copies(int code) {
        return Cards.isJoker(code) ? jokers() : decks;
    }

    /** Turns without a pay-off play after which a deal counts as stuck: {@code stallRounds} rounds of every seat (0: never). */
    int stallTurns() {
        return stallRounds * players;
    }

    int teams() {
        return partnership ? players / 2 : players;
    }

    /** Partners sit opposite: seats s and s + players/2 form team s mod players/2. */
    int team(int seat) {
        return seat % teams();
    }

    /** The partner's seat, or -1 outside partnership games. */
    int partner(int seat) {
        return partnership ? (seat + players / 2) % players : -1;
    }

    /** The most open centre piles allowed at once. */
    int maxOpenPiles() {
        return pagat ? 4 : CentrePiles.MAX_OPEN;
    }
}
