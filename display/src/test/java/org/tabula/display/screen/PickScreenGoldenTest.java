package org.tabula.display.screen;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.PickScreen.Key;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.Place;

/** Picks by direct presses: the key caps down the left, what each button takes beside it. */
class PickScreenGoldenTest {
    /** Senator's banner: the row first, five of them, so BACK takes the fifth. */
    private static final PickScreen SENATOR_BANNER_ROWS = new PickScreen(Text.plain("Blue: Banner"), List.of(
            new Key(KeyCap.LEFT_ARROW, Text.of("pick.senator.row", 1)),
            new Key(new KeyCap.Word("OK"), Text.of("pick.senator.row", 2)),
            new Key(KeyCap.RIGHT_ARROW, Text.of("pick.senator.row", 3)),
            new Key(new KeyCap.Word("PASS"), Text.of("pick.senator.row", 4)),
            new Key(new KeyCap.Word("BACK"), Text.of("pick.senator.row", 5))));

    /** Spite and Malice's picks put the likeliest on OK, the centre always there. */
    private static final PickScreen SPITE_PLACES = new PickScreen(Text.plain("P1: Joker"), List.of(
            new Key(new KeyCap.Word("OK"), Text.of("pick.spite.centre")),
            new Key(KeyCap.LEFT_ARROW, Text.of("pick.spite.newPile")),
            new Key(KeyCap.RIGHT_ARROW, Text.of("pick.spite.discard")),
            new Key(new KeyCap.Word("BACK"), Text.of("pick.cancel"))));

    private static final PickScreen SPITE_PILES = new PickScreen(Text.plain("P1: 7H, centre"), List.of(
            new Key(new KeyCap.Word("OK"), Text.of("pick.spite.pile", Place.of(0), "6D")),
            new Key(KeyCap.LEFT_ARROW, Text.of("pick.spite.pile", Place.of(2), "*")),
            new Key(new KeyCap.Word("BACK"), Text.of("pick.back"))));

    @Test
    void english() {
        Golden.check("pick-senator-banner-rows", Pictures.oled(SENATOR_BANNER_ROWS.render(Language.english())));
        Golden.check("pick-spite-places", Pictures.oled(SPITE_PLACES.render(Language.english())));
        Golden.check("pick-spite-piles", Pictures.oled(SPITE_PILES.render(Language.english())));
    }

    @Test
    void japanese() {
        Golden.check("ja-pick-spite-places", Pictures.oled(SPITE_PLACES.render(Language.japanese())));
    }
}
