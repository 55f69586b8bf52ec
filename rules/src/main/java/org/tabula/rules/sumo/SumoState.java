package org.tabula.rules.sumo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.Refusal;
import org.tabula.rules.CommonRefusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.sumo.SumoEvent.CardChosen;
import org.tabula.rules.sumo.SumoEvent.CardsRevealed;
import org.tabula.rules.sumo.SumoEvent.LastRoundOver;
import org.tabula.rules.sumo.SumoEvent.LeftRing;
import org.tabula.rules.sumo.SumoEvent.Pushed;
import org.tabula.rules.sumo.SumoEvent.Standoff;

/**
 * A Sumo game in play. Both seats choose at once: the first choice of a round is held secretly
 * (its card stays in the hand, so no view can tell which it was) until the second arrives, and
 * the round is then resolved as one joint move, as OpenSpiel's oshi_zumo does.
 */
public final class SumoState implements GameState {
    private static final int NONE = -1;

    private final SumoGame game;
    /** How many of each card value each seat still holds: seat * stride + value. */
    private final int[] counts;
    /** One more than the highest card in the game. */
    private final int stride;
    /** For each seat, the card values it still holds, as bits. */
    private final long[] held;
    /** Each seat's choice this round, or NONE. */
    private final int[] choice;
    /** The revealed cards, two per round played. */
    private final int[] played;
    private int round;
    private int position;
    private boolean over;
    /** +1/-1/0 per seat once over. */
    private int winner = NONE;

    SumoState(SumoGame game) {
        this.game = game;
        this.stride = game.stride;
        this.counts = game.startCounts.clone();
        this.held = new long[] {game.values, game.values};
        this.choice = new int[] {NONE, NONE};
        this.played = new int[2 * game.rounds()];
    }

    private SumoState(SumoState other) {
        this.game = other.game;
        this.counts = other.counts.clone();
        this.stride = other.stride;
        this.held = other.held.clone();
        this.choice = other.choice.clone();
        this.played = other.played.clone();
        this.round = other.round;
        this.position = other.position;
        this.over = other.over;
        this.winner = other.winner;
    }

    @Override
    public SumoGame game() {
        return game;
    }

    public int position() {
        return position;
    }

    public int round() {
        return round;
    }

    @Override
    public Seats toMove() {
        if (over) {
            return Seats.NONE;
        }
        return Seats.ofBits((choice[0] == NONE ? 1 : 0) | (choice[1] == NONE ? 2 : 0));
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (over || (seat != 0 && seat != 1) || choice[seat] != NONE) {
            return 0;
        }
        int n = 0;
        for (long rest = held[seat]; rest != 0; rest &= rest - 1) {
            out[n++] = Long.numberOfTrailingZeros(rest);
        }
        return n;
    }

    @Override
    public Refusal refusal(int seat, int move) {
        if (seat != 0 && seat != 1) {
            return Refusal.of(SumoRefusal.NO_SUCH_SEAT, seat);
        }
        if (over) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (choice[seat] != NONE) {
            return Refusal.of(SumoRefusal.ALREADY_CHOSEN, game.seat(seat));
        }
        if (move < 0 || move >= stride || counts[seat * stride + move] == 0) {
            return Refusal.of(SumoRefusal.NO_CARD_LEFT, game.seat(seat), move);
        }
        return null;
    }

    @Override
    public void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        choice[seat] = move;
        if (choice[1 - seat] == NONE) {
            events.accept(new CardChosen(seat));
        } else {
            resolveRound(events);
        }
    }

    private void resolveRound(EventSink events) {
        int east = choice[0];
        int west = choice[1];
        take(0, east);
        take(1, west);
        played[2 * round] = east;
        played[2 * round + 1] = west;
        choice[0] = NONE;
        choice[1] = NONE;
        events.accept(new CardsRevealed(round, east, west));
        round++;
        if (east == west) {
            events.accept(new Standoff(east));
        } else {
            int winnerCard = Math.max(east, west);
            int loserCard = Math.min(east, west);
            int squares = (winnerCard - loserCard) * loserCard;
            int loser = east < west ? 0 : 1;
            int from = position;
            // Seat 0's edge is on the negative side, seat 1's on the positive side.
            position += loser == 0 ? -squares : squares;
            events.accept(new Pushed(1 - loser, squares, from, position));
            if (Math.abs(position) > game.reach()) {
                finish(1 - loser);
                events.accept(new LeftRing(loser));
                return;
            }
        }
        if (round == game.rounds()) {
            int loser = position < 0 ? 0 : position > 0 ? 1 : NONE;
            finish(loser == NONE ? NONE : 1 - loser);
            events.accept(new LastRoundOver(position, loser));
        }
    }

    private void take(int seat, int card) {
        if (--counts[seat * stride + card] == 0) {
            held[seat] &= ~(1L << card);
        }
    }

    private void finish(int winningSeat) {
        over = true;
        winner = winningSeat;
    }

    @Override
    public int parseMove(int seat, String text) {
        return SumoMove.parse(text).card();
    }

    @Override
    public String formatMove(int seat, int move) {
        return new SumoMove(move).notation();
    }

    @Override
    public SumoMove move(int seat, int move) {
        return new SumoMove(move);
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof SumoMove play) {
            return play.card();
        }
        throw new IllegalArgumentException(move + " is no Sumo move");
    }

    @Override
    public int[] scores() {
        if (!over || winner == NONE) {
            return new int[2];
        }
        return winner == 0 ? new int[] {1, -1} : new int[] {-1, 1};
    }

    @Override
    public View view(int audience) {
        List<List<Integer>> hands = List.of(hand(0), hand(1));
        List<Boolean> chosen = List.of(choice[0] != NONE, choice[1] != NONE);
        Integer ownChoice = (audience == 0 || audience == 1) && choice[audience] != NONE ? choice[audience] : null;
        List<List<Integer>> rounds = new ArrayList<>();
        for (int r = 0; r < round; r++) {
            rounds.add(List.of(played[2 * r], played[2 * r + 1]));
        }
        List<Integer> scores = Arrays.stream(scores()).boxed().toList();
        return new SumoView(audience, position, game.reach(), round, game.rounds(), hands, chosen, ownChoice,
                List.copyOf(rounds), over, scores);
    }

    /** The seat's cards not yet revealed, ascending (a secret choice is still among them). */
    public List<Integer> hand(int seat) {
        List<Integer> cards = new ArrayList<>();
        int base = seat * stride;
        for (int card = 0; card < stride; card++) {
            for (int k = 0; k < counts[base + card]; k++) {
                cards.add(card);
            }
        }
        return List.copyOf(cards);
    }

    @Override
    public SumoState copy() {
        return new SumoState(this);
    }

    @Override
    public SumoState determinize(int seat, SeededRandom rng) {
        SumoState copy = new SumoState(this);
        int other = 1 - seat;
        if (!over && copy.choice[other] != NONE) {
            // The only hidden thing in Sumo: the other seat's choice, any card of its hand.
            List<Integer> hand = hand(other);
            copy.choice[other] = hand.get(rng.nextInt(hand.size()));
        }
        return copy;
    }
}
