package org.tabula.rules.wheel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.tabula.rules.Place;
import org.tabula.rules.Refusal;
import org.tabula.rules.CommonRefusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.wheel.WheelEvent.CardTaken;
import org.tabula.rules.wheel.WheelEvent.CardThrownAway;
import org.tabula.rules.wheel.WheelEvent.ColourScored;
import org.tabula.rules.wheel.WheelEvent.GameEnded;
import org.tabula.rules.wheel.WheelEvent.PawnMoved;
import org.tabula.rules.wheel.WheelEvent.ValueFell;
import org.tabula.rules.wheel.WheelEvent.ValueScored;

/**
 * A Wheel of History game in play. Sets of places and of cards are 25-bit masks, so a move
 * is a few bit operations and allocates nothing unless its events are wanted (random playouts
 * pass {@link EventSink#DISCARD}).
 *
 * <p>At a table deal the players shuffle and lay the circle themselves: the state starts with
 * no card laid and waits for the {@link GameState#CHANCE} seat to reveal the 25 cards in the
 * order they are laid, clockwise from the pawn (place 0 first). Once all are laid it is the
 * same state as a box deal of that circle.
 */
public final class WheelState implements GameState {
    private static final int NO_CARD = -1;
    private static final int START_GAP = -1;

    private final WheelGame game;
    private final int players;
    /** The card at each place; never changes once laid, so copies of a laid circle share it. */
    private final int[] cardAt;
    /** How many places are laid (places 0 to laid - 1): all of them but while the table lays the circle. */
    private int laid;
    /** The places that still hold a card. */
    private int occupied;
    /** The cards still in the circle. */
    private int inCircle;
    /** The pawn's place, or START_GAP. */
    private int pawn = START_GAP;
    /** Each seat's taken cards (thrown-away ones excluded). */
    private final int[] held;
    /** Each seat's thrown-away card, or NO_CARD. */
    private final int[] thrown;
    /** Bit per colour / per value - 1 that had a card thrown away. */
    private int blockedColours;
    private int blockedValues;
    /** Bit per colour / per value - 1 that has been completed and scored. */
    private int scoredColours;
    private int scoredValues;
    private final int[] scores;
    private int current;
    private WheelEnding ending;

    WheelState(WheelGame game, int[] cardAt, int first) {
        this.game = game;
        this.players = game.players();
        this.cardAt = cardAt;
        this.laid = WheelCards.COUNT;
        this.occupied = WheelCards.ALL;
        this.inCircle = WheelCards.ALL;
        this.held = new int[players];
        this.thrown = new int[players];
        Arrays.fill(thrown, NO_CARD);
        this.scores = new int[players];
        this.current = first;
    }

    /** A table deal: the table is to lay the circle, card by card, before {@code first} moves. */
    static WheelState toBeLaid(WheelGame game, int first) {
        int[] cardAt = new int[WheelCards.COUNT];
        Arrays.fill(cardAt, NO_CARD);
        WheelState state = new WheelState(game, cardAt, first);
        state.laid = 0;
        state.occupied = 0;
        state.inCircle = 0;
        return state;
    }

    private WheelState(WheelState other) {
        this.game = other.game;
        this.players = other.players;
        this.laid = other.laid;
        this.cardAt = laid < WheelCards.COUNT ? other.cardAt.clone() : other.cardAt;
        this.occupied = other.occupied;
        this.inCircle = other.inCircle;
        this.pawn = other.pawn;
        this.held = other.held.clone();
        this.thrown = other.thrown.clone();
        this.blockedColours = other.blockedColours;
        this.blockedValues = other.blockedValues;
        this.scoredColours = other.scoredColours;
        this.scoredValues = other.scoredValues;
        this.scores = other.scores.clone();
        this.current = other.current;
        this.ending = other.ending;
    }

    @Override
    public WheelGame game() {
        return game;
    }

    @Override
    public Seats toMove() {
        if (ending != null) {
            return Seats.NONE;
        }
        return laid < WheelCards.COUNT ? Seats.CHANCE : Seats.ofBits(1 << current);
    }

    @Override
    public boolean isOver() {
        return ending != null;
    }

    /** Why the game ended, or null while it goes on. */
    public WheelEnding ending() {
        return ending;
    }

    private int cardsLeft() {
        return Integer.bitCount(occupied);
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (laid < WheelCards.COUNT) {
            return seat == CHANCE ? cardsToLay(out) : 0;
        }
        if (ending != null || seat != current) {
            return 0;
        }
        int steps = Math.min(Wheel.MAX_STEPS, cardsLeft());
        int n = 0;
        for (int s = 1; s <= steps; s++) {
            out[n++] = s;
        }
        if (game.discardOnce && thrown[seat] == NO_CARD) {
            for (int s = 1; s <= steps; s++) {
                out[n++] = Wheel.MAX_STEPS + s;
            }
        }
        return n;
    }

    /** The cards not laid yet, in card order: the reveals the table may make. */
    private int cardsToLay(int[] out) {
        int n = 0;
        for (int rest = WheelCards.ALL & ~inCircle; rest != 0; rest &= rest - 1) {
            out[n++] = Integer.numberOfTrailingZeros(rest);
        }
        return n;
    }

    @Override
    public Refusal refusal(int seat, int move) {
        if (seat == CHANCE) {
            return revealRefusal(move);
        }
        if (seat < 0 || seat >= players) {
            return Refusal.of(WheelRefusal.NO_SUCH_SEAT, players - 1, seat);
        }
        if (ending != null) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (laid < WheelCards.COUNT) {
            return Refusal.of(WheelRefusal.CIRCLE_NOT_LAID, laid);
        }
        if (seat != current) {
            return Refusal.of(CommonRefusal.NOT_YOUR_TURN, game.seat(current));
        }
        if (move < 1 || move > 2 * Wheel.MAX_STEPS) {
            return Refusal.of(WheelRefusal.STEPS);
        }
        if (move > Wheel.MAX_STEPS) {
            if (!game.discardOnce) {
                return Refusal.of(WheelRefusal.NO_THROWING);
            }
            if (thrown[seat] != NO_CARD) {
                return Refusal.of(WheelRefusal.THROWN_ALREADY);
            }
        }
        int left = cardsLeft();
        if (steps(move) > left) {
            return left == 1 ? Refusal.of(WheelRefusal.ONE_CARD_LEFT) : Refusal.of(WheelRefusal.CARDS_LEFT, left);
        }
        return null;
    }

    private Refusal revealRefusal(int card) {
        if (ending != null) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (laid == WheelCards.COUNT) {
            return Refusal.of(CommonRefusal.NO_REVEAL_DUE, game.seat(current));
        }
        if (card < 0 || card >= WheelCards.COUNT) {
            return Refusal.of(WheelRefusal.NO_SUCH_CARD, card);
        }
        if ((inCircle & (1 << card)) != 0) {
            int place = 0;
            while (cardAt[place] != card) {
                place++;
            }
            return Refusal.of(WheelRefusal.ALREADY_LAID, WheelCards.name(card), Place.of(place), place);
        }
        return null;
    }

    private static int steps(int move) {
        return move > Wheel.MAX_STEPS ? move - Wheel.MAX_STEPS : move;
    }

    @Override
    public void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        // Events are records: build them only for a caller that listens, so playouts allocate nothing.
        boolean report = events != EventSink.DISCARD;
        if (seat == CHANCE) {
            lay(move, report ? events : null);
            return;
        }
        int steps = steps(move);
        int from = pawn;
        int place = placeAhead(steps);
        int card = cardAt[place];
        occupied &= ~(1 << place);
        inCircle &= ~(1 << card);
        pawn = place;
        if (report) {
            events.accept(new PawnMoved(seat, steps, from, place));
            events.accept(new CardTaken(seat, place, WheelCard.of(card)));
        }
        int colour = WheelCards.colour(card);
        int value = WheelCards.value(card);
        if (move > Wheel.MAX_STEPS) {
            thrown[seat] = card;
            blockedColours |= 1 << colour;
            blockedValues |= 1 << (value - 1);
            if (report) {
                events.accept(new CardThrownAway(seat, WheelCard.of(card)));
            }
        } else {
            held[seat] |= 1 << card;
            // A fifth card leaving the circle completes its colour or value, unless one was thrown away.
            if ((inCircle & WheelCards.colourMask(colour)) == 0 && (blockedColours & (1 << colour)) == 0) {
                scoreColour(colour, report ? events : null);
            }
            if ((inCircle & WheelCards.valueMask(value)) == 0 && (blockedValues & (1 << (value - 1))) == 0) {
                scoreValue(value, report ? events : null);
            }
            if (scoredValues != 0 && (!game.colourAndValue || scoredColours != 0)) {
                ending = game.colourAndValue ? WheelEnding.COLOUR_AND_VALUE_SCORED : WheelEnding.VALUE_FELL;
            }
        }
        if (ending == null) {
            if (occupied == 0) {
                ending = WheelEnding.CIRCLE_EMPTY;
            } else {
                current = current + 1 == players ? 0 : current + 1;
            }
        }
        if (ending != null && report) {
            events.accept(new GameEnded(ending, boxed(scores)));
        }
    }

    /** Lays the revealed card at the next place clockwise. */
    private void lay(int card, EventSink events) {
        int place = laid++;
        cardAt[place] = card;
        occupied |= 1 << place;
        inCircle |= 1 << card;
        if (events != null) {
            events.accept(new WheelEvent.CardLaid(place, WheelCard.of(card)));
        }
    }

    /** The place of the {@code steps}-th card clockwise from the pawn, skipping empty places. */
    private int placeAhead(int steps) {
        // Two laps of the circle side by side, so the cards ahead of the pawn are one shift away.
        long ahead = (occupied | ((long) occupied << WheelCards.COUNT)) >>> (pawn + 1);
        for (int s = 1; s < steps; s++) {
            ahead &= ahead - 1;
        }
        int place = pawn + 1 + Long.numberOfTrailingZeros(ahead);
        return place >= WheelCards.COUNT ? place - WheelCards.COUNT : place;
    }

    private void scoreColour(int colour, EventSink events) {
        scoredColours |= 1 << colour;
        for (int seat = 0; seat < players; seat++) {
            scores[seat] += WheelCards.faceSum(held[seat], colour);
        }
        if (events != null) {
            List<Integer> gains = new ArrayList<>(players);
            for (int seat = 0; seat < players; seat++) {
                gains.add(WheelCards.faceSum(held[seat], colour));
            }
            events.accept(new ColourScored(WheelColour.values()[colour], List.copyOf(gains)));
        }
    }

    private void scoreValue(int value, EventSink events) {
        scoredValues |= 1 << (value - 1);
        // Standard: each card of the fallen value costs its value. colourAndValue: it earns 6 - value.
        int worth = game.colourAndValue ? 6 - value : -value;
        for (int seat = 0; seat < players; seat++) {
            scores[seat] += worth * WheelCards.countOfValue(held[seat], value);
        }
        if (events != null) {
            List<Integer> amounts = new ArrayList<>(players);
            for (int seat = 0; seat < players; seat++) {
                amounts.add(Math.abs(worth) * WheelCards.countOfValue(held[seat], value));
            }
            events.accept(game.colourAndValue ? new ValueScored(value, List.copyOf(amounts)) : new ValueFell(value, List.copyOf(amounts)));
        }
    }

    @Override
    public int parseMove(int seat, String text) {
        return seat == CHANCE ? WheelMove.parseReveal(text) : WheelMove.parse(text).number();
    }

    @Override
    public String formatMove(int seat, int move) {
        return seat == CHANCE ? WheelCards.name(move) : WheelMove.of(move).notation();
    }

    @Override
    public Move move(int seat, int move) {
        return seat == CHANCE ? new Move.Reveal(move) : WheelMove.of(move);
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof WheelMove take) {
            return take.number();
        }
        if (move instanceof Move.Reveal reveal) {
            return reveal.card();
        }
        throw new IllegalArgumentException(move + " is no Wheel of History move");
    }

    @Override
    public int[] scores() {
        return scores.clone();
    }

    @Override
    public View view(int audience) {
        List<WheelCard> circle = new ArrayList<>(cardsLeft());
        for (int i = 1; i <= WheelCards.COUNT; i++) {
            int place = (pawn + i) % WheelCards.COUNT;
            if ((occupied & (1 << place)) != 0) {
                circle.add(WheelCard.of(cardAt[place]));
            }
        }
        WheelCard[] places = new WheelCard[WheelCards.COUNT];
        for (int place = 0; place < WheelCards.COUNT; place++) {
            places[place] = (occupied & (1 << place)) != 0 ? WheelCard.of(cardAt[place]) : null;
        }
        List<List<WheelCard>> holdings = new ArrayList<>(players);
        WheelCard[] thrownAway = new WheelCard[players];
        for (int seat = 0; seat < players; seat++) {
            holdings.add(WheelCards.cards(held[seat]));
            thrownAway[seat] = thrown[seat] == NO_CARD ? null : WheelCard.of(thrown[seat]);
        }
        return new WheelView(audience, List.copyOf(circle), nullable(places), pawn, List.copyOf(holdings), nullable(thrownAway),
                WheelCards.colours(scoredColours), WheelCards.values(scoredValues),
                WheelCards.colours(blockedColours), WheelCards.values(blockedValues),
                ending == null && laid == WheelCards.COUNT ? current : null, ending != null, ending, boxed(scores));
    }

    private static List<WheelCard> nullable(WheelCard[] items) {
        return Collections.unmodifiableList(Arrays.asList(items));
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    /** The cards still in the circle, as a mask of card numbers (for the property tests). */
    int cardsInCircle() {
        return inCircle;
    }

    /** How many places the table has laid: 25 but at a table deal still being laid. */
    int placesLaid() {
        return laid;
    }

    /** The card number laid at the place, or -1 if none is laid there yet. */
    int cardAtPlace(int place) {
        return cardAt[place];
    }

    /** The cards the seat holds, as a mask of card numbers. */
    int heldBy(int seat) {
        return held[seat];
    }

    /** The seat's thrown-away card number, or -1. */
    int thrownBy(int seat) {
        return thrown[seat];
    }

    @Override
    public WheelState copy() {
        return new WheelState(this);
    }

    /**
     * Wheel of History hides nothing (see {@link WheelView}) and draws no chance after the
     * shuffle, so the only state a seat cannot tell apart from this one is this one. While the
     * table lays the circle the cards to come are decided by no one yet: the copy, too, waits
     * for the table to reveal them.
     */
    @Override
    public WheelState determinize(int seat, SeededRandom rng) {
        return new WheelState(this);
    }
}
