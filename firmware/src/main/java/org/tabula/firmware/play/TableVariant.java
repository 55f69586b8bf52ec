package org.tabula.firmware.play;

import java.util.Map;
import java.util.stream.Collectors;

import org.tabula.rules.GameKind;

/**
 * A game at one player count under some options (as a replay script gives them): a table worth
 * measuring, such as those whose options change which moves a tapped card stands for.
 */
public record TableVariant(int players, Map<String, Object> options) {
    public TableVariant {
        options = Map.copyOf(options);
    }

    /** Its name in a report: the game, the players where the game allows more than one count, the options set (with their values, but for flags). */
    public String label(GameKind kind) {
        String seats = kind.minPlayers() == kind.maxPlayers() ? "" : ", " + players;
        // A flag set reads as its name; any other value beside it ("level 1").
        String set = options.keySet().stream().sorted()
                .map(option -> ", " + option + (Boolean.TRUE.equals(options.get(option)) ? "" : " " + options.get(option)))
                .collect(Collectors.joining());
        return kind.name() + seats + set;
    }
}
