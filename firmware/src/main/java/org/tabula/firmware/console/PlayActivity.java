package org.tabula.firmware.console;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.Chooser;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.Pick;
import org.tabula.firmware.screen.Screen;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Seats;

/**
 * A match at the table: the layout to lay out (when the box deals), the game played by taps,
 * buttons and bots, then the end screen and the series table.
 *
 * <p>Buttons: OK (or LEFT/RIGHT) opens the list of the seat's legal moves, LEFT/RIGHT move
 * through it, OK plays, BACK closes it (or, with nothing open, pauses), PASS plays the game's
 * pass or end move. When several people are to move at once (Sumo), LEFT/RIGHT first pick whose
 * turn the buttons serve. A tap plays its card at once when it stands for one legal move, and
 * opens a {@link Pick} of those moves when it stands for several: each button takes what the
 * screen shows beside it, at most two presses. A group in the list (a Senator card) opens the
 * same pick as a tap of it.
 *
 * <p>A game whose leader is open ({@link Match#leaderOpen}) waits: the first card a person taps
 * leads, or OK makes the seat named on the screen the leader (first the seat the seed draws;
 * LEFT/RIGHT name another; a bot's seat then plays its lead by itself).
 *
 * <p>This class routes the input and keeps the match's phase; {@link LeaderChoice} holds the open
 * leader, {@link TapRouting} finds whose a tapped card is and what it plays, {@link BotTurns}
 * asks the bots for their moves and {@link PlayScreens} composes what the table shows.
 */
final class PlayActivity implements Activity {
    static final long BOT_DELAY_NANOS = TimeUnit.MILLISECONDS.toNanos(700);

    private enum Phase { LAYOUT, LEADER, PLAYING, GAME_OVER, SERIES_OVER }

    private final ConsoleContext context;
    private final Match match;
    private final GameAdapter adapter;
    private final Supplier<Activity> exit;
    private final BotTurns bots;
    private final PlayScreens screens;
    private final Notice notice = new Notice();
    private final LeaderChoice leader;
    private final TapRouting taps;
    private final PrivacyCheck privacy = new PrivacyCheck();
    private Phase phase;
    private Chooser chooser;
    /** A pick open over the list (or on its own after a tap); it takes the buttons first. */
    private Pick pick;
    private int buttonSeat;
    private long turnSince;
    private boolean closed;
    private long lastMoveAt;

    PlayActivity(ConsoleContext context, Match match, GameAdapter adapter, Supplier<Activity> exit, long nowNanos) {
        this.context = context;
        this.match = match;
        this.adapter = adapter;
        this.exit = exit;
        this.bots = new BotTurns(context, match);
        this.screens = new PlayScreens(context, match, adapter);
        this.leader = new LeaderChoice(context, match, adapter, notice, this::leaderChosen);
        this.taps = new TapRouting(context, match, adapter);
        beginGame(nowNanos);
    }

    Match match() {
        return match;
    }

    private void beginGame(long nowNanos) {
        if (state().isOver()) {
            phase = Phase.GAME_OVER;
        } else if (match.leaderOpen()) {
            phase = Phase.LEADER;
        } else {
            // At a table deal the players lay out what they dealt themselves: the box asks for the cards it must see.
            phase = TapRouting.waitsForTable(state()) || !match.moves().isEmpty() || adapter.layout(state()).isEmpty() ? Phase.PLAYING : Phase.LAYOUT;
        }
        chooser = null;
        pick = null;
        turnBegins(nowNanos);
        if (phase == Phase.LEADER) {
            leader.open();
        }
    }

    private void turnBegins(long nowNanos) {
        turnSince = nowNanos;
        Seats humans = humansToMove();
        buttonSeat = humans.isEmpty() ? 0 : humans.first();
    }

    private GameState state() {
        return match.state();
    }

    /** The people's seats to move. */
    private Seats humansToMove() {
        int bits = 0;
        Seats toMove = state().toMove();
        for (int seat = toMove.first(); seat >= 0; seat = toMove.next(seat)) {
            if (!match.isBot(seat)) {
                bits |= 1 << seat;
            }
        }
        return Seats.ofBits(bits);
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        notice.clear();
        switch (phase) {
            case LAYOUT:
                if (button == Button.OK) {
                    phase = Phase.PLAYING;
                    turnBegins(nowNanos);
                } else if (button == Button.BACK) {
                    return pause();
                }
                return this;
            case LEADER:
                if (button == Button.BACK) {
                    return pause();
                }
                leader.press(button, nowNanos);
                return this;
            case GAME_OVER:
                if (button != Button.OK) {
                    return this;
                }
                if (!match.series().isOver()) {
                    try {
                        match.nextGame();
                    } catch (IOException e) {
                        notice.refuse(context.words("console.cannotSaveGame", e.getMessage()), nowNanos);
                        return this;
                    }
                    beginGame(nowNanos);
                    return this;
                }
                if (match.series().goal().games() == 1) {
                    return leave();
                }
                phase = Phase.SERIES_OVER;
                return this;
            case SERIES_OVER:
                return button == Button.OK ? leave() : this;
            case PLAYING:
            default:
                return playButton(button, nowNanos);
        }
    }

    private void leaderChosen(long nowNanos) {
        phase = Phase.PLAYING;
        turnBegins(nowNanos);
    }

    private Activity playButton(Button button, long nowNanos) {
        if (pick != null) {
            Pick.Outcome outcome = pick.press(button);
            if (outcome instanceof Pick.Chosen chosen) {
                play(pick.seat(), chosen.move(), nowNanos);
            } else if (outcome instanceof Pick.Closed) {
                pick = null;
            }
            return this;
        }
        if (chooser != null) {
            switch (button) {
                case LEFT -> chooser.step(-1);
                case RIGHT -> chooser.step(1);
                case OK -> {
                    if (!chooser.atGroups()) {
                        play(chooser.seat(), chooser.chosenMove(), nowNanos);
                    } else {
                        choose(chooser.seat(), Text.plain(chooser.chosenGroupLabel()), chooser.chosenGroup(), nowNanos);
                    }
                }
                case BACK -> chooser = null;
                case PASS -> pass(chooser.seat(), nowNanos);
            }
            return this;
        }
        Seats humans = humansToMove();
        if (button == Button.BACK) {
            return pause();
        }
        if (humans.isEmpty()) {
            notice.refuse(context.words("console.botsPlaying"), nowNanos);
            return this;
        }
        switch (button) {
            case LEFT, RIGHT -> {
                if (humans.size() > 1) {
                    buttonSeat = nextIn(humans, buttonSeat, button == Button.RIGHT ? 1 : -1);
                } else {
                    allMoves(buttonSeat, button == Button.RIGHT ? 0 : -1, nowNanos);
                }
            }
            case OK -> allMoves(buttonSeat, 0, nowNanos);
            case PASS -> pass(buttonSeat, nowNanos);
            default -> { }
        }
        return this;
    }

    /**
     * Opens every legal move of the seat: one list, or, when the game groups its moves and the
     * groups make the list shorter, the groups (Senator's cards), each then picked from as if
     * tapped; one group (Senator's banner) is picked from at once.
     */
    private void allMoves(int seat, int cursor, long nowNanos) {
        int[] moves = java.util.Arrays.stream(state().legalMoves(seat)).filter(move -> !adapter.namedByTap(state(), seat, move)).toArray();
        if (moves.length == 0) {
            notice.refuse(context.words("console.tapHandCard", screens.seatName(seat)), nowNanos);
            return;
        }
        if (seat == GameState.CHANCE) {
            chooser = Chooser.of(seat, moves, cursor);
            return;
        }
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int move : moves) {
            Text group = adapter.group(state(), seat, move);
            if (group == null) {
                chooser = Chooser.of(seat, moves, cursor);
                return;
            }
            groups.computeIfAbsent(context.words(group), key -> new ArrayList<>()).add(move);
        }
        if (groups.size() == moves.length) {
            chooser = Chooser.of(seat, moves, cursor);
        } else if (groups.size() == 1) {
            choose(seat, Text.plain(groups.keySet().iterator().next()), moves, nowNanos);
        } else {
            List<int[]> grouped = groups.values().stream().map(list -> list.stream().mapToInt(Integer::intValue).toArray()).toList();
            chooser = Chooser.grouped(seat, List.copyOf(groups.keySet()), grouped, cursor);
        }
    }

    /** Plays the one move, or opens the pick among several (a tapped card's, a group's). */
    private void choose(int seat, Text what, int[] moves, long nowNanos) {
        if (moves.length == 1) {
            play(seat, moves[0], nowNanos);
        } else {
            pick = Pick.of(seat, what, moves, adapter, state());
            buttonSeat = seat;
        }
    }

    private static int nextIn(Seats seats, int seat, int direction) {
        int[] list = seats.toArray();
        for (int i = 0; i < list.length; i++) {
            if (list[i] == seat) {
                return list[Math.floorMod(i + direction, list.length)];
            }
        }
        return list[0];
    }

    /** Plays the seat's pass (or end-of-turn) move, if the game has one now. */
    private void pass(int seat, long nowNanos) {
        int move = state().passMove(seat);
        if (move >= 0) {
            play(seat, move, nowNanos);
            return;
        }
        notice.refuse(context.words("console.cannotPass", screens.seatName(seat)), nowNanos);
    }

    private void play(int seat, int move, long nowNanos) {
        try {
            match.play(seat, move);
        } catch (IllegalMoveException e) {
            // A move from the lists is always readable, so the refusal is there to be said in the box's language.
            notice.refuse(context.words(Prompts.refused(e.refusal())), nowNanos);
            return;
        } catch (IOException e) {
            notice.refuse(context.words("console.cannotSaveMove", e.getMessage()), nowNanos);
            return;
        }
        pick = null;
        if (chooser != null && !stillOpen(chooser, seat)) {
            chooser = null;
        }
        lastMoveAt = nowNanos;
        notice.accept(describe(match.lastEvents(), seat), nowNanos);
        if (state().isOver()) {
            phase = Phase.GAME_OVER;
            chooser = null;
        }
        int browsing = chooser == null ? -1 : chooser.seat();
        turnBegins(nowNanos);
        if (browsing >= 0) {
            buttonSeat = browsing;
        }
    }

    /**
     * Whether another seat's open list survives a move (a Sumo wrestler still choosing while the
     * other side's bot has chosen): only if its seat is still to move and every move in it is still legal.
     */
    private boolean stillOpen(Chooser open, int mover) {
        if (open.seat() == mover || !state().toMove().contains(open.seat()) || open.atGroups()) {
            return false;
        }
        for (int i = 0; i < open.size(); i++) {
            if (state().whyIllegal(open.seat(), open.move(i)) != null) {
                return false;
            }
        }
        return true;
    }

    /** What the move did, as the last of its events the game has words for; else that the seat played. */
    private String describe(List<GameEvent> events, int seat) {
        for (int i = events.size() - 1; i >= 0; i--) {
            Text table = match.tableDealt() ? adapter.tableEventText(events.get(i)) : null;
            Text text = table != null ? table : adapter.eventText(events.get(i));
            if (text != null) {
                return context.words(text);
            }
        }
        return context.words("console.played", screens.seatName(seat));
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        notice.clear();
        if (phase != Phase.PLAYING && phase != Phase.LEADER) {
            notice.refuse(context.words(phase == Phase.LAYOUT ? "console.layOutFirst" : "console.overPressOk"), nowNanos);
            return this;
        }
        Text refusal = tap(tag, nowNanos);
        if (refusal != null) {
            notice.refuse(context.words(refusal), nowNanos);
        }
        return this;
    }

    /** Plays a tapped card (first making its seat the leader, while the leader is open), or says why not. */
    private Text tap(TagEvent tag, long nowNanos) {
        TapRouting.Route route = taps.route(tag);
        if (route instanceof TapRouting.Refused refused) {
            return refused.reason();
        }
        TapRouting.Plays plays = (TapRouting.Plays) route;
        if (phase == Phase.LEADER) {
            Text refusal = leader.lead(plays.seat(), nowNanos);
            if (refusal != null) {
                return refusal;
            }
        }
        chooser = null;
        choose(plays.seat(), plays.what(), plays.moves(), nowNanos);
        return null;
    }

    @Override
    public Activity onTick(long nowNanos) {
        if (phase != Phase.PLAYING || closed || nowNanos - turnSince < BOT_DELAY_NANOS) {
            return this;
        }
        bots.ask(state().toMove(), () -> !closed && phase == Phase.PLAYING, (seat, move) -> play(seat, move, context.clock().nanos()));
        return this;
    }

    private Activity pause() {
        return new Menu(() -> context.words("console.paused"), () -> List.of(
                Menu.Item.of(context.words("console.resume"), menu -> this),
                Menu.Item.of(context.words(match.series().goal().games() == 1 ? "console.abortGame" : "console.abortSeries"),
                        menu -> leave())),
                () -> this);
    }

    private Activity leave() {
        closed = true;
        try {
            match.abandon();
        } catch (IOException e) {
            // The menu comes back all the same; the journal keeps the unfinished game until the next one starts.
            System.err.println("tabula: cannot record the abandoned game: " + e.getMessage());
        }
        return exit.get();
    }

    @Override
    public Screen screen(long nowNanos) {
        String title = screens.seriesProgress();
        Screen screen = switch (phase) {
            case LAYOUT -> screens.layout(title);
            case LEADER -> screens.leaderOpen(title, leader.named());
            case PLAYING -> screens.play(title, pick, chooser, this::prompt);
            case GAME_OVER -> screens.gameOver();
            case SERIES_OVER -> screens.seriesOver();
        };
        int audience = phase != Phase.PLAYING ? GameState.TABLE : pick != null ? pick.seat() : chooser != null ? chooser.seat() : GameState.TABLE;
        // The table's reveals are made in everyone's sight.
        audience = audience == GameState.CHANCE ? GameState.TABLE : audience;
        return notice.decorate(screen.withTable(screens.table(audience, lastMoveAt)), nowNanos);
    }

    private String prompt() {
        Seats humans = humansToMove();
        if (humans.isEmpty()) {
            Seats toMove = state().toMove();
            return toMove.size() > 1 ? context.words("console.botsChoose") : context.words("console.botToMove", adapter.seatName(toMove.first()));
        }
        Text name = adapter.seatName(buttonSeat);
        if (privacy.isSecret(state(), adapter, buttonSeat, match.moves().size())) {
            return context.words("console.okSecretly", name) + (humans.size() > 1 ? " <>" : "");
        }
        return context.words("console.tapOrOk", name);
    }
}
