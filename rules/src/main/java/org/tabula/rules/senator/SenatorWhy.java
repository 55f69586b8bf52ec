package org.tabula.rules.senator;

import java.util.List;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Why;
import org.tabula.rules.Wording;

/**
 * Why a Senator move is a good one, from the board before and after it: the Senate's centre
 * taken, another family's cards pushed out of the Senate, the seat's own total raised, a card
 * set on the stairs for a later push. In the hidden game the board shows no owners, so only the
 * banner and the stairs are spoken of.
 */
public enum SenatorWhy implements Why.Reason {
    /** The centre square, 22, holds the seat's card after the push and did not before. */
    TAKES_CENTRE("hint.senator.TAKES_CENTRE", "The Senate's centre becomes yours"),
    /** {0}: a seat whose Senate total falls; {1}: by how much. */
    PUSHES_OUT("hint.senator.PUSHES_OUT", "{0,seat} loses {1} in the Senate"),
    /** {0}: how much the seat's Senate total rises. */
    GAINS("hint.senator.GAINS", "Your Senate total goes up by {0}"),
    /** {0}: the value of the seat's card, now on a stair. */
    WAITS("hint.senator.WAITS", "Your {0} waits on the stairs, ready to be pushed in"),
    /** The banner on one of the 12 stairs. */
    BANNER_STAIRS("hint.senator.BANNER_STAIRS", "The banner takes a stair, not a Senate square"),
    /** The banner on one of the Senate's 9 squares. */
    BANNER_SENATE("hint.senator.BANNER_SENATE", "The banner takes a Senate square from the pushes to come");

    /** The Senate's centre square. */
    private static final String CENTRE = "22";

    private final Wording wording;

    SenatorWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    /** Why the seat's move is good: nothing is drawn in Senator, so the board after it is the same in every state the seat cannot tell apart. */
    static Why of(InformationSet info, int move) {
        int me = info.seat();
        SenatorView before = (SenatorView) info.view();
        SenatorMove typed = (SenatorMove) info.move(move);
        if (typed instanceof SenatorMove.PlaceBanner banner) {
            return Why.of(inSenate(banner.square().notation()) ? BANNER_SENATE : BANNER_STAIRS);
        }
        SenatorMove.Push push = (SenatorMove.Push) typed;
        SenatorView after = (SenatorView) info.viewAfter(move);
        if (!before.faceDown() && !after.faceDown()) {
            if (!owns(before.board().get(CENTRE), me) && owns(after.board().get(CENTRE), me)) {
                return Why.of(TAKES_CENTRE);
            }
            List<Integer> was = before.scores();
            List<Integer> now = after.scores();
            int loser = -1;
            for (int seat = 0; seat < was.size(); seat++) {
                if (seat != me && now.get(seat) < was.get(seat) && (loser < 0 || was.get(seat) - now.get(seat) > was.get(loser) - now.get(loser))) {
                    loser = seat;
                }
            }
            if (loser >= 0) {
                return Why.of(PUSHES_OUT, info.game().seat(loser), was.get(loser) - now.get(loser));
            }
            if (now.get(me) > was.get(me)) {
                return Why.of(GAINS, now.get(me) - was.get(me));
            }
        }
        // A pushed card lands on its entry's square, always a stair.
        return Why.of(WAITS, push.card());
    }

    private static boolean owns(BoardCard card, int seat) {
        return card instanceof BoardCard.Numbered numbered && numbered.seat() == seat;
    }

    /** Whether a square (row then column) is one of the Senate's 3x3. */
    static boolean inSenate(String square) {
        int row = square.charAt(0) - '0';
        int column = square.charAt(1) - '0';
        return row >= 1 && row <= 3 && column >= 1 && column <= 3;
    }
}
