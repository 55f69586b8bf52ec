package org.tabula.display.spite;

import java.util.List;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteView;

/** How Spite and Malice looks: its names, its screens and its LED scenes, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class SpiteDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.spite"), Text.of("game.spite.short"),
            List.of(Text.of("summary.spite.1"), Text.of("summary.spite.2"), Text.of("summary.spite.3"), Text.of("summary.spite.4")));
    public static final GameDisplay<SpiteView> GAME = new GameDisplay<>(Spite.KIND, TITLES, SpiteView.class, (view, latest, players) -> PayoffReveal.playScreen(view, players), SpiteEnd::of,
            SpiteScene::still, SpiteScene::play, SpitePagePicture::of);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
