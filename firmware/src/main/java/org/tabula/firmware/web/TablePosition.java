package org.tabula.firmware.web;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;
import org.tabula.rules.View;

/**
 * The table at one moment, as immutable views: the table's and each seat's, with the ones before
 * the last move (to highlight what it changed). Built on the loop thread, which only asks the
 * rules for views; the JSON is written later, on a server thread, and kept.
 *
 * <p>Everything the audience's JSON holds comes from the table's view and from what is public at
 * any table (the game, the seats, whose turn it is, the series' finished games): never from the
 * state itself or from a move's notation, which can name a secret choice or a card pushed face down.
 */
public final class TablePosition {
    /** The table before any game: the menu. */
    static final TablePosition IDLE = idle(0);

    private final long version;
    private final long matchId;
    private final Table table;
    private byte[] audienceJson;
    private byte[][] seatJson;

    /** What is public about a match, and the views: all immutable. */
    record Table(GameKind kind, SeatNames names, List<Boolean> bots, Seats toMove, boolean over, int gameNumber, Series series,
            View view, View viewBefore, List<View> seatViews, List<View> seatViewsBefore, boolean hintsOn, List<Integer> hintsAsked,
            List<Optional<SeatHint>> seatHints) {
    }

    /** A seat's hint for the position now, in words: only that seat's page shows it (the move may name a hidden card). */
    record SeatHint(Text move, Text why) {
    }

    private TablePosition(long version, long matchId, Table table) {
        this.version = version;
        this.matchId = matchId;
        this.table = table;
    }

    /** No game at the table (the menu), as the {@code version}th position. */
    static TablePosition idle(long version) {
        return new TablePosition(version, 0, null);
    }

    /**
     * The match's table now ({@code before}: the position the feed published last, whose views
     * become the "before" when it was the same game).
     */
    static TablePosition of(long version, long matchId, Match match, TablePosition before) {
        GameState state = match.state();
        List<Boolean> bots = new ArrayList<>();
        for (int seat = 0; seat < match.game().players(); seat++) {
            bots.add(match.isBot(seat));
        }
        List<Integer> asked = new ArrayList<>();
        List<Optional<SeatHint>> hints = new ArrayList<>(Collections.nCopies(bots.size(), Optional.<SeatHint>empty()));
        GameAdapter adapter = ConsoleGames.of(match.game().kind()).adapter();
        for (Match.AskedHint ask : match.hintsAsked()) {
            int seat = ask.hint().seat();
            asked.add(seat);
            // Only a hint for the position still on the table: it was legal then, and is now.
            hints.set(seat, ask.atMove() == match.moves().size()
                    ? Optional.of(new SeatHint(adapter.moveLabel(state, seat, ask.hint().move()), Prompts.why(ask.hint().why())))
                    : Optional.empty());
        }
        return of(version, matchId, match.game().kind(), match.seatNames(), bots, state, match.gameNumber(), match.series(), before,
                match.hints(), asked, hints);
    }

    /** The same from its parts: the privacy tests build it from states an audience cannot tell apart. */
    static TablePosition of(long version, long matchId, GameKind kind, List<Boolean> bots, GameState state, int gameNumber,
            Series series, TablePosition before) {
        return of(version, matchId, kind, kind.seatNames(bots.size()), bots, state, gameNumber, series, before, false, List.of(),
                Collections.nCopies(bots.size(), Optional.empty()));
    }

    private static TablePosition of(long version, long matchId, GameKind kind, SeatNames names, List<Boolean> bots, GameState state, int gameNumber,
            Series series, TablePosition before, boolean hintsOn, List<Integer> hintsAsked, List<Optional<SeatHint>> seatHints) {
        View view = state.view(GameState.TABLE);
        List<View> seatViews = new ArrayList<>();
        for (int seat = 0; seat < bots.size(); seat++) {
            seatViews.add(state.view(seat));
        }
        boolean sameGame = before.table != null && before.matchId == matchId && before.table.gameNumber == gameNumber;
        View viewBefore = sameGame ? before.table.view : view;
        List<View> seatViewsBefore = sameGame ? before.table.seatViews : seatViews;
        return new TablePosition(version, matchId, new Table(kind, names, List.copyOf(bots), state.toMove(), state.isOver(), gameNumber,
                series, view, viewBefore, List.copyOf(seatViews), List.copyOf(seatViewsBefore), hintsOn, List.copyOf(hintsAsked), List.copyOf(seatHints)));
    }

    /** Counts positions published: a page holding this one has nothing new. */
    public long version() {
        return version;
    }

    /** The match this position belongs to (a pairing is bound to it); 0 when no game is played. */
    long matchId() {
        return matchId;
    }

    /** Seats at the table (0 when no game is played). */
    int seats() {
        return table == null ? 0 : table.bots.size();
    }

    boolean inPlay() {
        return table != null;
    }

    /** Whether the seat may ask for a hint now: hints are on for the match, and the game waits for the seat's move. */
    boolean hintOpen(int seat) {
        return table != null && table.hintsOn && !table.over && table.toMove.contains(seat) && !table.bots.get(seat);
    }

    /** What the audience may see, as the page's JSON. */
    synchronized byte[] audienceJson() {
        if (audienceJson == null) {
            audienceJson = Json.bytes(table == null ? idle() : json(table.view, table.viewBefore, Optional.empty()));
        }
        return audienceJson;
    }

    /** What {@code seat} may see, as the seat page's JSON. */
    synchronized byte[] seatJson(int seat) {
        if (seatJson == null) {
            seatJson = new byte[seats()][];
        }
        if (seatJson[seat] == null) {
            seatJson[seat] = Json.bytes(json(table.seatViews.get(seat), table.seatViewsBefore.get(seat), Optional.of(seat)));
        }
        return seatJson[seat];
    }

    private ObjectNode idle() {
        ObjectNode root = Json.object();
        root.put("version", version);
        root.putNull("game");
        return root;
    }

    private ObjectNode json(View view, View viewBefore, Optional<Integer> audience) {
        ObjectNode root = Json.object();
        root.put("version", version);
        ObjectNode game = root.putObject("game");
        game.put("key", table.kind.name());
        game.set("title", inEveryLanguage(ConsoleGames.of(table.kind).titles().name()));
        root.put("gameNumber", table.gameNumber);
        if (audience.isPresent()) {
            root.put("seat", audience.get());
        }
        SeatNames names = table.names;
        ArrayNode seats = root.putArray("seats");
        for (int seat = 0; seat < table.bots.size(); seat++) {
            ObjectNode entry = seats.addObject();
            entry.set("name", inEveryLanguage(Text.wholeName(names.name(seat))));
            entry.put("bot", table.bots.get(seat));
            entry.put("toMove", table.toMove.contains(seat));
        }
        root.put("tableToMove", table.toMove.contains(GameState.CHANCE));
        root.put("over", table.over);
        JsonNode now = Json.tree(view);
        root.set("view", now);
        root.set("changed", ViewChanges.between(Json.tree(viewBefore), now));
        root.set("series", series(table.series));
        // Who asked for a hint, for the page's feed ("P2 asked for a hint"); never the hint itself, but on its seat's page.
        ArrayNode asked = root.putArray("hintsAsked");
        table.hintsAsked.forEach(asked::add);
        audience.flatMap(seat -> table.seatHints.get(seat)).ifPresent(hint -> {
            ObjectNode node = root.putObject("hint");
            node.set("move", inEveryLanguage(hint.move()));
            node.set("why", inEveryLanguage(hint.why()));
        });
        return root;
    }

    private static ObjectNode series(Series series) {
        ObjectNode node = Json.object();
        node.put("games", series.goal().games());
        node.put("points", series.goal().points());
        ArrayNode results = node.putArray("results");
        for (int game = 0; game < series.gamesPlayed(); game++) {
            ArrayNode row = results.addArray();
            for (int score : series.result(game)) {
                row.add(score);
            }
        }
        ArrayNode totals = node.putArray("totals");
        for (int total : series.totals()) {
            totals.add(total);
        }
        node.put("over", series.isOver());
        ArrayNode winners = node.putArray("winners");
        for (int seat : series.winners().toArray()) {
            winners.add(seat);
        }
        return node;
    }

    private static ObjectNode inEveryLanguage(Text text) {
        ObjectNode node = Json.object();
        for (Language language : Language.all()) {
            node.put(language.code(), language.format(text));
        }
        return node;
    }
}
