package org.tabula.firmware.web;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.display.GameDisplay;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Language;
import org.tabula.display.text.NameForm;
import org.tabula.display.text.Text;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;
import org.tabula.rules.View;

/**
 * The table at one moment, as immutable views: the table's and each seat's, and what each seat's
 * phone may play (its legal moves in the box's words, at a box deal). Built on the loop thread,
 * which only asks the rules for views and moves; the JSON, with each game's picture of the table
 * in every language, is written later, on a server thread, and kept.
 *
 * <p>Everything the audience's JSON holds comes from the table's view and from what is public at
 * any table (the game, the seats, whose turn it is, the series' finished games, the last move's
 * events as the box's screen shows them): never from the
 * state itself or from a move's notation, which can name a secret choice or a card pushed face down.
 * A seat's moves and what its phone was told go to that seat's JSON alone. Its words name the
 * people at the seats whole ({@link NameForm#WHOLE}): the page has the room the box's screen has not.
 */
public final class TablePosition {
    /** The table before any game: the menu. */
    static final TablePosition IDLE = idle(0);

    private final long version;
    private final long matchId;
    private final Table table;
    private byte[] audienceJson;
    private byte[][] seatJson;

    /** What is public about a match, the views, and each seat's own: all immutable. */
    record Table(GameKind kind, SeatNames names, List<Boolean> bots, Seats toMove, boolean over, boolean tableDealt, int gameNumber, Series series,
            View view, List<View> seatViews, List<GameEvent> latest, boolean hintsOn, List<Integer> hintsAsked, List<Optional<SeatHint>> seatHints,
            List<List<PhoneMove>> seatMoves, List<Optional<Text>> phoneRefusals) {
    }

    /** A seat's hint for the position now, in words: only that seat's page shows it (the move may name a hidden card). */
    record SeatHint(Text move, Text why) {
    }

    /**
     * A move the seat's phone may make now: its notation (what the phone sends back), its line
     * in the box's list, and the group the box's list puts it in (a Senator card), or null.
     */
    record PhoneMove(String notation, Text label, Text group) {
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

    /** The match's table now; {@code phoneRefusals}: why each seat's phone's last move was refused, while the position stands. */
    static TablePosition of(long version, long matchId, Match match, List<Optional<Text>> phoneRefusals) {
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
        // While the players say who leads, each person's phone may lead: its moves are those of the game it would lead.
        IntFunction<GameState> movesFrom = match.leaderOpen() ? match::ledBy : seat -> state;
        return of(version, matchId, match.game().kind(), match.seatNames(), bots, state, match.lastEvents(), match.tableDealt(),
                match.gameNumber(), match.series(), match.hints(), asked, hints, phoneRefusals, movesFrom);
    }

    /**
     * The same from its parts, {@code latest} the events of the last move: the privacy tests build it
     * from states an audience cannot tell apart.
     */
    static TablePosition of(long version, long matchId, GameKind kind, List<Boolean> bots, GameState state, List<GameEvent> latest,
            boolean tableDealt, int gameNumber, Series series, List<Optional<Text>> phoneRefusals) {
        return of(version, matchId, kind, kind.seatNames(bots.size()), bots, state, latest, tableDealt, gameNumber, series, false, List.of(),
                Collections.nCopies(bots.size(), Optional.empty()), phoneRefusals, seat -> state);
    }

    private static TablePosition of(long version, long matchId, GameKind kind, SeatNames names, List<Boolean> bots, GameState state,
            List<GameEvent> latest, boolean tableDealt, int gameNumber, Series series, boolean hintsOn, List<Integer> hintsAsked, List<Optional<SeatHint>> seatHints,
            List<Optional<Text>> phoneRefusals, IntFunction<GameState> movesFrom) {
        View view = state.view(GameState.TABLE);
        List<View> seatViews = new ArrayList<>();
        List<List<PhoneMove>> seatMoves = new ArrayList<>();
        GameAdapter adapter = ConsoleGames.of(kind).adapter();
        for (int seat = 0; seat < bots.size(); seat++) {
            seatViews.add(state.view(seat));
            GameState moving = movesFrom.apply(seat);
            seatMoves.add(tableDealt || bots.get(seat) || moving.isOver() || !moving.toMove().contains(seat) ? List.of()
                    : phoneMoves(adapter, moving, seat));
        }
        return new TablePosition(version, matchId, new Table(kind, names, List.copyOf(bots), state.toMove(), state.isOver(), tableDealt, gameNumber,
                series, view, List.copyOf(seatViews), List.copyOf(latest), hintsOn, List.copyOf(hintsAsked), List.copyOf(seatHints), List.copyOf(seatMoves),
                List.copyOf(phoneRefusals)));
    }

    /** Every legal move of the seat, as the box's list words it: a phone has no card to tap, so a move a tap names is listed too. */
    private static List<PhoneMove> phoneMoves(GameAdapter adapter, GameState state, int seat) {
        List<PhoneMove> moves = new ArrayList<>();
        for (int move : state.legalMoves(seat)) {
            moves.add(new PhoneMove(state.formatMove(seat, move), adapter.moveLabel(state, seat, move), adapter.group(state, seat, move)));
        }
        return List.copyOf(moves);
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
            audienceJson = Json.bytes(table == null ? idle() : json(table.view, Optional.empty()));
        }
        return audienceJson;
    }

    /** What {@code seat} may see, as the seat page's JSON. */
    synchronized byte[] seatJson(int seat) {
        if (seatJson == null) {
            seatJson = new byte[seats()][];
        }
        if (seatJson[seat] == null) {
            seatJson[seat] = Json.bytes(json(table.seatViews.get(seat), Optional.of(seat)));
        }
        return seatJson[seat];
    }

    /** Whether the seat's phone may play now: a box deal, its turn, a person's seat. */
    boolean phoneMayPlay(int seat) {
        return table != null && !table.seatMoves.get(seat).isEmpty();
    }

    /** Whether the cards of this match were dealt at the table (its phones may not play). */
    boolean tableDealt() {
        return table != null && table.tableDealt;
    }

    private ObjectNode idle() {
        ObjectNode root = Json.object();
        root.put("version", version);
        root.putNull("game");
        return root;
    }

    private ObjectNode json(View view, Optional<Integer> audience) {
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
        int botSeats = 0;
        for (int seat = 0; seat < table.bots.size(); seat++) {
            ObjectNode entry = seats.addObject();
            entry.set("name", inEveryLanguage(Text.name(names.name(seat))));
            entry.put("bot", table.bots.get(seat));
            entry.put("toMove", table.toMove.contains(seat));
            botSeats |= table.bots.get(seat) ? 1 << seat : 0;
        }
        root.put("tableToMove", table.toMove.contains(GameState.CHANCE));
        root.put("over", table.over);
        root.set("view", Json.tree(view));
        // The game's own picture of what this audience sees, in each language, the last move marked (its events are the table's).
        Players players = new Players(names, Seats.ofBits(botSeats));
        GameDisplay<?> display = ConsoleGames.of(table.kind).display();
        ObjectNode picture = root.putObject("picture");
        for (Language language : Language.all(NameForm.WHOLE)) {
            picture.put(language.code(), display.pagePicture(view, table.latest, players, language));
        }
        root.set("series", series(table.series));
        // Who asked for a hint, for the page's feed ("P2 asked for a hint"); never the hint itself, but on its seat's page.
        ArrayNode asked = root.putArray("hintsAsked");
        table.hintsAsked.forEach(asked::add);
        audience.ifPresent(seat -> seatOwn(root, seat));
        return root;
    }

    /** What only the seat's own page shows: its hint, the moves its phone may make, and why its phone's last move was refused. */
    private void seatOwn(ObjectNode root, int seat) {
        table.seatHints.get(seat).ifPresent(hint -> {
            ObjectNode node = root.putObject("hint");
            node.set("move", inEveryLanguage(hint.move()));
            node.set("why", inEveryLanguage(hint.why()));
        });
        ArrayNode moves = root.putArray("moves");
        for (PhoneMove move : table.seatMoves.get(seat)) {
            ObjectNode node = moves.addObject();
            node.put("move", move.notation());
            node.set("label", inEveryLanguage(move.label()));
            if (move.group() != null) {
                node.set("group", inEveryLanguage(move.group()));
            }
        }
        if (table.tableDealt && !table.over) {
            root.set("movesWhy", inEveryLanguage(Text.of("console.phoneTableDeal")));
        }
        if (seat < table.phoneRefusals.size()) {
            table.phoneRefusals.get(seat).ifPresent(refusal -> root.set("refused", inEveryLanguage(refusal)));
        }
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
        for (Language language : Language.all(NameForm.WHOLE)) {
            node.put(language.code(), language.format(text));
        }
        return node;
    }
}
