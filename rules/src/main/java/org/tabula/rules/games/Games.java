package org.tabula.rules.games;

import java.util.List;
import java.util.stream.Collectors;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.wheel.Wheel;

/** The games the console plays, by their replay-script names. */
public final class Games {
    private static final List<GameKind> ALL = List.of(
            Sumo.KIND,
            Spartacus.KIND,
            Senator.KIND,
            Wheel.KIND,
            Spite.KIND);

    private Games() {
    }

    public static List<GameKind> all() {
        return ALL;
    }

    /** @throws GameConfigException naming the games there are */
    public static GameKind named(String name) {
        return ALL.stream().filter(kind -> kind.name().equals(name)).findFirst()
                .orElseThrow(() -> new GameConfigException("unknown game '" + name + "' (known: "
                        + ALL.stream().map(GameKind::name).collect(Collectors.joining(", ")) + ")"));
    }
}
