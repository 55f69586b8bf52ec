package org.tabula.rules.wheel;

import java.util.List;

import org.tabula.rules.View;

/**
 * What one audience sees of a Wheel of History game: everything. The circle lies face up, every
 * taken card lies face up in front of its seat, and a thrown-away card was face up in the circle
 * at the place the pawn moved to before it was turned down, so the whole table knows it (and
 * must, to know which colour and value can no longer be completed). Every audience therefore
 * gets the same view but for {@code audience}.
 *
 * @param audience       the seat looking, or -1 for the table
 * @param circle         the cards still in the circle, clockwise from the pawn
 * @param places         the card at each place 0-24, null where it has been taken
 * @param pawn           the pawn's place, or -1 while it stands in the starting gap before place 0
 * @param holdings       each seat's cards, colour by colour (R G B Y W), values ascending
 * @param thrownAway     each seat's thrown-away card, or null (discardOnce)
 * @param scoredColours  the colours scored so far
 * @param scoredValues   the values completed so far: the fallen value, or with colourAndValue each scored value
 * @param blockedColours the colours that can no longer be completed: a card of theirs was thrown away
 * @param blockedValues  the values that can no longer be completed, likewise
 * @param toMove         the seat to move, or null once over
 * @param over           whether the game has ended
 * @param ending         why it ended, or null
 * @param scores         each seat's points so far
 */
public record WheelView(int audience, List<WheelCard> circle, List<WheelCard> places, int pawn,
        List<List<WheelCard>> holdings, List<WheelCard> thrownAway,
        List<WheelColour> scoredColours, List<Integer> scoredValues,
        List<WheelColour> blockedColours, List<Integer> blockedValues,
        Integer toMove, boolean over, WheelEnding ending, List<Integer> scores) implements View {
}
