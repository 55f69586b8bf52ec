package org.tabula.display.spite;

import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.TableRevealScreen;
import org.tabula.display.text.Text;
import org.tabula.rules.Seat;
import org.tabula.rules.spite.SpiteView;

/**
 * Spite and Malice at a table deal while a pay-off top is to be turned up and tapped
 * (docs/table-deal.md): whose; on the deal's first screen, what the box leaves to the players. Otherwise the game's own screen.
 */
public final class PayoffReveal {
    private PayoffReveal() {
    }

    /** The play screen: the pay-off top to turn up while one is due, else the deal. */
    public static Screen playScreen(SpiteView view, Players players) {
        int seat = seatToReveal(view);
        if (seat < 0) {
            return new SpiteScreen(view, players);
        }
        return new TableRevealScreen(SpiteDisplay.TITLES.shortName(), Text.of("spite.toReveal", players.seat(seat)), instruction(players.seat(seat)),
                dealBegins(view) ? Text.of("spite.tableNote") : null);
    }

    /**
     * The seat whose pay-off top the table is to turn up, or -1: the lowest seat whose top is
     * unknown while its pile still holds cards (the rules take the reveals in that order).
     */
    public static int seatToReveal(SpiteView view) {
        if (view.over()) {
            return -1;
        }
        for (int seat = 0; seat < view.payoffTops().size(); seat++) {
            if (view.payoffTops().get(seat) == null && view.payoffCounts().get(seat) > 0) {
                return seat;
            }
        }
        return -1;
    }

    /** Whether the deal begins: no seat has played and no pay-off top is up yet (the note's one screen). */
    public static boolean dealBegins(SpiteView view) {
        return view.toMove() < 0 && !view.over() && view.payoffTops().stream().allMatch(java.util.Objects::isNull);
    }

    /** "P1: turn up your pay-off top and tap it". */
    public static Text instruction(Seat seat) {
        return Text.of("spite.turnUpTop", seat);
    }
}
