package org.tabula.firmware.console;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.ButtonList;
import org.tabula.firmware.play.Chooser;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MovePick;
import org.tabula.firmware.play.Pick;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.Refusal;
import org.tabula.rules.Seats;

/**
 * The buttons while a game is in play: which person's turn they serve, the list of that seat's
 * legal moves ({@link Chooser}) and the {@link Pick} open over it or after a tap. What they choose
 * goes to the {@link Mover}, which tells {@link #moved} once the move is made.
 *
 * <p>OK opens the list of the seat's legal moves with no line chosen (LEFT/RIGHT open it at the
 * last or first line), LEFT/RIGHT move through it, OK plays the chosen line, BACK closes it, PASS
 * plays the game's pass or end move: so OK pressed again and again never plays a move. When several people are to move
 * at once (Sumo), LEFT/RIGHT first pick whose turn the buttons serve. A tap plays its card at once
 * when it stands for one legal move, and opens a pick of those moves when it stands for several:
 * each button takes what the screen shows beside it, at most two presses (Senator's entries are
 * walked round the board with an arrow instead, {@link org.tabula.firmware.play.Walk}). A group in
 * the list (a Senator card) opens the same pick as a tap of it.
 */
final class PlayButtons {
    private final ConsoleContext context;
    private final Match match;
    private final GameAdapter adapter;
    private final PlayScreens screens;
    private final Notice notice;
    private final Mover mover;
    private Chooser chooser;
    /** A pick open over the list (or on its own after a tap); it takes the buttons first. */
    private MovePick pick;
    /** The card whose tap opened the {@link #pick}, which the move chosen there is made with; null if the buttons opened it. */
    private Card pickTapped;
    private int seat;

    PlayButtons(ConsoleContext context, Match match, GameAdapter adapter, PlayScreens screens, Notice notice, Mover mover) {
        this.context = context;
        this.match = match;
        this.adapter = adapter;
        this.screens = screens;
        this.notice = notice;
        this.mover = mover;
    }

    private GameState state() {
        return match.state();
    }

    /** The seat the buttons serve. */
    int seat() {
        return seat;
    }

    Chooser chooser() {
        return chooser;
    }

    MovePick pick() {
        return pick;
    }

    /** Whether a list or a pick is open (then BACK closes it rather than pausing). */
    boolean open() {
        return pick != null || chooser != null;
    }

    /** The people's seats to move. */
    Seats people() {
        int bits = 0;
        Seats toMove = state().toMove();
        for (int seat = toMove.first(); seat >= 0; seat = toMove.next(seat)) {
            if (!match.isBot(seat)) {
                bits |= 1 << seat;
            }
        }
        return Seats.ofBits(bits);
    }

    /** A new turn or game: nothing open, the buttons serve the first person to move. */
    void turnBegins() {
        chooser = null;
        closePick();
        serveFirstPerson();
    }

    private void serveFirstPerson() {
        Seats people = people();
        seat = people.isEmpty() ? 0 : people.first();
    }

    /** Who may see the screen: the seat whose pick or list is open, else the table; the table's reveals are made in everyone's sight. */
    int audience() {
        int audience = pick != null ? pick.seat() : chooser != null ? chooser.seat() : GameState.TABLE;
        return audience == GameState.CHANCE ? GameState.TABLE : audience;
    }

    /** A button in play: the open pick takes it first, then the open list, else it serves the seat's turn. */
    void press(Button button, long nowNanos) {
        if (pick != null) {
            Pick.Outcome outcome = pick.press(button);
            if (outcome instanceof Pick.Chosen chosen) {
                mover.play(pick.seat(), chosen.move(), pickTapped, nowNanos);
            } else if (outcome instanceof Pick.Closed) {
                closePick();
            } else if (outcome instanceof Pick.Ignored) {
                // Answered, never refused: a press in a pick is no move, so it gets words and no red pulse.
                notice.tell(Text.of("console.pickKeys"), nowNanos);
            }
            return;
        }
        if (chooser != null) {
            switch (button) {
                case LEFT -> chooser.step(-1);
                case RIGHT -> chooser.step(1);
                case OK -> {
                    if (!chooser.chosen()) {
                        notice.refuse(Text.of("console.chooseLineFirst"), nowNanos);
                    } else if (!chooser.atGroups()) {
                        mover.play(chooser.seat(), chooser.chosenMove(), null, nowNanos);
                    } else {
                        choose(chooser.seat(), chooser.chosenGroupLabel(), chooser.chosenGroup(), null, nowNanos);
                    }
                }
                case BACK -> chooser = null;
                case PASS -> pass(chooser.seat(), nowNanos);
            }
            return;
        }
        Seats people = people();
        if (people.isEmpty()) {
            notice.refuse(Text.of("console.botsPlaying"), nowNanos);
            return;
        }
        switch (button) {
            case LEFT, RIGHT -> {
                if (people.size() > 1) {
                    seat = nextIn(people, seat, button == Button.RIGHT ? 1 : -1);
                    // The game's picture does not name whom the buttons serve: the press must show it.
                    notice.tell(screens.prompt(people, seat), nowNanos);
                } else {
                    allMoves(seat, button == Button.RIGHT ? 0 : -1, nowNanos);
                }
            }
            case OK -> allMoves(seat, Chooser.NONE, nowNanos);
            case PASS -> pass(seat, nowNanos);
            default -> { }
        }
    }

    /**
     * Shows a hint: the seat's list of every legal move opens with the cursor on the hinted one,
     * so OK plays it and LEFT/RIGHT look at the others; BACK closes it.
     */
    void showHint(int seat, int move) {
        int[] moves = state().legalMoves(seat);
        pick = null;
        chooser = Chooser.of(seat, moves, Math.max(0, Arrays.binarySearch(moves, move)));
        this.seat = seat;
    }

    /** A tap that plays: the list closes, and its one move is played with its card, or the pick of its moves opens. */
    void tapped(TapRouting.Plays tap, long nowNanos) {
        chooser = null;
        choose(tap.seat(), tap.what(), tap.moves(), tap.card(), nowNanos);
    }

    /**
     * After a move: the pick closes, and so does the list unless another seat's survives it; the
     * buttons serve the seat still browsing, else the first person to move.
     */
    void moved(int mover) {
        closePick();
        if (chooser != null && !stillOpen(chooser, mover)) {
            chooser = null;
        }
        if (chooser != null) {
            seat = chooser.seat();
        } else {
            serveFirstPerson();
        }
    }

    /** Opens every legal move of the seat as the buttons offer them ({@link ButtonList}). */
    private void allMoves(int seat, int cursor, long nowNanos) {
        ButtonList list = ButtonList.of(adapter, state(), seat);
        if (list.moves().length == 0) {
            notice.refuse(Text.of("console.tapHandCard", screens.seatName(seat)), nowNanos);
        } else if (list.groups() == null) {
            chooser = Chooser.of(seat, list.moves(), cursor);
        } else if (list.groups().size() == 1) {
            choose(seat, list.groups().keySet().iterator().next(), list.moves(), null, nowNanos);
        } else {
            chooser = Chooser.grouped(seat, List.copyOf(list.groups().keySet()), List.copyOf(list.groups().values()), cursor);
        }
    }

    /** Plays the one move, or opens the pick among several (a tapped card's, a group's); {@code tapped}: the card tapped for them, or null. */
    private void choose(int seat, Text what, int[] moves, Card tapped, long nowNanos) {
        if (moves.length == 1) {
            mover.play(seat, moves[0], tapped, nowNanos);
        } else {
            pick = MovePick.of(seat, what, moves, adapter, state());
            pickTapped = tapped;
            this.seat = seat;
        }
    }

    private void closePick() {
        pick = null;
        pickTapped = null;
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

    /** Plays the seat's pass (or end-of-turn) move, if the game has one now; first asks, where the game says the pass gives something up. */
    private void pass(int seat, long nowNanos) {
        int move = state().passMove(seat);
        Optional<Text> question = move >= 0 ? adapter.passQuestion(state(), seat) : Optional.empty();
        if (question.isPresent()) {
            pick = Pick.asking(seat, question.get(), Text.of("console.keepPlaying"), move, adapter.moveLabel(state(), seat, move));
            pickTapped = null;
            this.seat = seat;
            return;
        }
        if (move >= 0) {
            mover.play(seat, move, null, nowNanos);
            return;
        }
        // The table (a seat of its own at a table deal) has no pass of the game's to ask the rules about.
        Optional<Move> pass = ConsoleGames.of(match.game().kind()).declaration().pass();
        Refusal why = seat < 0 ? null : pass.map(end -> state().refusal(seat, state().moveNumber(seat, end))).orElse(null);
        notice.refuse(why != null ? Prompts.refused(why) : Text.of("console.cannotPass", screens.seatName(seat)), nowNanos);
    }

    /**
     * Whether another seat's open list survives a move (a Sumo wrestler still choosing while the
     * other side's bot has chosen): only if its seat is still to move (none is, once the game is
     * over) and every move in it is still legal.
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
}
