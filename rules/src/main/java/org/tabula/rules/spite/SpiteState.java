package org.tabula.rules.spite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.Refusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.spite.SpiteEvent.CardPlayed;
import org.tabula.rules.spite.SpiteEvent.CardsDrawn;
import org.tabula.rules.spite.SpiteEvent.DealWon;
import org.tabula.rules.spite.SpiteEvent.Discarded;
import org.tabula.rules.spite.SpiteEvent.FirstSeat;
import org.tabula.rules.spite.SpiteEvent.PayoffRevealed;
import org.tabula.rules.spite.SpiteEvent.PileCompleted;
import org.tabula.rules.spite.SpiteEvent.StalemateStage;
import org.tabula.rules.spite.SpiteEvent.Stalled;
import org.tabula.rules.spite.SpiteEvent.TurnEnded;

/**
 * A Spite and Malice deal in play. One seat is on turn at a time: its turn began with a draw up
 * to 5 cards, and it makes plays to the centre until it discards or declares the end. Legal
 * moves are listed by {@link LegalMoves}, refusals explained by {@link MoveChecks}; this class
 * holds the zones and carries moves out.
 *
 * <p>At a table deal ({@link TableDeal}) the players deal real cards: the hands, the stock and
 * the face-down pay-off cards hold the box's own guess of them, which only their counts bind;
 * the state waits for the {@link GameState#CHANCE} seat to reveal each pay-off top as it is
 * turned up, and a card the table names (a reveal, a play from the hand) is exchanged into its
 * place with a card of the place it is guessed to lie in.
 */
public final class SpiteState implements GameState {
    private final SpiteGame game;
    private final Variant variant;
    /** Each seat's pay-off pile, top last. */
    private final CardStack[] payoff;
    private final Hand[] hands;
    /** Each seat's discard piles D1-D4. */
    private final DiscardPile[][] discards;
    private final CentrePiles centre;
    /** Top last. */
    private final CardStack stock;
    private final Stalemate stalemate;
    /**
     * The cards played from pay-off piles, as bits by code: what everyone knows is no longer in
     * them. In an unmixed deal the pay-off piles hold at most one of each card and no joker, so
     * their hidden cards are among the others ({@link Determinizer}).
     */
    private long payoffPlayed;
    private SeededRandom rng;
    private int current;
    private boolean movedThisTurn;
    /** Whether the seat on turn has played an ace or a 2 from its hand this turn (the stalemate duty). */
    private boolean handAceOrTwoPlayed;
    private boolean over;
    private final int[] scores;
    /** Scratch for the mover's forced plays and the centre's targets; never part of the position. */
    private final ForcedPlays forced = new ForcedPlays();
    private final LegalMoves.Targets targets = new LegalMoves.Targets();
    /** Room for every card, for the stock replenishment that happens many times a deal. */
    private final int[] scratch;
    private final Listing listing = new Listing();
    /** Whether the players dealt real cards that the moves reveal (null: a box deal). */
    private final TableDeal table;
    /** Who started the deal and why: chosen with the deal at a box deal, once the tops are up at a table deal (null till then). */
    private FirstSeat firstSeat;

    SpiteState(SpiteGame game, Layout layout, SeededRandom rng) {
        this(game, layout, rng, false);
    }

    /** {@code tableDealt}: the layout is the box's guess of a deal the table made; the pay-off tops are to be revealed. */
    SpiteState(SpiteGame game, Layout layout, SeededRandom rng, boolean tableDealt) {
        this.game = game;
        this.variant = game.variant();
        this.rng = rng;
        this.scratch = new int[variant.totalCards()];
        int players = variant.players;
        this.payoff = new CardStack[players];
        this.hands = new Hand[players];
        this.discards = new DiscardPile[players][Moves.DISCARD_SLOTS];
        this.scores = new int[players];
        this.stalemate = new Stalemate();
        this.centre = new CentrePiles();
        for (int seat = 0; seat < players; seat++) {
            payoff[seat] = new CardStack(layout.payoff()[seat].length);
            int[] pile = layout.payoff()[seat];
            for (int i = pile.length - 1; i >= 0; i--) {
                payoff[seat].push(pile[i]);
            }
            hands[seat] = new Hand();
            for (int code : layout.hands()[seat]) {
                hands[seat].add(code);
            }
            for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
                discards[seat][slot] = new DiscardPile();
                if (slot < layout.discards()[seat].length) {
                    for (int code : layout.discards()[seat][slot]) {
                        discards[seat][slot].push(code);
                    }
                }
            }
        }
        this.stock = new CardStack(variant.totalCards());
        for (int i = layout.stock().length - 1; i >= 0; i--) {
            stock.push(layout.stock()[i]);
        }
        for (int[] pile : layout.centre()) {
            centre.start(pile[0]);
            for (int i = 1; i < pile.length; i++) {
                centre.put(centre.count() - 1, pile[i]);
            }
        }
        for (int code : layout.completed()) {
            centre.completed().push(code);
        }
        if (tableDealt) {
            this.table = new TableDeal(players);
            return;
        }
        this.table = null;
        this.firstSeat = StartingSeat.choose(payoff, variant, rng);
        beginTurn(firstSeat.seat(), EventSink.DISCARD);
    }

    private SpiteState(SpiteState other) {
        this.game = other.game;
        this.variant = other.variant;
        this.scratch = new int[variant.totalCards()];
        int players = variant.players;
        this.payoff = new CardStack[players];
        this.hands = new Hand[players];
        this.discards = new DiscardPile[players][Moves.DISCARD_SLOTS];
        for (int seat = 0; seat < players; seat++) {
            payoff[seat] = other.payoff[seat].copy();
            hands[seat] = other.hands[seat].copy();
            for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
                discards[seat][slot] = other.discards[seat][slot].copy();
            }
        }
        this.centre = other.centre.copy();
        this.stock = other.stock.copy();
        this.stalemate = other.stalemate.copy();
        this.payoffPlayed = other.payoffPlayed;
        this.rng = other.rng.copy();
        this.current = other.current;
        this.movedThisTurn = other.movedThisTurn;
        this.handAceOrTwoPlayed = other.handAceOrTwoPlayed;
        this.over = other.over;
        this.scores = other.scores.clone();
        this.table = other.table == null ? null : other.table.copy();
        this.firstSeat = other.firstSeat;
    }

    @Override
    public SpiteGame game() {
        return game;
    }

    Variant variant() {
        return variant;
    }

    /** Who started the deal and why (the highest pay-off top); null at a table deal until every top is up. */
    public FirstSeat firstSeat() {
        return firstSeat;
    }

    // ---- zones, for the move lister, the refusals, the view and the determinizer ----

    CardStack payoff(int seat) {
        return payoff[seat];
    }

    Hand hand(int seat) {
        return hands[seat];
    }

    DiscardPile[] discards(int seat) {
        return discards[seat];
    }

    CentrePiles centre() {
        return centre;
    }

    CardStack stock() {
        return stock;
    }

    Stalemate stalemate() {
        return stalemate;
    }

    int current() {
        return current;
    }

    /** The codes the seat may play or discard from its hand, as bits: its cards, or at a table deal any card not face up. */
    long handCodes(int seat) {
        if (table == null) {
            return hands[seat].held();
        }
        return hands[seat].isEmpty() ? 0 : table.unseenCodes(this);
    }

    /** The table deal's reveals and guesses, or null for a box deal. */
    TableDeal table() {
        return table;
    }

    long payoffPlayed() {
        return payoffPlayed;
    }

    boolean movedThisTurn() {
        return movedThisTurn;
    }

    SeededRandom rng() {
        return rng;
    }

    void reseed(SeededRandom random) {
        this.rng = random;
    }

    /** The mover's forced plays, computed now (a scratch object: use before the state changes). */
    ForcedPlays forcedPlays() {
        forced.compute(payoff[current], discards[current], centre, variant);
        return forced;
    }

    /** A scratch array of {@code totalCards} entries; never part of the position. */
    int[] scratch() {
        return scratch;
    }

    Listing listing() {
        return listing;
    }

    LegalMoves.Targets targets() {
        return targets;
    }

    /** Whether the seat on turn still owes the stalemate play of an ace or a playable 2 from its hand. */
    boolean owesStalematePlay() {
        // At a table deal the box cannot see the hand: the players see to this rule.
        if (table != null || !stalemate.handAceOrTwoRequired(variant.pagat) || handAceOrTwoPlayed) {
            return false;
        }
        boolean mayStart = centre.count() < variant.maxOpenPiles();
        for (long held = hands[current].held(); held != 0; held &= held - 1) {
            int rank = Cards.rank(Long.numberOfTrailingZeros(held));
            if ((rank == Cards.ACE || rank == 2) && centre.hasPlaceFor(rank, mayStart)) {
                return true;
            }
        }
        return false;
    }

    /** The card a source offers the mover now, or -1 if there is none (empty pile, card not in hand). */
    int sourceCard(int source) {
        if (Moves.isHand(source)) {
            int code = source - Moves.HAND;
            if (table != null) {
                return !hands[current].isEmpty() && table.isUnseen(this, code) ? code : -1;
            }
            return hands[current].contains(code) ? code : -1;
        }
        int owner = Moves.isPartner(source) ? variant.partner(current) : current;
        if (owner < 0) {
            return -1;
        }
        if (Moves.isPayoff(source)) {
            return payoff[owner].isEmpty() ? -1 : payoff[owner].top();
        }
        DiscardPile pile = discards[owner][Moves.discardSlot(source)];
        return pile.isEmpty() ? -1 : pile.top();
    }

    // ---- the GameState contract ----

    @Override
    public Seats toMove() {
        if (over) {
            return Seats.NONE;
        }
        return table != null && table.revealDue() ? Seats.CHANCE : Seats.only(current);
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (table != null && (seat == CHANCE || table.revealDue())) {
            return seat == CHANCE && !over ? table.reveals(this, out) : 0;
        }
        return LegalMoves.list(this, seat, out);
    }

    @Override
    public Refusal refusal(int seat, int move) {
        if (seat == CHANCE) {
            return table == null || over ? Refusal.of(over ? SpiteRefusal.DEAL_OVER : org.tabula.rules.CommonRefusal.NO_REVEAL_DUE, current)
                    : table.whyNotReveal(this, move);
        }
        return MoveChecks.why(this, seat, move);
    }

    @Override
    public void apply(int seat, int move, EventSink events) {
        if (seat != current || !listing.contains(move)) {
            Refusal refusal = refusal(seat, move);
            if (refusal != null) {
                throw new IllegalMoveException(refusal);
            }
        }
        listing.clear();
        if (seat == CHANCE) {
            reveal(move, events);
            return;
        }
        if (move == Moves.END) {
            endTurn(events);
            return;
        }
        int source = Moves.source(move);
        int target = Moves.target(move);
        if (table != null && Moves.isHand(source)) {
            table.bringToHand(this, current, source - Moves.HAND);
        }
        if (Moves.isDiscardTarget(target)) {
            discard(source - Moves.HAND, target - Moves.TO_DISCARD, events);
        } else {
            playToCentre(source, target, events);
        }
    }

    private void playToCentre(int source, int target, EventSink events) {
        int seat = current;
        int owner = Moves.isPartner(source) ? variant.partner(seat) : seat;
        int code;
        if (Moves.isHand(source)) {
            code = source - Moves.HAND;
            hands[seat].remove(code);
            int rank = Cards.rank(code);
            handAceOrTwoPlayed |= rank == Cards.ACE || rank == 2;
        } else if (Moves.isPayoff(source)) {
            code = payoff[owner].pop();
            payoffPlayed |= 1L << code;
        } else {
            code = discards[owner][Moves.discardSlot(source)].pop();
        }
        movedThisTurn = true;
        int pile = Moves.centrePile(target);
        boolean newPile = pile < 0;
        boolean completed = false;
        int rank = newPile ? Cards.ACE : centre.rank(pile) + 1;
        if (newPile) {
            centre.start(code);
            pile = centre.count() - 1;
        } else {
            completed = centre.put(pile, code);
        }
        if (events != EventSink.DISCARD) {
            // Playouts pass DISCARD: the frequent events are not even built for them.
            events.accept(new CardPlayed(seat, Moves.typedSource(source), owner, SpiteCard.of(code), pile + 1, rank, newPile));
        }
        if (completed) {
            events.accept(new PileCompleted(pile + 1));
        }
        if (Moves.isPayoff(source)) {
            stalemate.payoffPlayed();
            CardStack pay = payoff[owner];
            if (table != null && !pay.isEmpty()) {
                // The box guessed the card under it: the table turns it up and reveals it.
                table.awaitReveal(owner);
            } else if (events != EventSink.DISCARD) {
                events.accept(new PayoffRevealed(owner, pay.isEmpty() ? null : SpiteCard.of(pay.top()), pay.size()));
            }
            if (pay.isEmpty() && teamPayoffEmpty(owner)) {
                finishByEmptyPayoff(owner, events);
                return;
            }
        }
        if (hands[seat].isEmpty()) {
            refillInTurn(seat, events);
        }
    }

    /** The table revealed the pay-off top of the first seat waiting for it; the deal starts once every top is up. */
    private void reveal(int code, EventSink events) {
        int owner = table.nextToReveal();
        table.bringToPayoffTop(this, owner, code);
        table.revealed(owner);
        events.accept(new PayoffRevealed(owner, SpiteCard.of(code), payoff[owner].size()));
        if (!table.revealDue() && table.startPending()) {
            int tied = StartingSeat.tied(payoff, table.startCandidates(), variant.reshuffleOnTie);
            if (Integer.bitCount(tied) == 1 || singleCards(tied)) {
                // Piles of one card each cannot break a tie by reshuffling: the lowest tied seat starts, as at a box deal.
                firstSeat = StartingSeat.firstSeat(payoff, tied, table.reshuffled());
                events.accept(firstSeat);
                table.started();
                beginTurn(firstSeat.seat(), events);
            } else {
                // The tied seats reshuffle their piles and turn up their tops again.
                for (int seat = 0; seat < variant.players; seat++) {
                    if ((tied & (1 << seat)) != 0) {
                        StartingSeat.reshuffle(payoff[seat], rng);
                        table.awaitReveal(seat);
                    }
                }
                table.tiedAgain(tied);
            }
        }
    }

    private boolean singleCards(int seats) {
        for (int seat = 0; seat < variant.players; seat++) {
            if ((seats & (1 << seat)) != 0 && payoff[seat].size() > 1) {
                return false;
            }
        }
        return true;
    }

    private void discard(int code, int slot, EventSink events) {
        int seat = current;
        hands[seat].remove(code);
        DiscardPile pile = discards[seat][slot];
        boolean newPile = pile.isEmpty();
        pile.push(code);
        movedThisTurn = true;
        if (events != EventSink.DISCARD) {
            events.accept(new Discarded(seat, SpiteCard.of(code), slot + 1, newPile));
        }
        if (hands[seat].isEmpty() && variant.refillAfterEmptyingDiscard) {
            refillInTurn(seat, events);
            return;
        }
        endTurn(events);
    }

    /** The hand emptied in mid-turn: 5 more cards, unless that reaches the stall cap, which ends the turn ({@link Stalemate}). */
    private void refillInTurn(int seat, EventSink events) {
        if (stalemate.refilledMidTurn(variant.stallTurns())) {
            endTurn(events);
            return;
        }
        draw(seat, Hand.CAPACITY, events);
    }

    private void endTurn(EventSink events) {
        int seat = current;
        if (events != EventSink.DISCARD) {
            events.accept(new TurnEnded(seat, movedThisTurn));
        }
        int next = (seat + 1) % variant.players;
        Stalemate.Step step = stalemate.turnEnded(movedThisTurn, variant.players, variant.stallTurns());
        switch (step) {
            case BROKEN -> events.accept(new StalemateStage(0, variant.pagat));
            case ONE_MORE_TURN_EACH -> events.accept(new StalemateStage(1, variant.pagat));
            case EXHAUSTED, STALLED, STALLED_AGAIN -> {
                boolean ends = variant.pagat || step == Stalemate.Step.STALLED_AGAIN;
                events.accept(step == Stalemate.Step.EXHAUSTED ? new StalemateStage(2, variant.pagat) : new Stalled(variant.stallRounds, ends));
                if (ends) {
                    finishByPayoffCounts(events);
                    return;
                }
                // The seat after the last idle turn is the one that first failed to move.
                Shuffles.reshuffleAll(this, next, events);
            }
            case NONE -> { }
        }
        beginTurn(next, events);
    }

    private void beginTurn(int seat, EventSink events) {
        current = seat;
        movedThisTurn = false;
        handAceOrTwoPlayed = false;
        draw(seat, hands[seat].room(), events);
    }

    /** Draws {@code wanted} cards for the seat, refilling the stock first if it cannot serve them all. */
    private void draw(int seat, int wanted, EventSink events) {
        if (wanted == 0) {
            return;
        }
        boolean cannotServe = stock.size() < wanted;
        boolean refillAt12 = variant.stockRefillAt12 && stock.size() <= 12 && !centre.completed().isEmpty();
        if (cannotServe || refillAt12) {
            Shuffles.replenishStock(this, seat, wanted, events);
        }
        int count = Math.min(wanted, stock.size());
        for (int i = 0; i < count; i++) {
            hands[seat].add(stock.pop());
        }
        if (events != EventSink.DISCARD) {
            events.accept(new CardsDrawn(seat, count, stock.size()));
        }
    }

    private boolean teamPayoffEmpty(int seat) {
        int partner = variant.partner(seat);
        return payoff[seat].isEmpty() && (partner < 0 || payoff[partner].isEmpty());
    }

    private void finishByEmptyPayoff(int seat, EventSink events) {
        Scoring.payoffEmptied(variant, payoff, seat, scores);
        finish(events);
    }

    private void finishByPayoffCounts(EventSink events) {
        Scoring.fewestPayoffCards(variant, payoff, scores);
        finish(events);
    }

    private void finish(EventSink events) {
        over = true;
        Seats winners = winners();
        events.accept(new DealWon(Arrays.stream(winners.toArray()).boxed().toList(), scores[winners.first()]));
    }

    @Override
    public int parseMove(int seat, String text) {
        return seat == CHANCE ? TableDeal.parseReveal(text) : Moves.parse(text, seat, variant.partner(seat));
    }

    @Override
    public String formatMove(int seat, int move) {
        return seat == CHANCE ? Cards.name(move) : Moves.format(move, variant.partner(seat));
    }

    @Override
    public Move move(int seat, int move) {
        return seat == CHANCE ? new Move.Reveal(move) : Moves.typed(move, seat, variant.partner(seat));
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof Move.Reveal reveal) {
            return reveal.card();
        }
        if (move instanceof SpiteMove spiteMove) {
            return Moves.number(spiteMove, seat, variant.partner(seat));
        }
        throw new IllegalArgumentException(move + " is no Spite and Malice move");
    }

    /** At a table deal the players dealt the hands: the box knows none of them. */
    @Override
    public boolean knowsHand(int seat) {
        return table == null;
    }

    @Override
    public int[] scores() {
        return scores.clone();
    }

    @Override
    public View view(int audience) {
        return Observer.view(this, audience);
    }

    @Override
    public SpiteState copy() {
        return new SpiteState(this);
    }

    @Override
    public SpiteState determinize(int seat, SeededRandom random) {
        SpiteState copy = new SpiteState(this);
        if (table != null) {
            copy.table.resample(copy, random);
        } else {
            Determinizer.resample(copy, seat, random);
        }
        return copy;
    }

    /** Every card in play, for conservation checks: counts by code. */
    int[] cardCounts() {
        int[] counts = new int[Cards.CODES];
        count(stock, counts);
        int[] centreCards = new int[variant.totalCards()];
        for (int i = centre.copyInto(centreCards, 0) - 1; i >= 0; i--) {
            counts[centreCards[i]]++;
        }
        for (int seat = 0; seat < variant.players; seat++) {
            count(payoff[seat], counts);
            int[] held = new int[Hand.CAPACITY];
            for (int i = hands[seat].copyInto(held, 0) - 1; i >= 0; i--) {
                counts[held[i]]++;
            }
            for (DiscardPile pile : discards[seat]) {
                for (int i = 0; i < pile.size(); i++) {
                    counts[pile.get(i)]++;
                }
            }
        }
        return counts;
    }

    private static void count(CardStack stack, int[] counts) {
        for (int i = 0; i < stack.size(); i++) {
            counts[stack.get(i)]++;
        }
    }

    /** The cards in a seat's hand, sorted. */
    List<SpiteCard> handCards(int seat) {
        List<SpiteCard> names = new ArrayList<>();
        int[] held = new int[Hand.CAPACITY];
        int size = hands[seat].copyInto(held, 0);
        for (int i = 0; i < size; i++) {
            names.add(SpiteCard.of(held[i]));
        }
        return names;
    }
}
