package org.tabula.display.sumo;

import java.util.List;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

/** How Sumo looks: its names, its screens and its LED scenes, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class SumoDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.sumo"), Text.of("game.sumo.short"),
            List.of(Text.of("summary.sumo.1"), Text.of("summary.sumo.2"), Text.of("summary.sumo.3")));
    public static final GameDisplay<SumoView> GAME = new GameDisplay<>(Sumo.KIND, TITLES, SumoView.class, SumoScreen::new, SumoEndScreen::of,
            SumoScene::still, SumoScene::play, SumoPagePicture::of);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
