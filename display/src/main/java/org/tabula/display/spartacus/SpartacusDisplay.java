package org.tabula.display.spartacus;

import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;

/** How Spartacus looks: its names, its screens and its LED scenes, for the game's registration. */
public final class SpartacusDisplay {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.spartacus"), Text.of("game.spartacus.short"));
    public static final GameDisplay<SpartacusView> GAME = new GameDisplay<>(Spartacus.KIND, TITLES, SpartacusView.class, SpartacusScreen::new, SpartacusEnd::of,
            SpartacusScene::still, SpartacusScene::play);

    private SpartacusDisplay() {
    }
}
