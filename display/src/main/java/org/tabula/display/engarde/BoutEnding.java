package org.tabula.display.engarde;

import org.tabula.display.text.Text;
import org.tabula.rules.Seat;
import org.tabula.rules.engarde.EnGardeView;

/** How a bout ended, in one line, for the screens and the console's lines alike. */
public final class BoutEnding {
    private BoutEnding() {
    }

    /** "P1 hit: bout 2", "Bout 3 drawn"; {@code winner} is the winner's seat, unused for a draw. */
    public static Text of(EnGardeView.LastBout last, Seat winner) {
        if (last.winner() < 0) {
            return Text.of("engarde.boutDrawn", last.bout());
        }
        String key = switch (last.end()) {
            case HIT -> "engarde.wonByHit";
            case STUCK -> "engarde.wonStuck";
            case CARDS -> "engarde.wonByCards";
            case ADVANCE, DRAW -> "engarde.wonByAdvance";
        };
        return Text.of(key, winner, last.bout());
    }
}
