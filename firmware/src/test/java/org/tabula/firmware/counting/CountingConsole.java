package org.tabula.firmware.counting;

import java.util.List;

import org.tabula.display.GameDisplay;
import org.tabula.display.page.Svg;
import org.tabula.display.GameTitles;
import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.led.TurnScene;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.TextScreen;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.firmware.play.ConsoleDeclaration;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.tally.TallyDeck;
import org.tabula.rules.GameKind;
import org.tabula.rules.Seats;

/** Count to five on the box: a text screen, the turn on the strip, played with the Tally deck (a deck from outside too) or the buttons. */
public final class CountingConsole implements ConsoleGame {
    /** Its names, in every language: a game from outside the box need not be in the box's catalogues. */
    private static final GameTitles TITLES = new GameTitles(Text.plain(Counting.KIND.title()), Text.plain("Count"), List.of());
    private static final GameAdapter ADAPTER = new CountingAdapter(TITLES.name());
    private static final GameDisplay<CountingView> DISPLAY = new GameDisplay<>(Counting.KIND, TITLES, CountingView.class,
            (view, latest, players) -> new TextScreen(TITLES.shortName(), List.of(Text.plain("Count: " + view.count() + " of " + Counting.GOAL),
                    players.shortName(view.toMove())), -1),
            (view, players) -> new EndScreen(TITLES.shortName(), Text.of("play.over"), EndScreen.winners(players, Seats.only(view.winner())),
                    new Table(List.of(new Table.Column(Text.plain(""), 0, Align.LEFT)),
                            List.of(new Table.Line(List.of(players.shortName(view.winner())), true)))),
            CountingConsole::lights,
            (view, latest, settings) -> Animation.still(lights(view, settings), 0),
            (view, latest, players, language) -> new Svg(24, "Count").text(0, 16, "Count: " + view.count() + " of " + Counting.GOAL, 14,
                    Svg.Anchor.START, Svg.INK, false).done());

    private static int[] lights(CountingView view, LedSettings settings) {
        return view.winner() >= 0 ? TurnScene.winners(2, Seats.only(view.winner()), settings)
                : TurnScene.turn(2, Seats.only(view.toMove()), settings);
    }

    @Override
    public GameKind kind() {
        return Counting.KIND;
    }

    @Override
    public GameDisplay<?> display() {
        return DISPLAY;
    }

    @Override
    public ConsoleDeclaration declaration() {
        return ConsoleDeclaration.playedWith(TallyDeck.DECK);
    }

    @Override
    public GameAdapter adapter() {
        return ADAPTER;
    }
}
