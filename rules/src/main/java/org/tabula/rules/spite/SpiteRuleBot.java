package org.tabula.rules.spite;

import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Lookahead;
import org.tabula.rules.Move;
import org.tabula.rules.SeededRandom;

/**
 * Spite and Malice by rule of thumb, as a careful beginner plays it: a pay-off card whenever it
 * can go; centre plays that bring a pile to one below its side's pay-off top; other centre
 * plays from the discard piles, then from the hand, keeping jokers back; never a centre play that
 * leaves a pile one below an opponent's pay-off top; and to end the turn, a discard that builds
 * down on its pile (high cards first), never a joker if another card will do.
 */
final class SpiteRuleBot implements Bot {
    private static final int KING = 13;

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        SpiteView view = (SpiteView) info.view();
        double[] value = new double[legal.length];
        for (int i = 0; i < legal.length; i++) {
            value[i] = value(info.move(legal[i]), view, info.seat());
        }
        return legal[Lookahead.best(value, rng)];
    }

    private static double value(Move move, SpiteView view, int seat) {
        if (!(move instanceof SpiteMove.Play play)) {
            return -250;
        }
        SpiteCard card = cardOf(play, view);
        if (play.source() instanceof SpiteMove.Payoff) {
            return 1000;
        }
        if (play.target() instanceof SpiteMove.Discard discard) {
            return discard(card, discard.pile(), view, seat);
        }
        return centrePlay(card, play, view, seat);
    }

    /** Plays to the centre: good when they lead to our pay-off card, bad when to theirs. */
    private static double centrePlay(SpiteCard card, SpiteMove.Play play, SpiteView view, int seat) {
        int pileRank = play.target() instanceof SpiteMove.Centre centre ? view.centre().get(centre.pile()).rank() : 0;
        // A pile that reaches K leaves play; an ace can always start a pile, so it needs nothing then.
        int needsNext = pileRank + 1 == KING ? 0 : pileRank + 2;
        double value = play.source() instanceof SpiteMove.Hand ? 40 : 50;
        if (card.isJoker()) {
            value -= 100;
        }
        int players = view.payoffTops().size();
        for (int other = 0; other < players; other++) {
            int top = rank(view.payoffTops().get(other));
            if (top == needsNext) {
                value += side(other, seat, players) ? 200 : -300;
            }
        }
        return value;
    }

    /** Discards end the turn: build down, highest first; keep jokers and low cards. */
    private static double discard(SpiteCard card, int pile, SpiteView view, int seat) {
        if (card.isJoker()) {
            return -200;
        }
        List<SpiteCard> onPile = view.discards().get(seat).get(pile);
        int rank = rank(card);
        // Empty piles are alike: the first one, so the choice reads as a person's would.
        double value = -100 + rank - 0.01 * pile;
        if (!onPile.isEmpty() && rank(onPile.get(onPile.size() - 1)) - rank <= 1) {
            value += 30;
        }
        return value;
    }

    /** The card a move takes: a hand card is named in the move, a pile's is its top. */
    private static SpiteCard cardOf(SpiteMove.Play play, SpiteView view) {
        if (play.source() instanceof SpiteMove.Hand hand) {
            return hand.card();
        }
        if (play.source() instanceof SpiteMove.Discard discard) {
            List<SpiteCard> cards = view.discards().get(play.owner()).get(discard.pile());
            return cards.get(cards.size() - 1);
        }
        return view.payoffTops().get(play.owner());
    }

    /** Whether {@code other} is {@code seat} or its partner (partners sit opposite). */
    private static boolean side(int other, int seat, int players) {
        return other == seat || (players >= 4 && other == (seat + players / 2) % players);
    }

    /** A card's rank, A = 1 to K = 13; 0 for no card, -1 for a joker (it fits anywhere). */
    private static int rank(SpiteCard card) {
        if (card == null) {
            return 0;
        }
        return card.isJoker() ? -1 : card.rank();
    }
}
