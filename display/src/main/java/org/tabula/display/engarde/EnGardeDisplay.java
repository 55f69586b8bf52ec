package org.tabula.display.engarde;

import java.util.List;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeView;

/** How En Garde looks: its names, its screens and the piste on the LED strip, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class EnGardeDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.engarde"), Text.of("game.engarde.short"),
            List.of(Text.of("summary.engarde.1"), Text.of("summary.engarde.2"), Text.of("summary.engarde.3")));
    public static final GameDisplay<EnGardeView> GAME = new GameDisplay<>(EnGarde.KIND, TITLES, EnGardeView.class, EnGardeScreen::new,
            EnGardeEndScreen::of, EnGardeScene::still, EnGardeScene::play, EnGardePagePicture::of);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
