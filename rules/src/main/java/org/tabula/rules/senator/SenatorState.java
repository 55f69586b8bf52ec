package org.tabula.rules.senator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.tabula.rules.Refusal;
import org.tabula.rules.CommonRefusal;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Seats;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.senator.SenatorEvent.BannerPlaced;
import org.tabula.rules.senator.SenatorEvent.CardPushed;
import org.tabula.rules.senator.SenatorEvent.CardsRevealed;
import org.tabula.rules.senator.SenatorEvent.GameEnded;

/**
 * A Senator game in play ({@link Moves} says how moves are numbered). Kept in a few ints for
 * the random playouts the bots run: the board as one card code per cell, hands, occupied
 * squares and full lines as bit masks, the last two kept up to date as squares fill; nothing
 * is allocated per move unless someone listens to the events.
 */
public final class SenatorState implements GameState {
    private static final int NOBODY = -1;
    private static final Pattern BANNER_MOVE = Pattern.compile("banner@(\\d)(\\d)", Pattern.CASE_INSENSITIVE);
    private static final Pattern CARD_MOVE = Pattern.compile("(\\d{1,2})@([DURL])(\\d)", Pattern.CASE_INSENSITIVE);

    private final SenatorGame game;
    /** The card code on each cell ({@link CardCode}); corners stay empty. */
    private final int[] board;
    /** For each seat, the values it still holds, as bits. */
    private final int[] hands;
    /** The seat that pushes the first card. */
    private final int first;
    /** The occupied cells, as bits. */
    private int occupied;
    /** The lines whose squares are all full, as bits (see {@link Board#lineOf}). */
    private int fullLines;
    /** The seat to move, or NOBODY once the game is over. */
    private int toMove;
    private boolean bannerToPlace;
    private int cardsInHands;

    SenatorState(SenatorGame game, int first) {
        this.game = game;
        this.board = new int[Board.CELLS];
        this.hands = new int[game.players()];
        Arrays.fill(hands, game.fullHand);
        this.first = first;
        this.bannerToPlace = game.hasBanner;
        // Two players: the seat that does not start places the banner (the source text: "the other player").
        this.toMove = game.hasBanner ? 1 - first : first;
        this.cardsInHands = game.players() * game.highestCard;
    }

    private SenatorState(SenatorState other) {
        this.game = other.game;
        this.board = other.board.clone();
        this.hands = other.hands.clone();
        this.first = other.first;
        this.occupied = other.occupied;
        this.fullLines = other.fullLines;
        this.toMove = other.toMove;
        this.bannerToPlace = other.bannerToPlace;
        this.cardsInHands = other.cardsInHands;
    }

    @Override
    public SenatorGame game() {
        return game;
    }

    @Override
    public Seats toMove() {
        return toMove == NOBODY ? Seats.NONE : Seats.only(toMove);
    }

    @Override
    public boolean isOver() {
        return toMove == NOBODY;
    }

    @Override
    public int legalMoves(int seat, int[] out) {
        if (seat != toMove || toMove == NOBODY) {
            return 0;
        }
        if (bannerToPlace) {
            int n = 0;
            for (int cell : Board.SQUARE_CELLS) {
                if ((occupied & 1 << cell) == 0) {
                    out[n++] = Moves.banner(cell);
                }
            }
            return n;
        }
        return Moves.listCardMoves(hands[seat], fullLines, out);
    }

    @Override
    public Refusal refusal(int seat, int move) {
        int players = game.players();
        if (seat < 0 || seat >= players) {
            return Refusal.of(SenatorRefusal.NO_SUCH_SEAT, players, players - 1, seat);
        }
        if (toMove == NOBODY) {
            return Refusal.of(CommonRefusal.GAME_OVER);
        }
        boolean bannerMove = Moves.isBanner(move);
        if (Moves.isMalformed(move)) {
            return Refusal.of(SenatorRefusal.NOT_A_MOVE, move);
        }
        if (bannerToPlace) {
            if (seat != toMove) {
                return Refusal.of(SenatorRefusal.OTHER_PLACES_BANNER, game.seat(toMove));
            }
            if (!bannerMove) {
                return Refusal.of(SenatorRefusal.PLACE_BANNER_FIRST);
            }
            if (!Board.isSquare(move)) {
                return Refusal.of(SenatorRefusal.CORNER, Board.squareName(move));
            }
            return null;
        }
        if (seat != toMove) {
            return Refusal.of(CommonRefusal.NOT_YOUR_TURN, game.seat(toMove));
        }
        if (bannerMove) {
            return Refusal.of(game.hasBanner ? SenatorRefusal.BANNER_PLACED : SenatorRefusal.NO_BANNER);
        }
        int value = Moves.value(move);
        int entry = Moves.entry(move);
        if (value > game.highestCard) {
            return Refusal.of(SenatorRefusal.NO_SUCH_CARD, value, game.highestCard);
        }
        if ((hands[seat] & 1 << value) == 0) {
            return Refusal.of(SenatorRefusal.NO_CARD_LEFT, value);
        }
        if ((fullLines & 1 << Board.lineOf(entry)) != 0) {
            return Refusal.of(SenatorRefusal.LINE_FULL, Board.entryName(entry), Board.describeLine(entry));
        }
        return null;
    }

    @Override
    public void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        if (bannerToPlace) {
            placeBanner(seat, move, events);
        } else {
            push(seat, Moves.value(move), Moves.entry(move), events);
        }
    }

    private void placeBanner(int seat, int cell, EventSink events) {
        board[cell] = CardCode.BANNER;
        occupy(cell);
        bannerToPlace = false;
        toMove = first;
        // Playouts pass DISCARD: skip building events nobody reads.
        if (events != EventSink.DISCARD) {
            events.accept(new BannerPlaced(seat, Moves.typedSquare(cell), game.hidden));
        }
    }

    private void push(int seat, int value, int entry, EventSink events) {
        int[] line = Board.ENTRY_LINE[entry];
        int end = 0;
        while (board[line[end]] != CardCode.EMPTY) {
            end++;
        }
        for (int i = end; i > 0; i--) {
            board[line[i]] = board[line[i - 1]];
        }
        int code = CardCode.of(seat, value);
        board[line[0]] = code;
        occupy(line[end]);
        hands[seat] &= ~(1 << value);
        cardsInHands--;
        if (events != EventSink.DISCARD) {
            List<SenatorMove.Square> chain = new ArrayList<>(end);
            for (int i = 0; i < end; i++) {
                chain.add(Moves.typedSquare(line[i]));
            }
            BoardCard card = game.hidden ? new BoardCard.FaceDown() : BoardCard.of(code);
            events.accept(new CardPushed(seat, card, Moves.typedEntry(entry), Moves.typedSquare(line[0]), chain));
        }
        if (cardsInHands == 0) {
            finish(events);
        } else {
            toMove = (seat + 1) % game.players();
        }
    }

    /** Marks a cell filled, and its row and column full once they are. */
    private void occupy(int cell) {
        occupied |= 1 << cell;
        closeIfFull(Board.ROW_LINE[cell]);
        closeIfFull(Board.COLUMN_LINE[cell]);
    }

    private void closeIfFull(int line) {
        int cells = Board.LINE_CELLS[line];
        if ((occupied & cells) == cells) {
            fullLines |= 1 << line;
        }
    }

    private void finish(EventSink events) {
        toMove = NOBODY;
        if (events != EventSink.DISCARD) {
            if (game.hidden) {
                events.accept(new CardsRevealed(boardNames(false)));
            }
            events.accept(new GameEnded(list(scores()), list(winners().toArray())));
        }
    }

    @Override
    public int parseMove(int seat, String text) {
        String trimmed = text.trim();
        Matcher banner = BANNER_MOVE.matcher(trimmed);
        if (banner.matches()) {
            return bannerMove(text, banner.group(1).charAt(0) - '0', banner.group(2).charAt(0) - '0');
        }
        Matcher card = CARD_MOVE.matcher(trimmed);
        if (card.matches()) {
            int entry = Board.entryNamed(Character.toUpperCase(card.group(2).charAt(0)), card.group(3).charAt(0) - '0');
            if (entry < 0) {
                throw new MoveSyntaxException("'" + text + "' names no entry: a line index goes from 0 to 4, such as D1");
            }
            int value = Integer.parseInt(card.group(1));
            if (value == 0) {
                throw new MoveSyntaxException("'" + text + "' names no card: the cards go from 1 up, such as 7@D1");
            }
            return Moves.card(value, entry);
        }
        throw new MoveSyntaxException("'" + text + "' is not a Senator move: push a card with <value>@<entry>, such as 7@D1"
                + " (entries D0-D4, U0-U4, R0-R4, L0-L4), or place the banner with banner@<square>, such as banner@22");
    }

    private static int bannerMove(String text, int row, int column) {
        if (row >= Board.SIZE || column >= Board.SIZE) {
            throw new MoveSyntaxException("'" + text + "' names no square: a square is its row and column, each 0 to 4, such as 22");
        }
        return Moves.banner(row * Board.SIZE + column);
    }

    @Override
    public String formatMove(int seat, int move) {
        return Moves.format(move);
    }

    @Override
    public SenatorMove move(int seat, int move) {
        return Moves.typed(move);
    }

    @Override
    public int moveNumber(int seat, Move move) {
        if (move instanceof SenatorMove senatorMove) {
            return Moves.number(senatorMove);
        }
        throw new IllegalArgumentException(move + " is no Senator move");
    }

    /** Each seat's Senate total for the board as it stands (final once over). */
    @Override
    public int[] scores() {
        return game.scoring.totals(board, game.players());
    }

    @Override
    public SenatorView view(int audience) {
        int players = game.players();
        if (audience != TABLE && (audience < 0 || audience >= players)) {
            throw new IllegalArgumentException("no seat " + audience + " in a " + players + "-player game");
        }
        boolean over = isOver();
        boolean faceDown = game.hidden && !over;
        List<Integer> handSizes = new ArrayList<>();
        List<List<Integer>> allHands = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            handSizes.add(Integer.bitCount(hands[seat]));
            allHands.add(hand(seat));
        }
        SenatorView.Phase phase = over ? SenatorView.Phase.OVER : bannerToPlace ? SenatorView.Phase.BANNER : SenatorView.Phase.PUSH;
        return new SenatorView(audience, players, phase, toMove, boardNames(faceDown), List.copyOf(handSizes),
                audience == TABLE ? null : hand(audience), faceDown ? null : List.copyOf(allHands), faceDown,
                faceDown ? null : list(scores()), over, list(winners().toArray()));
    }

    /** The occupied squares in reading order, each with its card or face down. */
    private Map<String, BoardCard> boardNames(boolean faceDown) {
        Map<String, BoardCard> names = new LinkedHashMap<>();
        for (int cell : Board.SQUARE_CELLS) {
            if (board[cell] != CardCode.EMPTY) {
                names.put(Board.squareName(cell), faceDown ? new BoardCard.FaceDown() : BoardCard.of(board[cell]));
            }
        }
        return names;
    }

    /** The values the seat still holds, ascending. */
    private List<Integer> hand(int seat) {
        List<Integer> values = new ArrayList<>();
        for (int rest = hands[seat]; rest != 0; rest &= rest - 1) {
            values.add(Integer.numberOfTrailingZeros(rest));
        }
        return List.copyOf(values);
    }

    private static List<Integer> list(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    /**
     * The true card code on every cell, face-down cards included: for this package's tests,
     * which check that views and determinised states hide what they must. Everything else
     * looks at a game through {@link #view}.
     */
    int[] cells() {
        return board.clone();
    }

    @Override
    public SenatorState copy() {
        return new SenatorState(this);
    }

    /**
     * In the hidden game, redraws what the seat has not seen: the values of every other seat's
     * cards, on the board and in hand. What a seat at the table has seen stays: who pushed each
     * card in where (so every square's owner and the banner's square, which the chain pushes
     * decide), and its own cards. For {@link #TABLE}, every seat's values are redrawn. Open
     * games hide nothing, so they are copied as they are.
     */
    @Override
    public SenatorState determinize(int seat, SeededRandom rng) {
        SenatorState copy = new SenatorState(this);
        if (!game.hidden || isOver()) {
            return copy;
        }
        int[] cells = new int[Board.SQUARES];
        int[] values = new int[game.highestCard];
        for (int other = 0; other < game.players(); other++) {
            if (other == seat) {
                continue;
            }
            int onBoard = 0;
            for (int cell : Board.SQUARE_CELLS) {
                if (board[cell] != CardCode.EMPTY && CardCode.owner(board[cell]) == other) {
                    values[onBoard] = CardCode.value(board[cell]);
                    cells[onBoard++] = cell;
                }
            }
            int unseen = onBoard;
            for (int rest = hands[other]; rest != 0; rest &= rest - 1) {
                values[unseen++] = Integer.numberOfTrailingZeros(rest);
            }
            // Sorted first, so the sample depends only on what the seat knows and on rng: shuffling
            // the real order would let anyone who knows rng undo the shuffle and read the cards.
            Arrays.sort(values, 0, unseen);
            rng.shuffle(values, unseen);
            for (int i = 0; i < onBoard; i++) {
                copy.board[cells[i]] = CardCode.of(other, values[i]);
            }
            copy.hands[other] = 0;
            for (int i = onBoard; i < unseen; i++) {
                copy.hands[other] |= 1 << values[i];
            }
        }
        return copy;
    }
}
