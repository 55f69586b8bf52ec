package org.tabula.display.screen;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.rules.Seats;

/**
 * Who sits where, as the screens name them: a name per seat (from the catalogue, or a name a
 * player typed in, shown as it is) and which seats the console plays.
 */
public record Players(List<Text> names, Seats bots) {
    public Players {
        names = List.copyOf(names);
    }

    /** The usual names: East and West in Sumo (RULES.md section 1), Player 1, 2... elsewhere. */
    public static Players standard(String game, int count, Seats bots) {
        List<Text> names = new ArrayList<>();
        for (int seat = 0; seat < count; seat++) {
            names.add(game.equals("sumo") && count == 2
                    ? Text.of(seat == 0 ? "seat.east" : "seat.west")
                    : Text.of("seat.player", seat + 1));
        }
        return new Players(names, bots);
    }

    public int count() {
        return names.size();
    }

    public Text name(int seat) {
        return names.get(seat);
    }

    public boolean isBot(int seat) {
        return bots.contains(seat);
    }
}
