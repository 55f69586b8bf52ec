package org.tabula.display.spartacus;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;

/** How Spartacus looks: its names, its screens and its LED scenes, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class SpartacusDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.spartacus"), Text.of("game.spartacus.short"));
    public static final GameDisplay<SpartacusView> GAME = new GameDisplay<>(Spartacus.KIND, TITLES, SpartacusView.class, SpartacusScreen::new, SpartacusEnd::of,
            SpartacusScene::still, SpartacusScene::play);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
