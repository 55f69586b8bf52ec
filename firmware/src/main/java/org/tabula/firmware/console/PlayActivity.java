package org.tabula.firmware.console;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.TakeBackOffer;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.screen.TableModel;
import org.tabula.firmware.web.TableFeed;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Hint;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Refusal;

/**
 * A match at the table: the layout to lay out (when the box deals), the open leader (when the
 * players say who leads), the game played by taps, buttons and bots, then the end screen and the
 * series table. BACK pauses, unless a list or pick is open to close; held, it asks to take the
 * last move back ({@link TakeBackQuestion}), and held again, one move more, as far as the game allows.
 *
 * <p>This class keeps the match's phase, routes the input to the part that serves it and makes
 * the moves: {@link LeaderChoice} holds the open leader, {@link TapRouting} finds whose a tapped
 * card is and what it plays, {@link PlayButtons} holds the list and pick the buttons walk,
 * {@link BotTurns} asks the bots for their moves and {@link PlayScreens} composes what the table shows.
 */
final class PlayActivity implements Activity, InMatch {
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
    private final PlayButtons buttons;
    private final HintAsks hints;
    /** The guide's steps when the match is a guided first game ({@link Learning}), else null. */
    private final Learning.Steps guide;
    private Phase phase;
    private long turnSince;
    private boolean closed;
    private long lastMoveAt;
    /** While the take-back question is open, the bots wait: their answers would be to a position that may go. */
    private boolean asking;
    /**
     * The moves the take-back question asked about when BACK closed it, and the game's revision
     * then: a hold of that same press asks about one move more. 0 when the last input was another.
     */
    private int keptCount;
    private int keptRevision;

    PlayActivity(ConsoleContext context, Match match, GameAdapter adapter, Supplier<Activity> exit, long nowNanos) {
        this(context, match, adapter, exit, nowNanos, null);
    }

    /** A guided first game: {@code guide}'s steps said over the table, any other move refused with the guide's reason. */
    PlayActivity(ConsoleContext context, Match match, GameAdapter adapter, Supplier<Activity> exit, long nowNanos, Learning.Steps guide) {
        this.guide = guide;
        this.context = context;
        this.match = match;
        this.adapter = adapter;
        this.exit = exit;
        this.bots = new BotTurns(context, match);
        this.screens = new PlayScreens(context, match, adapter);
        this.leader = new LeaderChoice(context, match, adapter, notice, this::leaderChosen);
        this.taps = new TapRouting(context, match, adapter);
        this.buttons = new PlayButtons(context, match, adapter, screens, notice, this::play);
        this.hints = new HintAsks(context, match);
        beginGame(nowNanos);
    }

    @Override
    public Match match() {
        return match;
    }

    /** Whether the players left the match (aborted it): it is no longer at the table. */
    boolean left() {
        return closed;
    }

    private void beginGame(long nowNanos) {
        taps.replayed();
        if (state().isOver()) {
            phase = Phase.GAME_OVER;
        } else if (match.leaderOpen()) {
            phase = Phase.LEADER;
        } else {
            // At a table deal the players lay out what they dealt themselves: the box asks for the cards it must see.
            phase = TapRouting.waitsForTable(state()) || !match.moves().isEmpty() || adapter.layout(state()).isEmpty() ? Phase.PLAYING : Phase.LAYOUT;
        }
        turnBegins(nowNanos);
        if (phase == Phase.LEADER) {
            leader.open();
        }
    }

    private void turnBegins(long nowNanos) {
        turnSince = nowNanos;
        buttons.turnBegins();
    }

    private GameState state() {
        return match.state();
    }

    @Override
    public Activity onButton(Button button, boolean held, long nowNanos) {
        return guideDone(button(button, held, nowNanos));
    }

    /** Once the guide's last step is made, the table leaves it for the offer of a real game; a game the guide ends waits for OK on its end screen. */
    private Activity guideDone(Activity next) {
        return next == this && guide != null && guide.done() && phase == Phase.PLAYING ? leave() : next;
    }

    private Activity button(Button button, boolean held, long nowNanos) {
        notice.clear();
        int kept = keptRevision == match.revision() ? keptCount : 0;
        keptCount = 0;
        if ((phase == Phase.PLAYING || phase == Phase.GAME_OVER) && button == Button.BACK && held) {
            // Until OK keeps the result, the move that ended the game may be taken back as any other.
            return askTakeBack(kept + 1, nowNanos);
        }
        switch (phase) {
            case LAYOUT:
                if (button == Button.OK) {
                    phase = Phase.PLAYING;
                    turnBegins(nowNanos);
                    Text begins = adapter.playBegins(state());
                    if (begins != null) {
                        notice.tell(begins, nowNanos);
                    }
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
                try {
                    match.keepResult();
                } catch (IOException e) {
                    notice.refuse(Text.of("console.cannotSaveGame", e.getMessage()), nowNanos);
                    return this;
                }
                if (!match.series().isOver()) {
                    try {
                        match.nextGame();
                    } catch (IOException e) {
                        notice.refuse(Text.of("console.cannotSaveGame", e.getMessage()), nowNanos);
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
                if (button == Button.BACK && held) {
                    notice.refuse(Text.of("console.resultKept"), nowNanos);
                }
                return button == Button.OK ? leave() : this;
            case PLAYING:
            default:
                if (button == Button.BACK && !buttons.open()) {
                    return pause();
                }
                if (button == Button.OK && held && buttons.pick() == null) {
                    askHint(nowNanos);
                    return this;
                }
                buttons.press(button, nowNanos);
                return this;
        }
    }

    /**
     * A held OK asks for a hint for the seat the buttons serve (whose list is open, if one is):
     * the box thinks as its bots do, from that seat's view alone, then opens the seat's list on
     * the move it would make and says why. Refused with the reason where no hint can be given.
     */
    private void askHint(long nowNanos) {
        int seat = buttons.chooser() != null ? buttons.chooser().seat() : buttons.seat();
        Text refusal = buttons.people().isEmpty() ? Text.of("console.botsPlaying") : whyNoHint(seat);
        if (refusal != null) {
            notice.refuse(refusal, nowNanos);
            return;
        }
        notice.remind(Text.of("hint.thinking", match.seat(seat)), nowNanos);
        hints.ask(seat, hint -> {
            record(hint);
            buttons.showHint(hint.seat(), hint.move());
            notice.remind(Prompts.why(hint.why()), context.clock().nanos());
        });
    }

    /** A hint the seat's paired phone asked for: shown on that phone alone, never on the box's screen. */
    private void askHintFromPhone(int seat) {
        if (phase == Phase.PLAYING && !asking && !match.isBot(seat) && whyNoHint(seat) == null) {
            hints.ask(seat, this::record);
        }
    }

    /** Why the seat can have no hint now, or null if it can. */
    private Text whyNoHint(int seat) {
        return !match.hints() ? Text.of("hint.off")
                : seat == GameState.CHANCE || !state().toMove().contains(seat) ? Text.of("hint.noTurn")
                : !state().knowsHand(seat) ? Text.of("hint.handUnseen", match.seat(seat))
                : hints.thinking() ? Text.of("hint.thinking", match.seat(seat)) : null;
    }

    /** Keeps the hint with the game: in the journal and on the live page. */
    private void record(Hint hint) {
        try {
            match.hinted(hint);
        } catch (IOException e) {
            // The hint is shown all the same: its record is for the history, never part of the game.
            System.err.println("tabula: cannot record a hint: " + e.getMessage());
        }
    }

    private void leaderChosen(long nowNanos) {
        phase = Phase.PLAYING;
        turnBegins(nowNanos);
    }

    private void play(int seat, int move, Card tapped, long nowNanos) {
        Text refusal = made(seat, move, tapped, nowNanos);
        if (refusal != null) {
            notice.refuse(refusal, nowNanos);
        }
    }

    /** Makes the move and shows what it did; else says why not (and changes nothing): a guide's step first, then the rules. */
    private Text made(int seat, int move, Card tapped, long nowNanos) {
        Text offGuide = guide == null ? null : guide.refusal(state(), seat, move);
        if (offGuide != null) {
            return offGuide;
        }
        TapRouting.Sighting sighting = taps.sighting(seat, move, tapped);
        try {
            match.play(seat, move, sighting.tappedCard());
        } catch (IllegalMoveException e) {
            // A move from the lists is always readable, so the refusal is there to be said in the box's language.
            return Prompts.refused(e.refusal());
        } catch (IOException e) {
            return Text.of("console.cannotSaveMove", e.getMessage());
        }
        taps.seen(sighting, match.lastEvents());
        lastMoveAt = nowNanos;
        List<GameEvent> events = match.lastEvents();
        if (events.stream().anyMatch(event -> adapter.asksToAct(event) || match.tableDealt() && adapter.tableEventText(match.seatNames(), event) != null)) {
            notice.remind(describe(events, seat), nowNanos);
        } else {
            notice.accept(describe(events, seat), nowNanos);
        }
        if (state().isOver()) {
            phase = Phase.GAME_OVER;
        }
        turnSince = nowNanos;
        buttons.moved(seat);
        return null;
    }

    /**
     * Makes the move a seat's paired phone sent, as a tap's move is made: the same refusals where
     * the box would refuse the tap (shown on the box's screen too), the same journal, the same
     * take-back; {@code atTable}: whether this activity is on the box's screen (not its pause menu
     * or the take-back question). The phone's page shows why a move was refused.
     *
     * @return why the move was refused while another screen of the game was up (its pause menu),
     *         for that screen to say as it says it of a tap; empty otherwise
     */
    Optional<Text> moveFromPhone(boolean atTable, long nowNanos) {
        Optional<TableFeed.PhoneMove> sent = context.phones().nextMove();
        if (sent.isEmpty()) {
            return Optional.empty();
        }
        if (atTable) {
            notice.clear();
        }
        Text refusal = phoneMove(sent.get().seat(), sent.get().move(), atTable, nowNanos);
        if (refusal == null) {
            return Optional.empty();
        }
        context.phones().refused(sent.get().seat(), refusal);
        if (!atTable) {
            return Optional.of(refusal);
        }
        notice.refuse(refusal, nowNanos);
        return Optional.empty();
    }

    private Text phoneMove(int seat, String notation, boolean atTable, long nowNanos) {
        if (match.tableDealt()) {
            return Text.of("console.phoneTableDeal");
        }
        if (!atTable || asking) {
            return Text.of(asking ? "console.tapAnswerFirst" : "console.tapPaused");
        }
        if (phase != Phase.PLAYING && phase != Phase.LEADER) {
            return Text.of(phase == Phase.LAYOUT ? "console.layOutFirst" : "console.overPressOk");
        }
        if (match.isBot(seat)) {
            return Text.of("refuse.seatIsBot", match.game().seat(seat));
        }
        // While the players say who leads, the phone's move is one of the game the seat would lead.
        GameState target = phase == Phase.LEADER ? match.ledBy(seat) : state();
        int move;
        try {
            move = target.parseMove(seat, notation);
        } catch (MoveSyntaxException e) {
            // The page offers only moves it was given: anything else was not sent by it.
            return Text.of("console.phoneNoSuchMove");
        }
        Refusal refusal = target.refusal(seat, move);
        if (refusal != null) {
            return Prompts.refused(refusal);
        }
        if (phase == Phase.LEADER) {
            Text unrecorded = leader.lead(seat, nowNanos);
            if (unrecorded != null) {
                return unrecorded;
            }
        }
        return made(seat, move, null, nowNanos);
    }

    /** What the move did, as the last of its events the game has words for (what it led to: who starts, who draws); else that the seat played. */
    private Text describe(List<GameEvent> events, int seat) {
        for (int i = events.size() - 1; i >= 0; i--) {
            Text text = words(events.get(i));
            if (text != null) {
                return text;
            }
        }
        return Text.of("console.played", screens.seatName(seat));
    }

    /** An event in the game's words, at a table deal as the players must act on it; null for none. */
    private Text words(GameEvent event) {
        Text table = match.tableDealt() ? adapter.tableEventText(match.seatNames(), event) : null;
        return table != null ? table : adapter.eventText(match.seatNames(), event);
    }

    @Override
    public Activity onTap(TagEvent tag, long nowNanos) {
        notice.clear();
        keptCount = 0;
        if (phase != Phase.PLAYING && phase != Phase.LEADER) {
            notice.refuse(Text.of(phase == Phase.LAYOUT ? "console.layOutFirst" : "console.overPressOk"), nowNanos);
            return this;
        }
        Text refusal = tap(tag, nowNanos);
        if (refusal != null) {
            notice.refuse(refusal, nowNanos);
        }
        return guideDone(this);
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
        buttons.tapped(plays, nowNanos);
        return null;
    }

    @Override
    public Activity onTick(long nowNanos) {
        int phoneAsked = context.phones().nextHintAsk();
        if (phoneAsked >= 0) {
            askHintFromPhone(phoneAsked);
        }
        if (phase != Phase.PLAYING || closed || nowNanos - turnSince < BOT_DELAY_NANOS) {
            return this;
        }
        bots.ask(state().toMove(), () -> !closed && !asking && phase == Phase.PLAYING, this::play);
        return this;
    }

    /**
     * Asks whether to take back the last {@code count} moves; when the game allows fewer, says why
     * no more (OK goes on to the question about as many as it allows); when it allows none, says why and plays on.
     */
    private Activity askTakeBack(int count, long nowNanos) {
        TakeBackOffer offer = match.takeBackOffer(count);
        if (offer.allowed()) {
            return question(offer);
        }
        Text reason = Prompts.refused(offer.refusal());
        if (count == 1) {
            notice.refuse(reason, nowNanos);
            return this;
        }
        TakeBackOffer fewer = match.takeBackOffer(count - 1);
        asking = true;
        return TakeBackQuestion.refusing(match, reason, now -> question(fewer), this::whileAsked, nowNanos);
    }

    /** Asks about the moves of the offer; the bots wait meanwhile. */
    private Activity question(TakeBackOffer offer) {
        asking = true;
        return TakeBackQuestion.asking(match, offer.count(), madeMove(offer), new TakeBackQuestion.Answer() {
            @Override
            public Activity takeBack(int taken, long now) {
                return tookBack(taken, now);
            }

            @Override
            public Activity keep(int asked) {
                asking = false;
                keptCount = asked;
                keptRevision = match.revision();
                return PlayActivity.this;
            }
        }, this::whileAsked);
    }

    /** A tap while a take-back is asked about: the card's place where it cannot move, else what to press. */
    private Text whileAsked(TagEvent tag) {
        return taps.whileWaiting(tag, Text.of("console.tapAnswerFirst"));
    }

    /**
     * The earliest move of a take-back as the table saw it made: a seat's move, or the card the
     * table turned up ("P2's pay-off shows AC"): a reveal's first event, never what it led to
     * ("P1 starts: KD is the highest pay-off top").
     */
    private Text madeMove(TakeBackOffer offer) {
        if (offer.seat() != GameState.CHANCE) {
            return adapter.madeMove(offer.before(), offer.seat(), offer.move());
        }
        return offer.events().stream().map(this::words).filter(Objects::nonNull).findFirst()
                .orElse(Text.of("console.played", screens.seatName(offer.seat())));
    }

    /** Takes back the last {@code count} moves (recorded first), and plays on from there: the very position before them. */
    private Activity tookBack(int count, long nowNanos) {
        asking = false;
        TakeBackOffer offer = match.takeBackOffer(count);
        try {
            match.takeBack(count);
        } catch (IllegalMoveException e) {
            notice.refuse(Prompts.refused(e.refusal()), nowNanos);
            return this;
        } catch (IOException e) {
            notice.refuse(Text.of("console.cannotSaveTakeBack", e.getMessage()), nowNanos);
            return this;
        }
        taps.replayed();
        notice.accept(Text.of("console.tookBack", madeMove(offer)), nowNanos);
        lastMoveAt = TableModel.AT_REST; // the last standing move is shown again, not played again on the strip
        phase = match.leaderOpen() ? Phase.LEADER : Phase.PLAYING;
        turnBegins(nowNanos);
        if (phase == Phase.LEADER) {
            leader.open();
        }
        return this;
    }

    private Activity pause() {
        Activity[] paused = new Activity[1];
        List<MenuActivity.Item> items = new java.util.ArrayList<>();
        items.add(MenuActivity.Item.of(Text.of("console.resume"), menu -> this));
        items.add(MenuActivity.Item.of(Text.of("summary.menu"), menu -> new RulesAtHand(context, match.game().kind(), () -> paused[0])));
        items.addAll(PhoneMenu.items(context, match, () -> paused[0]));
        items.add(context.language().menuLine());
        items.add(MenuActivity.Item.of(Text.of(match.series().goal().games() == 1 ? "console.abortGame" : "console.abortSeries"),
                menu -> confirmAbort(paused[0])));
        MenuActivity menu = new MenuActivity(() -> Text.of("console.paused"), () -> items, () -> this).onTap(this::whilePaused);
        paused[0] = menu;
        // The press that opened this menu may be held on: that hold asks to take a move back.
        return menu.onHeldBack(() -> askTakeBack(1, context.clock().nanos()));
    }

    /** Abandoning throws the game (or series) away: asked once more, keeping it the first choice. */
    private Activity confirmAbort(Activity paused) {
        boolean single = match.series().goal().games() == 1;
        return new MenuActivity(() -> Text.of(single ? "console.abortGameAsk" : "console.abortSeriesAsk"), () -> List.of(
                MenuActivity.Item.of(Text.of("console.keepPlaying"), menu -> this),
                MenuActivity.Item.of(Text.of(single ? "console.abortGame" : "console.abortSeries"), menu -> leave())),
                () -> paused).onTap(this::whilePaused);
    }

    /** A tap while paused: the card's place where it cannot move, else how to play on. */
    private Text whilePaused(TagEvent tag) {
        return taps.whileWaiting(tag, Text.of("console.tapPaused"));
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
    public ScreenModel screen(long nowNanos) {
        Text title = screens.seriesProgress();
        ScreenModel screen = switch (phase) {
            case LAYOUT -> screens.layout(title);
            case LEADER -> screens.leaderOpen(title, leader.named());
            case PLAYING -> screens.play(title, buttons.pick(), buttons.chooser(), () -> screens.prompt(buttons.people(), buttons.seat()));
            case GAME_OVER -> screens.gameOver();
            case SERIES_OVER -> screens.seriesOver();
        };
        int audience = phase == Phase.PLAYING ? buttons.audience() : GameState.TABLE;
        ScreenModel shown = screen.withTable(screens.table(audience, lastMoveAt));
        return guideSays(nowNanos) ? shown.withMessage(guide.says()) : notice.decorate(shown, nowNanos);
    }

    /**
     * Whether a guided game says the step it waits for: once nothing else has been said for a few
     * seconds (a reminder such as "P1 drew 1" too, or the step would hide until the next input), and
     * while no list or pick is open (whoever opened one has read it).
     */
    private boolean guideSays(long nowNanos) {
        return guide != null && !guide.done() && phase == Phase.PLAYING && notice.quiet(nowNanos) && !buttons.open();
    }
}
