package org.tabula.rules.spite;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Why;
import org.tabula.rules.Wording;

/**
 * Why a Spite and Malice move is a good one, from what it does to the table the seat sees: its
 * pay-off pile shrinking, its pay-off top made playable, a hand emptied to draw five, another
 * seat's pay-off top shut out of the centre.
 */
public enum SpiteWhy implements Why.Reason {
    /** The pay-off pile's last card. */
    WINS("hint.spite.WINS", "It empties your pay-off pile: you win the deal"),
    /** {0}: the cards then left in the seat's pay-off pile. */
    PAYOFF_DOWN("hint.spite.PAYOFF_DOWN", "Your pay-off pile goes down to {0}"),
    /** {0}: the seat's pay-off top, which then fits a centre pile. */
    FREES_PAYOFF("hint.spite.FREES_PAYOFF", "It frees your pay-off {0}"),
    /** The hand's last card played: five new ones come. */
    EMPTIES_HAND("hint.spite.EMPTIES_HAND", "Your hand empties: you draw five new cards"),
    /** {0}: a seat whose pay-off top fitted the centre before and does not after; {1}: that top. */
    BLOCKS("hint.spite.BLOCKS", "It keeps {0,seat}'s pay-off {1} off the centre"),
    /** {0}: the seat's pay-off top, which a centre pile comes nearer to. */
    NEARER("hint.spite.NEARER", "A centre pile comes nearer your pay-off {0}"),
    /** A discard: the turn ends and the rest of the hand is kept. */
    DISCARD("hint.spite.DISCARD", "Discarding it ends your turn and keeps the rest of your hand"),
    /** The turn ends with no discard. */
    ENDS_TURN("hint.spite.ENDS_TURN", "It ends your turn and keeps your hand for later");

    private final Wording wording;

    SpiteWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    /**
     * Why the seat's move is good. The table after it is the same in every state the seat cannot
     * tell from the real one, but for the cards a move draws (never read here).
     */
    static Why of(InformationSet info, int move) {
        int me = info.seat();
        SpiteView before = (SpiteView) info.view();
        SpiteMove typed = (SpiteMove) info.move(move);
        if (typed instanceof SpiteMove.End) {
            return Why.of(ENDS_TURN);
        }
        SpiteMove.Play play = (SpiteMove.Play) typed;
        if (play.target() instanceof SpiteMove.Discard) {
            return Why.of(DISCARD);
        }
        SpiteView then = (SpiteView) info.viewAfter(move);
        if (play.source() instanceof SpiteMove.Payoff && play.owner() == me) {
            int left = then.payoffCounts().get(me);
            return left == 0 ? Why.of(WINS) : Why.of(PAYOFF_DOWN, left);
        }
        SpiteCard top = before.payoffTops().get(me);
        if (top != null && !top.isJoker() && !fits(before, top) && fits(then, top)) {
            return Why.of(FREES_PAYOFF, top);
        }
        if (play.source() instanceof SpiteMove.Hand && before.hand() != null && before.hand().size() == 1) {
            return Why.of(EMPTIES_HAND);
        }
        for (int other = 0; other < before.payoffTops().size(); other++) {
            SpiteCard theirs = before.payoffTops().get(other);
            if (other != me && theirs != null && !theirs.isJoker() && theirs.rank() != 1 && fits(before, theirs) && !fits(then, theirs)) {
                return Why.of(BLOCKS, info.game().seat(other), theirs);
            }
        }
        if (top != null && !top.isJoker() && nearest(then, top) < nearest(before, top)) {
            return Why.of(NEARER, top);
        }
        return CommonWhy.otherwise(info);
    }

    /** Whether the card may go to the centre: an ace starts a pile, any other card goes on the rank below it. */
    static boolean fits(SpiteView view, SpiteCard card) {
        return card.rank() == 1 || view.centre().stream().anyMatch(pile -> pile.rank() == card.rank() - 1);
    }

    /** How many ranks the centre pile nearest below the card is short of it (13 with none below it). */
    private static int nearest(SpiteView view, SpiteCard card) {
        int gap = 13;
        for (SpiteView.CentrePile pile : view.centre()) {
            if (pile.rank() < card.rank()) {
                gap = Math.min(gap, card.rank() - 1 - pile.rank());
            }
        }
        return gap;
    }
}
