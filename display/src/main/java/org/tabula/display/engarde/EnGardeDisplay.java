package org.tabula.display.engarde;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeView;

/** How En Garde looks: its names, its screens and the piste on the LED strip, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class EnGardeDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.engarde"), Text.of("game.engarde.short"));
    public static final GameDisplay<EnGardeView> GAME = new GameDisplay<>(EnGarde.KIND, TITLES, EnGardeView.class, EnGardeScreen::new,
            EnGardeEndScreen::of, EnGardeScene::still, EnGardeScene::play);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
