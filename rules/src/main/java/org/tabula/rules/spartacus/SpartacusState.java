package org.tabula.rules.spartacus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.Refusal;
import org.tabula.rules.CommonRefusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Seats;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.spartacus.SpartacusEvent.CardPlayed;
import org.tabula.rules.spartacus.SpartacusEvent.GameEnded;
import org.tabula.rules.spartacus.SpartacusEvent.HandPenalty;
import org.tabula.rules.spartacus.SpartacusEvent.Passed;
import org.tabula.rules.spartacus.SpartacusEvent.Settlement;
import org.tabula.rules.spartacus.SpartacusEvent.TrickSettled;
import org.tabula.rules.spartacus.SpartacusGame.BannerRole;

/**
 * A Spartacus game in play. Hands are bit masks ({@link Cards}) and every card played is kept
 * once, in order, in an int log that the settled tricks cut into pieces, so a move allocates
 * nothing (unless its events are wanted) and a copy is a few small array clones.
 */
public final class SpartacusState implements GameState {
    static final int NOBODY = -1;

    private final SpartacusGame game;
    private final int players;
    private final boolean jokers;
    /** Each seat's cards, as a mask. */
    private final int[] hands;
    /** Every card played, in order: {@code seat << SEAT_SHIFT | card}. */
    private final int[] log;
    private int logSize;
    /** For each settled trick, in order: where its cards end in the log (exclusive), and its taker (or NOBODY). */
    private final int[] trickEnd;
    private final int[] trickTaker;
    private int tricks;
    /** The points each seat has from the tricks it took. */
    private final int[] points;

    // The open trick: its cards are log[trickStart..logSize).
    private int trickStart;
    private int leader;
    private int toMove;
    /** Bits of the seats that passed and are out of the open trick. */
    private int passed;
    /** The seat that takes the open trick if the turn comes back to it: the lowest number card, or with jokers the last card; NOBODY while no such card is down. */
    private int taker = NOBODY;
    /** The lowest number card in the open trick ({@link Cards#NO_NUMBER} if none): numbers must go below it. */
    private int floor = Cards.NO_NUMBER;
    /** The sum of the open trick's number cards, and how many banners it holds. */
    private int trickNumbers;
    private int trickBanners;

    private boolean over;
    private int wentOut = NOBODY;
    /** Settled tricks as the views show them, built on the first view that needs them (never by a move; not copied). */
    private WonTrick[] settledView = NO_TRICKS;
    private static final WonTrick[] NO_TRICKS = {};

    private static final int SEAT_SHIFT = 4;
    private static final int CARD_MASK = (1 << SEAT_SHIFT) - 1;

    SpartacusState(SpartacusGame game, int leader) {
        this.game = game;
        this.players = game.players();
        this.jokers = game.role == BannerRole.JOKER;
        this.hands = new int[players];
        Arrays.fill(hands, game.colour);
        int cards = players * Integer.bitCount(game.colour);
        this.log = new int[cards];
        // Every trick holds at least one card.
        this.trickEnd = new int[cards];
        this.trickTaker = new int[cards];
        this.points = new int[players];
        this.leader = leader;
        this.toMove = leader;
    }

    private SpartacusState(SpartacusState other) {
        this.game = other.game;
        this.players = other.players;
        this.jokers = other.jokers;
        this.hands = other.hands.clone();
        this.log = other.log.clone();
        this.logSize = other.logSize;
        this.trickEnd = other.trickEnd.clone();
        this.trickTaker = other.trickTaker.clone();
        this.tricks = other.tricks;
        this.points = other.points.clone();
        this.trickStart = other.trickStart;
        this.leader = other.leader;
        this.toMove = other.toMove;
        this.passed = other.passed;
        this.taker = other.taker;
        this.floor = other.floor;
        this.trickNumbers = other.trickNumbers;
        this.trickBanners = other.trickBanners;
        this.over = other.over;
        this.wentOut = other.wentOut;
    }

    @Override
    public SpartacusGame game() {
        return game;
    }

    @Override
    public Seats toMove() {
        return over ? Seats.NONE : Seats.ofBits(1 << toMove);
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (over || seat != toMove) {
            return 0;
        }
        int n = 0;
        for (int rest = legalMask(); rest != 0; rest &= rest - 1) {
            out[n++] = Integer.numberOfTrailingZeros(rest);
        }
        return n;
    }

    /** The moves of the seat to move, as bits. */
    private int legalMask() {
        int hand = hands[toMove];
        if (taker == NOBODY) {
            // An empty table, or only banners on it (jokers always make their player the taker): play any card.
            return hand;
        }
        return (hand & (Cards.BANNER_BIT | Cards.numbersBelow(floor))) | Cards.PASS_BIT;
    }

    @Override
    public Refusal refusal(int seat, int move) {
        if (!over && seat == toMove && move >= 0 && move < Cards.MOVES && (legalMask() >> move & 1) != 0) {
            return null;
        }
        if (seat < 0 || seat >= players) {
            return Refusal.of(SpartacusRefusal.NO_SUCH_SEAT, seat, players);
        }
        if (over) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (move < 0 || move >= Cards.MOVES) {
            return Refusal.of(SpartacusRefusal.NOT_A_MOVE, move);
        }
        if ((passed >> seat & 1) != 0) {
            return Refusal.of(SpartacusRefusal.PASSED, game().seat(seat));
        }
        if (seat != toMove) {
            return Refusal.of(CommonRefusal.NOT_YOUR_TURN, game().seat(toMove));
        }
        if (move == Cards.PASS) {
            return Refusal.of(logSize == trickStart ? SpartacusRefusal.LEAD_NO_PASS : SpartacusRefusal.BANNERS_NO_PASS);
        }
        if (move == Cards.BANNER && game.role == BannerRole.NONE) {
            return Refusal.of(SpartacusRefusal.NO_BANNERS);
        }
        if ((hands[seat] >> move & 1) == 0) {
            if (move == Cards.BANNER) {
                return Refusal.of(game.role == BannerRole.JOKER ? SpartacusRefusal.PLAYED_JOKER : SpartacusRefusal.PLAYED_BANNER);
            }
            return Refusal.of(SpartacusRefusal.PLAYED_CARD, move);
        }
        return Refusal.of(SpartacusRefusal.NOT_LOWER, move, floor);
    }

    @Override
    public void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        if (move == Cards.PASS) {
            passed |= 1 << seat;
            if (reporting(events)) {
                events.accept(new Passed(seat));
            }
            advance(events);
            return;
        }
        boolean leads = logSize == trickStart;
        hands[seat] &= ~(1 << move);
        log[logSize++] = seat << SEAT_SHIFT | move;
        if (move == Cards.BANNER) {
            trickBanners++;
            if (jokers) {
                taker = seat;
            }
        } else {
            trickNumbers += move;
            floor = move;
            taker = seat;
        }
        if (reporting(events)) {
            events.accept(new CardPlayed(seat, SpartacusCard.of(move), leads, jokers));
        }
        if (hands[seat] == 0) {
            end(seat, events);
        } else {
            advance(events);
        }
    }

    /** Passes the turn clockwise to the next seat still in the trick; if that is the taker, the trick is over. */
    private void advance(EventSink events) {
        int next = toMove;
        do {
            next = next + 1 == players ? 0 : next + 1;
        } while ((passed >> next & 1) != 0);
        if (next == taker) {
            settle(events, taker, taker + 1 == players ? 0 : taker + 1);
        } else {
            toMove = next;
        }
    }

    /** The open trick goes to {@code winner} (or NOBODY); the next trick, if any, is led by {@code nextLeader}. */
    private void settle(EventSink events, int winner, int nextLeader) {
        if (winner != NOBODY) {
            points[winner] += game.trickWorth(trickNumbers, trickBanners);
        }
        trickEnd[tricks] = logSize;
        trickTaker[tricks] = winner;
        tricks++;
        if (reporting(events)) {
            events.accept(new TrickSettled(trick(tricks - 1), game.reckonTrick(trickNumbers, trickBanners), whySettled(nextLeader), nextLeader));
        }
        trickStart = logSize;
        passed = 0;
        taker = NOBODY;
        floor = Cards.NO_NUMBER;
        trickNumbers = 0;
        trickBanners = 0;
        if (nextLeader != NOBODY) {
            leader = nextLeader;
            toMove = nextLeader;
        }
    }

    /** Why the open trick goes where it goes, for the players. */
    private String whySettled(int nextLeader) {
        String when = nextLeader == NOBODY ? "the game ended with " : "the turn came back with ";
        if (taker == NOBODY) {
            return when + "only banners in it";
        }
        return when + (jokers ? "its card the last played" : "its " + floor + " the lowest card");
    }

    /**
     * Random playouts and bots pass {@link EventSink#DISCARD}: building events (sentences, lists
     * of plays) would cost more than the move itself, so it is skipped for them.
     */
    private static boolean reporting(EventSink events) {
        return events != EventSink.DISCARD;
    }

    /** A seat has played its last card: the open trick is settled, hands are counted, the game is over. */
    private void end(int seat, EventSink events) {
        Settlement settlement = taker == NOBODY ? Settlement.NOBODY : jokers ? Settlement.LAST_CARD : Settlement.LOWEST_CARD;
        settle(events, taker, NOBODY);
        over = true;
        wentOut = seat;
        if (!reporting(events)) {
            return;
        }
        for (int s = 0; s < players; s++) {
            if (hands[s] != 0) {
                events.accept(new HandPenalty(s, Cards.cards(hands[s]), game.handPenalty(hands[s]), game.reckonHand(hands[s])));
            }
        }
        int[] scores = scores();
        events.accept(new GameEnded(seat, settlement, trick(tricks - 1), boxed(scores), boxed(winners().toArray())));
    }

    @Override
    public int parseMove(int seat, String text) {
        String move = text.trim();
        if (move.equalsIgnoreCase("pass")) {
            return Cards.PASS;
        }
        if (move.equalsIgnoreCase("B")) {
            return Cards.BANNER;
        }
        if (move.matches("[0-9]{1,2}")) {
            int value = Integer.parseInt(move);
            if (value >= Cards.LOWEST && value <= Cards.HIGHEST) {
                return value;
            }
        }
        throw new MoveSyntaxException("'" + text + "' is not a Spartacus move: play a card 1 to 10, B for the banner, or pass");
    }

    @Override
    public String formatMove(int seat, int move) {
        if (move == Cards.PASS) {
            return "pass";
        }
        if (Cards.isCard(move)) {
            return Cards.name(move);
        }
        throw new IllegalArgumentException("no Spartacus move has the number " + move);
    }

    /** @throws IllegalArgumentException if no Spartacus move has the number */
    @Override
    public SpartacusMove move(int seat, int move) {
        if (move == Cards.PASS) {
            return new SpartacusMove.Pass();
        }
        if (move == Cards.BANNER) {
            return new SpartacusMove.PlayBanner();
        }
        if (Cards.isCard(move)) {
            return new SpartacusMove.PlayCard(move);
        }
        throw new IllegalArgumentException("no Spartacus move has the number " + move);
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof SpartacusMove.PlayCard card && card.value() >= Cards.LOWEST && card.value() <= Cards.HIGHEST) {
            return card.value();
        }
        if (move instanceof SpartacusMove.PlayBanner) {
            return Cards.BANNER;
        }
        if (move instanceof SpartacusMove.Pass) {
            return Cards.PASS;
        }
        throw new IllegalArgumentException(move + " is no Spartacus move");
    }

    /** Points from won tricks; once the game is over, less each seat's hand penalty. */
    @Override
    public int[] scores() {
        int[] scores = points.clone();
        if (over) {
            for (int s = 0; s < players; s++) {
                scores[s] -= game.handPenalty(hands[s]);
            }
        }
        return scores;
    }

    @Override
    public SpartacusView view(int audience) {
        if (audience < TABLE || audience >= players) {
            throw new IllegalArgumentException("no seat " + audience + " in a " + players + "-player game");
        }
        List<Integer> cardsLeft = new ArrayList<>(players);
        List<List<WonTrick>> won = new ArrayList<>(players);
        for (int s = 0; s < players; s++) {
            cardsLeft.add(Integer.bitCount(hands[s]));
            won.add(new ArrayList<>());
        }
        WonTrick discarded = null;
        for (int t = 0; t < tricks; t++) {
            WonTrick trick = trick(t);
            if (trick.winner() == null) {
                discarded = trick;
            } else {
                won.get(trick.winner()).add(trick);
            }
        }
        return new SpartacusView(audience, game.role,
                audience == TABLE ? List.of() : Cards.cards(hands[audience]), List.copyOf(cardsLeft),
                over ? NOBODY : toMove, leader, plays(trickStart, logSize), boxed(Seats.ofBits(passed).toArray()),
                taker == NOBODY ? null : taker, floor == Cards.NO_NUMBER ? null : floor,
                won.stream().map(List::copyOf).toList(), discarded, boxed(scores()), over,
                wentOut == NOBODY ? null : wentOut);
    }

    /** Settled trick {@code t} (from 0); settled tricks never change, so each is built once per state. */
    private WonTrick trick(int t) {
        if (t >= settledView.length) {
            settledView = Arrays.copyOf(settledView, log.length);
        }
        if (settledView[t] == null) {
            settledView[t] = buildTrick(t);
        }
        return settledView[t];
    }

    private WonTrick buildTrick(int t) {
        int start = t == 0 ? 0 : trickEnd[t - 1];
        return new WonTrick(t + 1, trickTaker[t] == NOBODY ? null : trickTaker[t], plays(start, trickEnd[t]), trickWorth(t));
    }

    private List<Play> plays(int from, int to) {
        List<Play> plays = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            plays.add(new Play(log[i] >>> SEAT_SHIFT, SpartacusCard.of(log[i] & CARD_MASK)));
        }
        return List.copyOf(plays);
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    // Read access to the bare record, for the rules' own consistency checks.

    /** The seat's cards as a mask ({@link Cards}). */
    int handMask(int seat) {
        return hands[seat];
    }

    /** How many cards have been played in the whole game. */
    int cardsPlayed() {
        return logSize;
    }

    /** Who played the {@code index}-th card of the game (from 0). */
    int seatOfPlay(int index) {
        return log[index] >>> SEAT_SHIFT;
    }

    /** The {@code index}-th card of the game (from 0). */
    int cardOfPlay(int index) {
        return log[index] & CARD_MASK;
    }

    int tricksSettled() {
        return tricks;
    }

    /** One past the index of settled trick {@code t}'s last card; its first is where trick {@code t - 1} ends (0 for the first). */
    int trickEnd(int t) {
        return trickEnd[t];
    }

    /** The seat that took settled trick {@code t}, or {@link #NOBODY}. */
    int trickTaker(int t) {
        return trickTaker[t];
    }

    /** What settled trick {@code t} scored for its taker (0 if it went to nobody). */
    int trickWorth(int t) {
        if (trickTaker[t] == NOBODY) {
            return 0;
        }
        int numbers = 0;
        int banners = 0;
        for (int i = t == 0 ? 0 : trickEnd[t - 1]; i < trickEnd[t]; i++) {
            int card = log[i] & CARD_MASK;
            numbers += card;
            banners += card == Cards.BANNER ? 1 : 0;
        }
        return game.trickWorth(numbers, banners);
    }

    /** Bits of the seats out of the open trick. */
    int passedMask() {
        return passed;
    }

    @Override
    public SpartacusState copy() {
        return new SpartacusState(this);
    }

    /**
     * Nothing in Spartacus is hidden from a seat that has watched the game: every card is played
     * face up and each colour belongs to one seat, so another seat's hand is its colour less the
     * cards it has played, and no random choice is left to come. The copy's hands are rebuilt
     * from that public record alone (so {@code rng} has nothing to draw).
     */
    @Override
    public SpartacusState determinize(int seat, SeededRandom rng) {
        SpartacusState copy = new SpartacusState(this);
        for (int s = 0; s < players; s++) {
            if (s != seat) {
                copy.hands[s] = game.colour;
            }
        }
        for (int i = 0; i < logSize; i++) {
            int owner = log[i] >>> SEAT_SHIFT;
            if (owner != seat) {
                copy.hands[owner] &= ~(1 << (log[i] & CARD_MASK));
            }
        }
        return copy;
    }
}
