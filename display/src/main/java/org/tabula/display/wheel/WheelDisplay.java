package org.tabula.display.wheel;

import java.util.List;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.wheel.Wheel;
import org.tabula.rules.wheel.WheelView;

/** How the Wheel of History looks: its names, its screens and its LED scenes, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class WheelDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.wheel"), Text.of("game.wheel.short"),
            List.of(Text.of("summary.wheel.1"), Text.of("summary.wheel.2"), Text.of("summary.wheel.3")));
    public static final GameDisplay<WheelView> GAME = new GameDisplay<>(Wheel.KIND, TITLES, WheelView.class, (view, latest, players) -> CircleLaying.playScreen(view, players), WheelTable::endScreen,
            WheelScene::still, WheelScene::play, WheelPagePicture::of);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
