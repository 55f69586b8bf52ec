package org.tabula.display;

import java.util.List;
import java.util.Optional;

import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.senator.SenatorEnd;
import org.tabula.display.senator.SenatorScene;
import org.tabula.display.senator.SenatorScreen;
import org.tabula.display.spartacus.SpartacusEnd;
import org.tabula.display.spartacus.SpartacusScene;
import org.tabula.display.spartacus.SpartacusScreen;
import org.tabula.display.spite.SpiteEnd;
import org.tabula.display.spite.SpiteScene;
import org.tabula.display.spite.PayoffReveal;
import org.tabula.display.sumo.SumoEndScreen;
import org.tabula.display.sumo.SumoScene;
import org.tabula.display.sumo.SumoScreen;
import org.tabula.display.wheel.WheelScene;
import org.tabula.display.wheel.CircleLaying;
import org.tabula.display.wheel.WheelTable;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.View;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.senator.SenatorView;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteView;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;
import org.tabula.rules.wheel.Wheel;
import org.tabula.rules.wheel.WheelView;

/**
 * The screens and LED scenes of every game the display knows, chosen by the view's type: what
 * the firmware calls with whatever view the rules give it.
 */
public final class Displays {
    private static final List<GameDisplay<?>> ALL = List.of(
            new GameDisplay<>(Sumo.KIND, SumoView.class, SumoScreen::new, SumoEndScreen::of, SumoScene::still, SumoScene::play),
            new GameDisplay<>(Wheel.KIND, WheelView.class, (view, latest, players) -> CircleLaying.playScreen(view, players), WheelTable::endScreen, WheelScene::still, WheelScene::play),
            new GameDisplay<>(Senator.KIND, SenatorView.class, SenatorScreen::new, SenatorEnd::of, SenatorScene::still, SenatorScene::play),
            new GameDisplay<>(Spartacus.KIND, SpartacusView.class, SpartacusScreen::new, SpartacusEnd::of, SpartacusScene::still,
                    SpartacusScene::play),
            new GameDisplay<>(Spite.KIND, SpiteView.class, (view, latest, players) -> PayoffReveal.playScreen(view, players), SpiteEnd::of,
                    SpiteScene::still, SpiteScene::play));

    private Displays() {
    }

    public static List<GameDisplay<?>> all() {
        return ALL;
    }

    /** The display of a game, if the display module draws it. */
    public static Optional<GameDisplay<?>> of(GameKind kind) {
        return ALL.stream().filter(display -> display.kind().equals(kind)).findFirst();
    }

    public static Screen playScreen(View view, List<GameEvent> latest, Players players) {
        return forView(view).screen(view, latest, players);
    }

    public static EndScreen endScreen(View view, Players players) {
        return forView(view).end(view, players);
    }

    public static int[] lights(View view, LedSettings settings) {
        return forView(view).still(view, settings);
    }

    public static Animation animation(View view, List<GameEvent> latest, LedSettings settings) {
        return forView(view).animate(view, latest, settings);
    }

    /** The display whose view type this view is. */
    private static GameDisplay<?> forView(View view) {
        for (GameDisplay<?> display : ALL) {
            if (display.viewType().isInstance(view)) {
                return display;
            }
        }
        throw new IllegalArgumentException("no display for " + view.getClass().getName());
    }
}
