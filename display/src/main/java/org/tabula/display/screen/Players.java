package org.tabula.display.screen;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameKind;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.Sumo;

/**
 * Who sits where, as the screens name them: a name per seat (from the catalogue, or a name a
 * player typed in, shown as it is), a short form of it for narrow table columns, and which seats
 * the console plays.
 */
public record Players(List<Text> names, List<Text> shortNames, Seats bots) {
    public Players {
        names = List.copyOf(names);
        shortNames = List.copyOf(shortNames);
        if (names.size() != shortNames.size()) {
            throw new IllegalArgumentException(names.size() + " names but " + shortNames.size() + " short names");
        }
    }

    /** Names typed in by the players, used as they are in tables too. */
    public static Players named(List<String> names, Seats bots) {
        List<Text> texts = names.stream().map(Text::plain).toList();
        return new Players(texts, texts, bots);
    }

    /** The usual names: East and West in Sumo (docs/rules.md), Player 1, 2... elsewhere. */
    public static Players standard(GameKind game, int count, Seats bots) {
        List<Text> names = new ArrayList<>();
        List<Text> shortNames = new ArrayList<>();
        for (int seat = 0; seat < count; seat++) {
            if (game.equals(Sumo.KIND) && count == 2) {
                names.add(Text.of(seat == 0 ? "seat.east" : "seat.west"));
                shortNames.add(names.get(seat));
            } else {
                names.add(Text.of("seat.player", seat + 1));
                shortNames.add(Text.of("seat.playerShort", seat + 1));
            }
        }
        return new Players(names, shortNames, bots);
    }

    public int count() {
        return names.size();
    }

    public Text name(int seat) {
        return names.get(seat);
    }

    /** The seat's name for a narrow table column. */
    public Text shortName(int seat) {
        return shortNames.get(seat);
    }

    /** The seat's name in this language if it fits in {@code width} pixels of {@code font}, else its short name. */
    public String fitted(Language language, Font font, int seat, int width) {
        String name = language.format(names.get(seat));
        return font.width(name) <= width ? name : language.format(shortNames.get(seat));
    }

    public boolean isBot(int seat) {
        return bots.contains(seat);
    }
}
