package org.tabula.firmware.play;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Refusal;

/**
 * A card tapped while the table is to reveal one (a table deal: docs/table-deal.md) is the
 * chance seat's reveal of that card, named as the replay notation names it; the rules say
 * whether it may be revealed (not seen already, a card of the game, a reveal due).
 */
public final class TableReveals {
    private TableReveals() {
    }

    /** The reveal of the card, if the rules take it now; else none. */
    public static int[] movesWith(GameState state, String card) {
        try {
            int move = state.parseMove(GameState.CHANCE, card);
            return state.refusal(GameState.CHANCE, move) == null ? new int[] {move} : new int[0];
        } catch (IllegalMoveException e) {
            return new int[0];
        }
    }

    /** The rules' reason the card cannot be revealed now, in the box's words. */
    public static Text whyNot(GameState state, String card) {
        try {
            Refusal refusal = state.refusal(GameState.CHANCE, state.parseMove(GameState.CHANCE, card));
            return refusal == null ? Text.of("refuse.notNow", card) : Prompts.refused(refusal);
        } catch (IllegalMoveException e) {
            return e.refusal() == null ? Text.of("refuse.notNow", card) : Prompts.refused(e.refusal());
        }
    }
}
