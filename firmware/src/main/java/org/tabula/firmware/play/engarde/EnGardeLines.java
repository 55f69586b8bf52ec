package org.tabula.firmware.play.engarde;

import java.util.Collections;

import org.tabula.display.engarde.BoutEnding;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.SeatNames;
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.engarde.EnGardeView;

/** What En Garde's events say on the console's event line, at either deal, and what a table deal asks of the players. */
final class EnGardeLines {
    private EnGardeLines() {
    }

    /** An event as one short line; null for one the screen says well enough (a card shown is on the screen already). */
    static Text event(SeatNames seats, GameEvent event) {
        if (event instanceof EnGardeEvent.Moved moved) {
            boolean forward = (moved.to() > moved.from()) == (moved.seat() == 0);
            return Text.of(forward ? "engarde.advanced" : "engarde.retreated", seats.seat(moved.seat()), moved.card());
        }
        if (event instanceof EnGardeEvent.Attacked attacked) {
            return Text.of(attacked.indirect() ? "engarde.advancedAttacked" : "engarde.attacked", seats.seat(attacked.seat()),
                    EnGardeAdapter.cards(Collections.nCopies(attacked.count(), attacked.card()), ""));
        }
        if (event instanceof EnGardeEvent.Parried parried) {
            return Text.of("engarde.parried", seats.seat(parried.seat()), EnGardeAdapter.cards(parried.cards(), ""));
        }
        if (event instanceof EnGardeEvent.Passed passed) {
            return Text.of("engarde.passed", seats.seat(passed.seat()));
        }
        if (event instanceof EnGardeEvent.CardsDrawn drawn) {
            return Text.of("engarde.drew", seats.seat(drawn.seat()), drawn.count(), drawn.left());
        }
        if (event instanceof EnGardeEvent.PackOut) {
            return Text.of("engarde.packOut");
        }
        if (event instanceof EnGardeEvent.HandsShown shown) {
            return Text.of("engarde.handsWere", seats.seat(0), EnGardeAdapter.cards(shown.hands().get(0), " "), seats.seat(1),
                    EnGardeAdapter.cards(shown.hands().get(1), " "));
        }
        if (event instanceof EnGardeEvent.BoutWon won) {
            return BoutEnding.of(new EnGardeView.LastBout(won.bout(), won.winner(), won.end()), seats.seat(Math.max(0, won.winner())));
        }
        if (event instanceof EnGardeEvent.BoutStarted started) {
            return Text.of("engarde.boutStarts", started.bout(), seats.seat(started.starter()));
        }
        if (event instanceof EnGardeEvent.MatchWon won) {
            return Text.of("engarde.matchWon", seats.seat(won.winner()), won.wins().get(won.winner()), won.wins().get(1 - won.winner()));
        }
        return null;
    }

    /** At a table deal: drawing from the real pack, and a new bout's shuffle and deal. */
    static Text tableEvent(SeatNames seats, GameEvent event) {
        if (event instanceof EnGardeEvent.CardsDrawn drawn) {
            return Text.of("engarde.tableDraw", seats.seat(drawn.seat()), drawn.count());
        }
        if (event instanceof EnGardeEvent.BoutStarted started) {
            return Text.of("engarde.tableDeal", started.bout(), seats.seat(started.starter()));
        }
        return null;
    }
}
