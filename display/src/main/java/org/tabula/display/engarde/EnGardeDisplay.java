package org.tabula.display.engarde;

import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeView;

/** How En Garde looks: its names, its screens and the piste on the LED strip, for the game's registration. */
public final class EnGardeDisplay {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.engarde"), Text.of("game.engarde.short"));
    public static final GameDisplay<EnGardeView> GAME = new GameDisplay<>(EnGarde.KIND, TITLES, EnGardeView.class, EnGardeScreen::new,
            EnGardeEndScreen::of, EnGardeScene::still, EnGardeScene::play);

    private EnGardeDisplay() {
    }
}
