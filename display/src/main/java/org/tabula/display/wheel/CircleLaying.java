package org.tabula.display.wheel;

import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.TableRevealScreen;
import org.tabula.display.text.Text;
import org.tabula.rules.wheel.WheelView;

/**
 * Wheel of History at a table deal while the players lay the circle (docs/table-deal.md): how
 * many cards are laid of how many, and to tap each as it is laid; once laid, the game's own
 * screen.
 */
public final class CircleLaying {
    private CircleLaying() {
    }

    /** The play screen: the circle to lay while it is being laid, else the game. */
    public static Screen playScreen(WheelView view, Players players) {
        if (!laying(view)) {
            return new WheelScreen(view, players);
        }
        return new TableRevealScreen(WheelDisplay.TITLES.shortName(), Text.of("wheel.laidCount", laid(view), view.places().size()), instruction(view),
                Text.of("wheel.tapEachLaid"));
    }

    /** Whether the table is laying the circle: no seat moves until it is laid. */
    public static boolean laying(WheelView view) {
        return !view.over() && view.toMove() == null;
    }

    /** "Lay the circle clockwise from the pawn: 17 of 25 laid". */
    public static Text instruction(WheelView view) {
        return Text.of("wheel.layCircle", laid(view), view.places().size());
    }

    private static int laid(WheelView view) {
        return view.circle().size();
    }
}
