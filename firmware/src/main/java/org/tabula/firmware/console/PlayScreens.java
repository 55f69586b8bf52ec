package org.tabula.firmware.console;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.tabula.display.led.Colours;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.Chooser;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MovePick;
import org.tabula.firmware.play.Pick;
import org.tabula.firmware.play.Walk;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.screen.TableModel;
import org.tabula.hal.Button;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;

/**
 * What the table shows of a match, in the box's language: the layout to lay out, the game with
 * its list of moves or pick open, the end of a game and of a series. {@link PlayActivity} says
 * which; this class only composes.
 */
final class PlayScreens {
    private final ConsoleContext context;
    private final Match match;
    private final GameAdapter adapter;
    private GameState describedState;
    private int describedMoves;
    private List<Text> described;

    PlayScreens(ConsoleContext context, Match match, GameAdapter adapter) {
        this.context = context;
        this.match = match;
        this.adapter = adapter;
    }

    private GameState state() {
        return match.state();
    }

    /** A seat's name; the table's, when it is to reveal a card at a table deal. */
    Text seatName(int seat) {
        return seat == GameState.CHANCE ? Text.of("seat.table") : Text.name(match.seatNames().name(seat));
    }

    /** A move as the list shows it; a reveal by the card's name. */
    private Text moveLabel(int seat, int move) {
        return seat == GameState.CHANCE ? Text.plain(state().formatMove(seat, move)) : adapter.moveLabel(state(), seat, move);
    }

    /** The game's short name for a title bar, with the game's number when it is one of a series. */
    Text seriesProgress() {
        Text name = ConsoleGames.of(match.game().kind()).titles().shortName();
        Series series = match.series();
        if (series.goal().games() == 1) {
            return name;
        }
        int number = series.gamesPlayed() + (state().isOver() ? 0 : 1);
        return series.goal().games() > 0 ? Text.of("console.gameOfSeries", name, number, series.goal().games())
                : Text.of("console.gameInSeries", name, number);
    }

    /** The game as the audience may see it (the table, or the seat whose list of moves is open). */
    TableModel table(int audience, long lastMoveAt) {
        int bits = 0;
        for (int seat = 0; seat < match.game().players(); seat++) {
            bits |= match.isBot(seat) ? 1 << seat : 0;
        }
        return new TableModel(ConsoleGames.of(match.game().kind()).display(), state().view(audience), match.lastEvents(), lastMoveAt,
                new Players(match.seatNames(), Seats.ofBits(bits)), match.series());
    }

    ScreenModel layout(Text title) {
        List<Text> lines = new ArrayList<>(adapter.layout(state()));
        lines.add(Text.of("console.okStart"));
        return ScreenModel.of(ScreenModel.Kind.NOTICE, Text.of("console.layOut", title), lines, -1, Lights.OFF);
    }

    /** The game waits for its leader: any person's first card leads, or OK makes the seat the buttons name lead. */
    ScreenModel leaderOpen(Text title, int seat) {
        List<Text> lines = List.of(Text.of("console.anyLeads"), Text.of("console.tapToLead"),
                Text.of(match.isBot(seat) ? "console.okBotLeads" : "console.okLeads", match.seat(seat)));
        return ScreenModel.of(ScreenModel.Kind.NOTICE, title, lines, -1, Lights.turn(Colours.seat(seat)));
    }

    /** The game in play: the open pick, else the open list of moves, else the table with the prompt. */
    ScreenModel play(Text title, MovePick pick, Chooser chooser, Supplier<Text> prompt) {
        Seats toMove = state().toMove();
        Lights lights = Lights.turn(Colours.seat(toMove.first()));
        if (pick instanceof Pick options) {
            return pick(options);
        }
        if (pick instanceof Walk walk) {
            return walk(walk);
        }
        if (chooser != null) {
            List<Text> labels = new ArrayList<>();
            if (chooser.atGroups()) {
                labels.addAll(chooser.groups());
            } else {
                for (int i = 0; i < chooser.size(); i++) {
                    labels.add(moveLabel(chooser.seat(), chooser.move(i)));
                }
            }
            return ScreenModel.of(ScreenModel.Kind.CHOICE, Text.of("console.choose", seatName(chooser.seat())), labels,
                    chooser.chosen() ? chooser.cursor() : -1,
                    Lights.turn(Colours.seat(chooser.seat())));
        }
        List<Text> lines = new ArrayList<>(tableLines());
        if (toMove.equals(Seats.CHANCE)) {
            lines.addAll(adapter.revealLines(state()));
        } else {
            lines.add(prompt.get());
        }
        return ScreenModel.of(ScreenModel.Kind.PLAY, title, lines, -1, lights);
    }

    /** What the table asks of the people to move, the buttons serving {@code seat}; that the bots are playing when none is. */
    Text prompt(Seats people, int seat) {
        if (people.isEmpty()) {
            Seats toMove = state().toMove();
            return toMove.size() > 1 ? Text.of("console.botsChoose") : Text.of("console.botToMove", match.seat(toMove.first()));
        }
        Text name = seatName(seat);
        if (state().game().type().choosesInSecret(state().toMove(), state().knowsHand(seat))) {
            return Text.of(people.size() > 1 ? "console.okSecretlyTurns" : "console.okSecretly", name);
        }
        return Text.of("console.tapOrOk", name);
    }

    /** Each option beside its button; BACK's own meaning (back, cancel) when no option takes it. */
    private ScreenModel pick(Pick open) {
        List<ScreenModel.Key> keys = new ArrayList<>();
        List<Pick.Option> shown = open.shown();
        for (int i = 0; i < shown.size(); i++) {
            keys.add(new ScreenModel.Key(open.keys().get(i), shown.get(i).label()));
        }
        Text back = open.backLabel();
        if (back != null) {
            keys.add(new ScreenModel.Key(Button.BACK, back));
        }
        Text title = Text.of("pick.title", seatName(open.seat()), open.heading());
        return ScreenModel.pick(title, keys, null, Lights.turn(Colours.seat(open.seat())));
    }

    /** The arrow on the game's picture (the table the activity puts on every screen), the move it is at in words, and the keys. */
    private ScreenModel walk(Walk open) {
        int seat = open.seat();
        List<Text> lines = List.of(adapter.pickMove(state(), seat, open.pointed(), new int[] {open.pointed()}), Text.of("pick.walk.keys"));
        return ScreenModel.walk(open.title(), lines, state().move(seat, open.pointed()), Lights.turn(Colours.seat(seat)));
    }

    /** The table's description, made again only when a move was made (screens are asked for at every tick). */
    private List<Text> tableLines() {
        if (describedState != state() || describedMoves != match.moves().size()) {
            describedState = state();
            describedMoves = match.moves().size();
            described = adapter.describe(state(), GameState.TABLE);
        }
        return described;
    }

    ScreenModel gameOver() {
        List<Text> lines = new ArrayList<>(adapter.scoreLines(match.seatNames(), state().scores(), state().winners()));
        lines.addAll(adapter.ending(state()));
        Series series = match.series();
        if (series.goal().games() != 1) {
            lines.add(Text.of("console.totalsAfter", series.gamesPlayed()));
            lines.addAll(adapter.scoreLines(match.seatNames(), series.totals(), Seats.NONE));
        }
        return ScreenModel.ended(ScreenModel.Kind.GAME_OVER, Text.of("play.over"), lines, whatOkDoes(series));
    }

    /** What OK does on a game's end screen: the next game of the series (by its number), the series' result, or back to the menu. */
    private static Text whatOkDoes(Series series) {
        int games = series.goal().games();
        if (!series.isOver()) {
            int number = series.gamesPlayed() + 1;
            return games > 0 ? Text.of("console.okGameOf", number, games) : Text.of("console.okGame", number);
        }
        return Text.of(games == 1 ? "console.okMenu" : "console.okSeriesResult");
    }

    ScreenModel seriesOver() {
        return ScreenModel.ended(ScreenModel.Kind.SERIES_OVER, Text.of("console.seriesOver"),
                adapter.scoreLines(match.seatNames(), match.series().totals(), match.series().winners()), Text.of("console.okMenu"));
    }
}
