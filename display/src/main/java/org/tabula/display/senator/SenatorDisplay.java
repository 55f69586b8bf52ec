package org.tabula.display.senator;

import java.util.List;

import org.tabula.display.DisplayRegistration;
import org.tabula.display.GameDisplay;
import org.tabula.display.GameTitles;
import org.tabula.display.text.Text;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.senator.SenatorView;

/** How Senator looks: its names, its screens and its LED scenes, registered in {@code META-INF/services/org.tabula.display.DisplayRegistration}. */
public final class SenatorDisplay implements DisplayRegistration {
    public static final GameTitles TITLES = new GameTitles(Text.of("game.senator"), Text.of("game.senator.short"),
            List.of(Text.of("summary.senator.1"), Text.of("summary.senator.2"), Text.of("summary.senator.3")));
    public static final GameDisplay<SenatorView> GAME = new GameDisplay<>(Senator.KIND, TITLES, SenatorView.class, SenatorScreen::new, SenatorEnd::of,
            SenatorScene::still, SenatorScene::play, SenatorWalkScreen::of, SenatorPagePicture::of);

    @Override
    public GameDisplay<?> display() {
        return GAME;
    }
}
