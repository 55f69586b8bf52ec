package org.tabula.rules.engarde;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.CommonRefusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.Refusal;
import org.tabula.rules.Seats;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.View;
import org.tabula.rules.engarde.EnGardeEvent.Attacked;
import org.tabula.rules.engarde.EnGardeEvent.BoutStarted;
import org.tabula.rules.engarde.EnGardeEvent.BoutWon;
import org.tabula.rules.engarde.EnGardeEvent.CardShown;
import org.tabula.rules.engarde.EnGardeEvent.CardsDrawn;
import org.tabula.rules.engarde.EnGardeEvent.HandsShown;
import org.tabula.rules.engarde.EnGardeEvent.MatchWon;
import org.tabula.rules.engarde.EnGardeEvent.Moved;
import org.tabula.rules.engarde.EnGardeEvent.PackOut;
import org.tabula.rules.engarde.EnGardeEvent.Parried;
import org.tabula.rules.engarde.EnGardeEvent.Passed;

/**
 * An En Garde match in play: the bout on the piste, and the bouts won. Hands are counts of each
 * value, so listing and applying moves allocates nothing unless events are wanted.
 *
 * <p>At a table deal the players shuffle and deal real cards: the box knows no hand and not the
 * pack's order, only how many cards each holds; a move names the cards it plays, so the box
 * learns each card as it is played, and any cards not yet played may be in a hand. When the pack
 * runs out within reach, the {@link GameState#CHANCE} seat shows both hands, seat 0's first,
 * before they are compared.
 */
public final class EnGardeState implements GameState {
    /** The piste's squares, numbered from 1. */
    static final int SQUARES = 23;
    private static final int NONE = -1;

    private final EnGardeGame game;
    private final boolean table;
    /** Shuffles the next bouts' packs (a box deal). */
    private SeededRandom rng;
    /** How many of each value (1-5) each seat holds (a box deal). */
    private final int[][] hand;
    private final int[] handSize;
    /** The pack's cards (a box deal), drawn from {@code packNext} on. */
    private int[] pack;
    private int packNext;
    private int packLeft;
    /** How many of each value have been played this bout. */
    private final int[] played;
    private final int[] position;
    private Phase phase;
    private int current;
    private int attacker = NONE;
    private int attackCard;
    private int attackCount;
    private boolean attackIndirect;
    /** The last card is drawn: the bout ends once an attack in play is answered. */
    private boolean packOut;
    private final int[] wins;
    private int bout;
    private int starter;
    private int lastBout;
    private int lastWinner = NONE;
    private BoutEnd lastEnd;
    /** The hands shown at the last end of the pack (shown so far, while the table shows them), or null. */
    private int[][] shown;
    private int showSeat;
    /** A move's cards by value, while it is checked or played. */
    private final int[] need = new int[Cards.VALUES + 1];
    /** The cards of a parry being listed, by value. */
    private final int[] picked = new int[Cards.VALUES + 1];

    private EnGardeState(EnGardeGame game, boolean table, SeededRandom rng, int first) {
        this.game = game;
        this.table = table;
        this.rng = rng;
        this.hand = new int[2][Cards.VALUES + 1];
        this.handSize = new int[2];
        this.played = new int[Cards.VALUES + 1];
        this.position = new int[] {1, SQUARES};
        this.wins = new int[2];
        this.bout = 1;
        this.starter = first;
        this.current = first;
        this.phase = Phase.TURN;
    }

    private EnGardeState(EnGardeState other) {
        this.game = other.game;
        this.table = other.table;
        this.rng = other.rng == null ? null : other.rng.copy();
        this.hand = new int[][] {other.hand[0].clone(), other.hand[1].clone()};
        this.handSize = other.handSize.clone();
        this.pack = other.pack == null ? null : other.pack.clone();
        this.packNext = other.packNext;
        this.packLeft = other.packLeft;
        this.played = other.played.clone();
        this.position = other.position.clone();
        this.phase = other.phase;
        this.current = other.current;
        this.attacker = other.attacker;
        this.attackCard = other.attackCard;
        this.attackCount = other.attackCount;
        this.attackIndirect = other.attackIndirect;
        this.packOut = other.packOut;
        this.wins = other.wins.clone();
        this.bout = other.bout;
        this.starter = other.starter;
        this.lastBout = other.lastBout;
        this.lastWinner = other.lastWinner;
        this.lastEnd = other.lastEnd;
        this.shown = other.shown == null ? null : new int[][] {other.shown[0].clone(), other.shown[1].clone()};
        this.showSeat = other.showSeat;
    }

    /** A box deal: the first bout shuffled from {@code rng}, {@code first} to start it. */
    static EnGardeState dealt(EnGardeGame game, SeededRandom rng, int first) {
        EnGardeState state = new EnGardeState(game, false, rng, first);
        state.deal();
        return state;
    }

    /** A table deal: the players shuffle and deal every bout; {@code first} starts the first. */
    static EnGardeState atTable(EnGardeGame game, int first) {
        EnGardeState state = new EnGardeState(game, true, null, first);
        state.deal();
        return state;
    }

    /** A position of the first bout, as a setup lays it out; later bouts are shuffled from {@code rng}. */
    static EnGardeState laidOut(EnGardeGame game, SeededRandom rng, EnGardeSetup setup) {
        EnGardeState state = new EnGardeState(game, false, rng, setup.first());
        Arrays.fill(state.played, Cards.COPIES);
        state.played[0] = 0;
        for (int seat = 0; seat < 2; seat++) {
            for (int card : setup.hands()[seat]) {
                state.hand[seat][card]++;
                state.played[card]--;
            }
            state.handSize[seat] = setup.hands()[seat].length;
        }
        for (int card : setup.pack()) {
            state.played[card]--;
        }
        state.pack = setup.pack().clone();
        state.packLeft = state.pack.length;
        state.position[0] = setup.positions()[0];
        state.position[1] = setup.positions()[1];
        return state;
    }

    /** Deals a new bout: a shuffled pack and five cards each at a box deal, five face down each at a table deal. */
    private void deal() {
        Arrays.fill(played, 0);
        position[0] = 1;
        position[1] = SQUARES;
        attacker = NONE;
        packOut = false;
        phase = Phase.TURN;
        current = starter;
        handSize[0] = Cards.HAND;
        handSize[1] = Cards.HAND;
        packLeft = Cards.PACK - 2 * Cards.HAND;
        if (table) {
            return;
        }
        pack = Cards.pack();
        rng.shuffle(pack);
        Arrays.fill(hand[0], 0);
        Arrays.fill(hand[1], 0);
        for (int i = 0; i < 2 * Cards.HAND; i++) {
            hand[i / Cards.HAND][pack[i]]++;
        }
        packNext = 2 * Cards.HAND;
    }

    @Override
    public EnGardeGame game() {
        return game;
    }

    @Override
    public Seats toMove() {
        return switch (phase) {
            case OVER -> Seats.NONE;
            case SHOW -> Seats.CHANCE;
            default -> Seats.ofBits(1 << current);
        };
    }

    @Override
    public boolean isOver() {
        return phase == Phase.OVER;
    }

    @Override
    public boolean knowsHand(int seat) {
        return !table;
    }

    private int distance() {
        return position[1] - position[0];
    }

    /** Squares behind the seat's fencer. */
    private int behind(int seat) {
        return seat == 0 ? position[0] - 1 : SQUARES - position[1];
    }

    /** How many cards of the value the seat may play: its own at a box deal; at a table deal, as many as are unplayed. */
    private int held(int seat, int card) {
        return table ? Math.min(Cards.COPIES - played[card], handSize[seat]) : hand[seat][card];
    }

    private boolean holds(int seat, int card, int count) {
        return count <= handSize[seat] && held(seat, card) >= count;
    }

    // Listing moves

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat == CHANCE) {
            return phase == Phase.SHOW ? cardsToShow(out) : 0;
        }
        if (phase == Phase.OVER || phase == Phase.SHOW || seat != current) {
            return 0;
        }
        int n = actions(seat, out);
        if (phase == Phase.LAST_CHANCE || table || n == 0) {
            // A pass leads the list: it is move 0.
            System.arraycopy(out, 0, out, 1, n);
            out[0] = EnGardeMove.PASS;
            n++;
        }
        return n;
    }

    /** The seat's moves that play cards, ascending. */
    private int actions(int seat, int[] out) {
        return switch (phase) {
            case TURN, AFTER_PARRY -> turnActions(seat, out);
            case DEFEND -> defences(seat, out);
            case LAST_CHANCE -> attacks(seat, distance(), 1, out, 0);
            default -> 0;
        };
    }

    private int turnActions(int seat, int[] out) {
        int n = 0;
        int distance = distance();
        for (int card = 1; card <= Cards.VALUES && card < distance; card++) {
            if (holds(seat, card, 1)) {
                out[n++] = EnGardeMove.ADVANCE + card - 1;
            }
        }
        n = retreats(seat, out, n);
        n = attacks(seat, distance, game.everyAttackHits() ? 1 : Cards.HAND, out, n);
        if (game.advanceAndAttack()) {
            for (int step = 1; step <= Cards.VALUES && step < distance; step++) {
                int card = distance - step;
                if (card > Cards.VALUES || !holds(seat, step, 1)) {
                    continue;
                }
                for (int count = 1; count <= Cards.HAND; count++) {
                    if (holds(seat, card, step == card ? count + 1 : count) && count + 1 <= handSize[seat]) {
                        out[n++] = EnGardeMove.ADVANCE_ATTACK + ((step - 1) * 5 + card - 1) * 5 + count - 1;
                    }
                }
            }
        }
        return n;
    }

    private int retreats(int seat, int[] out, int n) {
        int room = behind(seat);
        for (int card = 1; card <= Cards.VALUES && card <= room; card++) {
            if (holds(seat, card, 1)) {
                out[n++] = EnGardeMove.RETREAT + card - 1;
            }
        }
        return n;
    }

    private int attacks(int seat, int distance, int most, int[] out, int n) {
        if (distance > Cards.VALUES) {
            return n;
        }
        for (int count = 1; count <= most && holds(seat, distance, count); count++) {
            out[n++] = EnGardeMove.ATTACK + (distance - 1) * 5 + count - 1;
        }
        return n;
    }

    private int defences(int seat, int[] out) {
        int n = attackIndirect ? retreats(seat, out, 0) : 0;
        if (attackCount > handSize[seat]) {
            return n;
        }
        if (!game.parryBySum) {
            if (held(seat, attackCard) >= attackCount) {
                out[n++] = EnGardeMove.PARRY + attackCount * Cards.weight(attackCard);
            }
            return n;
        }
        int first = n;
        n = sums(seat, 1, attackCount, attackCount * attackCard, 0, out, n);
        Arrays.sort(out, first, n);
        return n;
    }

    /** Every parry of {@code left} more cards from {@code from} up adding up to {@code total}, by number. */
    private int sums(int seat, int from, int left, int total, int code, int[] out, int n) {
        if (left == 0) {
            if (total == 0) {
                out[n++] = EnGardeMove.PARRY + code;
            }
            return n;
        }
        for (int card = from; card <= Cards.VALUES && card * left <= total; card++) {
            if (card + Cards.VALUES * (left - 1) < total) {
                continue;
            }
            picked[card]++;
            if (picked[card] <= held(seat, card)) {
                n = sums(seat, card, left - 1, total - card, code + Cards.weight(card), out, n);
            }
            picked[card]--;
        }
        return n;
    }

    /** The cards the table may show: any value not all played or shown. */
    private int cardsToShow(int[] out) {
        int n = 0;
        for (int card = 1; card <= Cards.VALUES; card++) {
            if (unshown(card) > 0) {
                out[n++] = card;
            }
        }
        return n;
    }

    private int unshown(int card) {
        return Cards.COPIES - played[card] - shown[0][card] - shown[1][card];
    }

    // Refusals

    @Override
    public Refusal refusal(int seat, int move) {
        if (seat == CHANCE) {
            return showRefusal(move);
        }
        if (seat != 0 && seat != 1) {
            return Refusal.of(EnGardeRefusal.NO_SUCH_SEAT, seat);
        }
        if (phase == Phase.OVER) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (phase == Phase.SHOW) {
            return Refusal.of(EnGardeRefusal.SHOW_HANDS);
        }
        if (seat != current) {
            return Refusal.of(CommonRefusal.NOT_YOUR_TURN, game.seat(current));
        }
        if (move < 0 || move >= EnGardeMove.LIMIT || move == EnGardeMove.PARRY) {
            return Refusal.of(EnGardeRefusal.NO_SUCH_MOVE, move);
        }
        if (move >= EnGardeMove.PARRY) {
            return parryRefusal(seat, move);
        }
        if (move == EnGardeMove.PASS) {
            return passRefusal(seat);
        }
        boolean attack = move >= EnGardeMove.ATTACK && move < EnGardeMove.ADVANCE_ATTACK;
        boolean retreat = move >= EnGardeMove.RETREAT && move < EnGardeMove.ATTACK;
        if (phase == Phase.LAST_CHANCE && !attack) {
            return Refusal.of(EnGardeRefusal.LAST_CHANCE, game.seat(seat));
        }
        if (phase == Phase.DEFEND && !retreat) {
            return Refusal.of(EnGardeRefusal.UNDER_ATTACK, game.seat(seat));
        }
        Arrays.fill(need, 0);
        int distance = distance();
        if (move < EnGardeMove.RETREAT) {
            int card = move - EnGardeMove.ADVANCE + 1;
            if (card >= distance) {
                return Refusal.of(EnGardeRefusal.PAST_OPPONENT, card, distance);
            }
            need[card]++;
        } else if (retreat) {
            int card = move - EnGardeMove.RETREAT + 1;
            if (phase == Phase.DEFEND && !attackIndirect) {
                return Refusal.of(EnGardeRefusal.NO_RETREAT_FROM_DIRECT);
            }
            if (card > behind(seat)) {
                return Refusal.of(EnGardeRefusal.OFF_PISTE, card, behind(seat));
            }
            need[card]++;
        } else if (attack) {
            int card = (move - EnGardeMove.ATTACK) / 5 + 1;
            int count = (move - EnGardeMove.ATTACK) % 5 + 1;
            if (card != distance) {
                return Refusal.of(EnGardeRefusal.ATTACK_DISTANCE, distance, card);
            }
            if (count > 1 && (game.everyAttackHits() || phase == Phase.LAST_CHANCE)) {
                return Refusal.of(EnGardeRefusal.ONE_CARD_ATTACK);
            }
            need[card] += count;
        } else {
            int i = move - EnGardeMove.ADVANCE_ATTACK;
            int step = i / 25 + 1;
            int card = i / 5 % 5 + 1;
            if (!game.advanceAndAttack()) {
                return Refusal.of(EnGardeRefusal.NO_ADVANCE_ATTACK);
            }
            if (step >= distance) {
                return Refusal.of(EnGardeRefusal.PAST_OPPONENT, step, distance);
            }
            if (card != distance - step) {
                return Refusal.of(EnGardeRefusal.ATTACK_DISTANCE, distance - step, card);
            }
            need[step]++;
            need[card] += i % 5 + 1;
        }
        return cardsRefusal(seat);
    }

    private Refusal passRefusal(int seat) {
        if (phase == Phase.LAST_CHANCE || table) {
            return null;
        }
        return actions(seat, new int[EnGardeGame.MAX_LEGAL_MOVES]) > 0 ? Refusal.of(EnGardeRefusal.CAN_PLAY, game.seat(seat)) : null;
    }

    private Refusal parryRefusal(int seat, int move) {
        int code = move - EnGardeMove.PARRY;
        int count = 0;
        int total = 0;
        for (int card = 1; card <= Cards.VALUES; card++) {
            need[card] = code / Cards.weight(card) % 6;
            count += need[card];
            total += card * need[card];
        }
        need[0] = 0;
        if (count > Cards.HAND) {
            return Refusal.of(EnGardeRefusal.NO_SUCH_MOVE, move);
        }
        if (phase != Phase.DEFEND) {
            return Refusal.of(EnGardeRefusal.NOT_ATTACKED);
        }
        if (count != attackCount) {
            return Refusal.of(EnGardeRefusal.PARRY_COUNT, attackCount);
        }
        if (game.parryBySum) {
            if (total != attackCount * attackCard) {
                return Refusal.of(EnGardeRefusal.PARRY_SUM, attackCount, attackCount * attackCard);
            }
        } else if (need[attackCard] != attackCount) {
            return Refusal.of(EnGardeRefusal.PARRY_VALUE, attackCount, attackCard);
        }
        return cardsRefusal(seat);
    }

    /** Why the seat cannot play the cards in {@link #need}, or null if it can. */
    private Refusal cardsRefusal(int seat) {
        int count = 0;
        for (int card = 1; card <= Cards.VALUES; card++) {
            count += need[card];
        }
        if (count > handSize[seat]) {
            return Refusal.of(EnGardeRefusal.HAND_TOO_SMALL, game.seat(seat), handSize[seat]);
        }
        for (int card = 1; card <= Cards.VALUES; card++) {
            if (need[card] > held(seat, card)) {
                return table ? Refusal.of(EnGardeRefusal.ALL_PLAYED, card, Cards.COPIES - played[card])
                        : Refusal.of(EnGardeRefusal.CARDS_NOT_HELD, game.seat(seat), cardsText());
            }
        }
        return null;
    }

    private String cardsText() {
        List<String> cards = new ArrayList<>();
        for (int card = 1; card <= Cards.VALUES; card++) {
            for (int k = 0; k < need[card]; k++) {
                cards.add(Integer.toString(card));
            }
        }
        return String.join(" ", cards);
    }

    private Refusal showRefusal(int card) {
        if (phase == Phase.OVER) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        if (phase != Phase.SHOW) {
            return Refusal.of(CommonRefusal.NO_REVEAL_DUE, current);
        }
        if (card < 1 || card > Cards.VALUES) {
            return Refusal.of(EnGardeRefusal.NO_SUCH_CARD, card);
        }
        return unshown(card) > 0 ? null : Refusal.of(EnGardeRefusal.ALL_PLAYED, card, 0);
    }

    // Playing moves

    @Override
    public void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        // Events are records: build them only for a caller that listens, so playouts allocate nothing.
        EventSink report = events == EventSink.DISCARD ? null : events;
        if (seat == CHANCE) {
            show(move, report);
            return;
        }
        if (move >= EnGardeMove.PARRY) {
            parry(seat, report);
            return;
        }
        int distance = distance();
        if (move == EnGardeMove.PASS) {
            passed(seat, report);
        } else if (move < EnGardeMove.RETREAT) {
            step(seat, move - EnGardeMove.ADVANCE + 1, report);
            endTurn(seat, report);
        } else if (move < EnGardeMove.ATTACK) {
            attacker = NONE;
            step(seat, -(move - EnGardeMove.RETREAT + 1), report);
            endTurn(seat, report);
        } else if (move < EnGardeMove.ADVANCE_ATTACK) {
            int count = (move - EnGardeMove.ATTACK) % 5 + 1;
            take(seat, distance, count);
            if (report != null) {
                report.accept(new Attacked(seat, distance, count, false));
            }
            if (game.everyAttackHits() || phase == Phase.LAST_CHANCE || phase == Phase.AFTER_PARRY && game.ripostesHit) {
                boutOver(seat, BoutEnd.HIT, report);
                return;
            }
            threaten(seat, distance, count, false);
            endTurn(seat, report);
        } else {
            int i = move - EnGardeMove.ADVANCE_ATTACK;
            int card = i / 5 % 5 + 1;
            int count = i % 5 + 1;
            step(seat, i / 25 + 1, report);
            take(seat, card, count);
            if (report != null) {
                report.accept(new Attacked(seat, card, count, true));
            }
            threaten(seat, card, count, true);
            endTurn(seat, report);
        }
    }

    private void passed(int seat, EventSink report) {
        if (report != null) {
            report.accept(new Passed(seat));
        }
        switch (phase) {
            case LAST_CHANCE -> byAdvance(report);
            case DEFEND -> boutOver(attacker, BoutEnd.HIT, report);
            default -> boutOver(1 - seat, BoutEnd.STUCK, report);
        }
    }

    /** Moves the seat's fencer {@code squares} toward the other (back if negative), playing the card. */
    private void step(int seat, int squares, EventSink report) {
        int card = Math.abs(squares);
        take(seat, card, 1);
        int from = position[seat];
        position[seat] += seat == 0 ? squares : -squares;
        if (report != null) {
            report.accept(new Moved(seat, card, from, position[seat]));
        }
    }

    private void take(int seat, int card, int count) {
        if (!table) {
            hand[seat][card] -= count;
        }
        handSize[seat] -= count;
        played[card] += count;
    }

    private void threaten(int seat, int card, int count, boolean indirect) {
        attacker = seat;
        attackCard = card;
        attackCount = count;
        attackIndirect = indirect;
    }

    private void parry(int seat, EventSink report) {
        // need holds the parry's cards, from the refusal check.
        List<Integer> cards = report == null ? null : new ArrayList<>();
        for (int card = 1; card <= Cards.VALUES; card++) {
            if (need[card] > 0) {
                take(seat, card, need[card]);
                if (cards != null) {
                    for (int k = 0; k < need[card]; k++) {
                        cards.add(card);
                    }
                }
            }
        }
        attacker = NONE;
        if (report != null) {
            report.accept(new Parried(seat, List.copyOf(cards)));
        }
        if (packOut) {
            showdown(report);
        } else {
            phase = Phase.AFTER_PARRY;
        }
    }

    /** The seat's turn is over: it draws back up to five; then the attack is answered, the pack's end resolved, or the other moves. */
    private void endTurn(int seat, EventSink report) {
        draw(seat, report);
        if (attacker != NONE) {
            phase = Phase.DEFEND;
            current = 1 - seat;
        } else if (packOut) {
            current = 1 - seat;
            showdown(report);
        } else {
            phase = Phase.TURN;
            current = 1 - seat;
        }
    }

    private void draw(int seat, EventSink report) {
        int count = Math.min(Cards.HAND - handSize[seat], packLeft);
        if (count == 0) {
            return;
        }
        if (!table) {
            for (int i = 0; i < count; i++) {
                hand[seat][pack[packNext++]]++;
            }
        }
        handSize[seat] += count;
        packLeft -= count;
        if (report != null) {
            report.accept(new CardsDrawn(seat, count, packLeft));
        }
        if (packLeft == 0) {
            packOut = true;
            if (report != null) {
                report.accept(new PackOut(seat));
            }
        }
    }

    /**
     * The pack is out and no attack is in play. The basic game: the fencer who did not draw the
     * last card ({@link #current}) has one last chance to attack. Otherwise, within reach, the
     * hands are compared (shown by the table first at a table deal); else the advances.
     */
    private void showdown(EventSink report) {
        attacker = NONE;
        if (game.everyAttackHits()) {
            phase = Phase.LAST_CHANCE;
            return;
        }
        if (distance() > Cards.VALUES) {
            byAdvance(report);
            return;
        }
        shown = new int[2][Cards.VALUES + 1];
        if (table) {
            showSeat = handSize[0] > 0 ? 0 : 1;
            phase = Phase.SHOW;
            if (handSize[0] + handSize[1] == 0) {
                compareHands(report);
            }
            return;
        }
        shown[0] = hand[0].clone();
        shown[1] = hand[1].clone();
        compareHands(report);
    }

    private void show(int card, EventSink report) {
        shown[showSeat][card]++;
        if (report != null) {
            report.accept(new CardShown(showSeat, card));
        }
        if (count(shown[showSeat]) == handSize[showSeat]) {
            if (showSeat == 0 && handSize[1] > 0) {
                showSeat = 1;
            } else {
                compareHands(report);
            }
        }
    }

    private static int count(int[] cards) {
        int n = 0;
        for (int c : cards) {
            n += c;
        }
        return n;
    }

    private void compareHands(EventSink report) {
        if (report != null) {
            report.accept(new HandsShown(List.of(cardList(shown[0]), cardList(shown[1]))));
        }
        int distance = distance();
        if (shown[0][distance] != shown[1][distance]) {
            boutOver(shown[0][distance] > shown[1][distance] ? 0 : 1, BoutEnd.CARDS, report);
        } else {
            byAdvance(report);
        }
    }

    private void byAdvance(EventSink report) {
        int advanced0 = position[0] - 1;
        int advanced1 = SQUARES - position[1];
        if (advanced0 == advanced1) {
            boutOver(NONE, BoutEnd.DRAW, report);
        } else {
            boutOver(advanced0 > advanced1 ? 0 : 1, BoutEnd.ADVANCE, report);
        }
    }

    private void boutOver(int winner, BoutEnd end, EventSink report) {
        attacker = NONE;
        if (winner != NONE) {
            wins[winner]++;
        }
        lastBout = bout;
        lastWinner = winner;
        lastEnd = end;
        if (report != null) {
            report.accept(new BoutWon(bout, winner, end, boxed(wins), boxed(position)));
        }
        if (winner != NONE && wins[winner] == game.boutsToWin) {
            phase = Phase.OVER;
            if (report != null) {
                report.accept(new MatchWon(winner, boxed(wins)));
            }
            return;
        }
        bout++;
        starter = 1 - starter;
        deal();
        if (report != null) {
            report.accept(new BoutStarted(bout, starter));
        }
    }

    // Notation and typed moves

    @Override
    public int parseMove(int seat, String text) {
        return seat == CHANCE ? EnGardeMove.parseReveal(text) : EnGardeMove.parse(text).number();
    }

    @Override
    public String formatMove(int seat, int move) {
        return seat == CHANCE ? Integer.toString(move) : EnGardeMove.of(move).notation();
    }

    @Override
    public Move move(int seat, int move) {
        return seat == CHANCE ? new Move.Reveal(move) : EnGardeMove.of(move);
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof EnGardeMove play) {
            return play.number();
        }
        if (move instanceof Move.Reveal reveal) {
            return reveal.card();
        }
        throw new IllegalArgumentException(move + " is no En Garde move");
    }

    // What is seen

    @Override
    public int[] scores() {
        return wins.clone();
    }

    @Override
    public View view(int audience) {
        List<Integer> ownHand = (audience == 0 || audience == 1) && !table ? cardList(hand[audience]) : null;
        List<Integer> playedCounts = new ArrayList<>(Cards.VALUES);
        for (int card = 1; card <= Cards.VALUES; card++) {
            playedCounts.add(played[card]);
        }
        boolean seatToMove = phase != Phase.OVER && phase != Phase.SHOW;
        return new EnGardeView(audience, SQUARES, boxed(position), ownHand, boxed(handSize), packLeft, List.copyOf(playedCounts), phase,
                seatToMove ? current : null, attacker == NONE ? null : new EnGardeView.PendingAttack(attacker, attackCard, attackCount, attackIndirect),
                bout, starter, boxed(wins), game.boutsToWin, lastEnd == null ? null : new EnGardeView.LastBout(lastBout, lastWinner, lastEnd),
                shown == null ? null : List.of(cardList(shown[0]), cardList(shown[1])), phase == Phase.OVER, boxed(wins));
    }

    private static List<Integer> cardList(int[] counts) {
        List<Integer> cards = new ArrayList<>();
        for (int card = 1; card <= Cards.VALUES; card++) {
            for (int k = 0; k < counts[card]; k++) {
                cards.add(card);
            }
        }
        return List.copyOf(cards);
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    /** How many cards of the value the seat holds (a box deal); for the bots and tests. */
    int holding(int seat, int card) {
        return hand[seat][card];
    }

    @Override
    public EnGardeState copy() {
        return new EnGardeState(this);
    }

    /**
     * The other seat's hand and the pack's order are hidden from the seat: the cards it has not
     * seen (neither played this bout nor in its own hand) are redrawn from {@code rng} between the
     * other hand and the pack, and so is the generator of the bouts to come. At a table deal the
     * box holds no hand to hide.
     */
    @Override
    public EnGardeState determinize(int seat, SeededRandom sampler) {
        EnGardeState copy = new EnGardeState(this);
        if (table || phase == Phase.OVER) {
            return copy;
        }
        copy.rng = new SeededRandom(sampler.nextLong());
        int other = 1 - seat;
        int[] unseen = new int[handSize[other] + packLeft];
        int n = 0;
        for (int card = 1; card <= Cards.VALUES; card++) {
            for (int k = Cards.COPIES - played[card] - hand[seat][card]; k > 0; k--) {
                unseen[n++] = card;
            }
        }
        sampler.shuffle(unseen);
        Arrays.fill(copy.hand[other], 0);
        for (int i = 0; i < handSize[other]; i++) {
            copy.hand[other][unseen[i]]++;
        }
        for (int i = 0; i < packLeft; i++) {
            copy.pack[packNext + i] = unseen[handSize[other] + i];
        }
        return copy;
    }
}
