package org.tabula.display.spartacus;

import java.util.List;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;

/** How Spartacus looks: its names, its screens and its LED scenes, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class SpartacusDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.spartacus"), Text.of("game.spartacus.short"),
            List.of(Text.of("summary.spartacus.1"), Text.of("summary.spartacus.2"), Text.of("summary.spartacus.3")));
    public static final GameDisplay<SpartacusView> GAME = new GameDisplay<>(Spartacus.KIND, TITLES, SpartacusView.class, SpartacusScreen::new, SpartacusEnd::of,
            SpartacusScene::still, SpartacusScene::play, SpartacusPagePicture::of);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
