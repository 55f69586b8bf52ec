package org.tabula.firmware.script;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.tabula.rules.GameState;

/**
 * One move as a script writes it, {@code "<seat>:<move>"}: the seat's number, or {@link #REVEAL}
 * for the table revealing a card ({@link GameState#CHANCE}), then the move in the game's notation.
 * The notation stays text: only the state the move is made in reads it
 * ({@link GameState#parseMove}), as one game's {@code "6"} is another position's refusal.
 * Scripts, journals and {@code tabula replay} read it with {@link #parse} and write it with
 * {@link #text}; everything between carries this value.
 *
 * @param seat     who moves: a seat from 0, or {@link GameState#CHANCE}
 * @param notation the move in the game's notation, as {@link GameState#formatMove} writes it
 */
public record Move(int seat, String notation) {
    /** How a script writes the table's seat: {@code "reveal:G3"} is the table revealing G3. */
    public static final String REVEAL = "reveal";
    private static final Pattern FORM = Pattern.compile("(\\d{1,2}|" + REVEAL + "):(.+)", Pattern.DOTALL);

    public Move {
        if (seat < 0) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        if (notation.isEmpty()) {
            throw new IllegalArgumentException("a move is written with at least one character");
        }
    }

    /** The move the seat makes in {@code state}, written in the game's notation. */
    public static Move of(GameState state, int seat, int move) {
        return new Move(seat, state.formatMove(seat, move));
    }

    /**
     * Reads {@code text} as a move of a game of {@code players} seats (the move itself is for the
     * game's rules to read).
     *
     * @throws MalformedScriptException saying what is wrong with it
     */
    public static Move parse(String text, int players) throws MalformedScriptException {
        Matcher matcher = FORM.matcher(text);
        if (!matcher.matches()) {
            throw new MalformedScriptException("\"" + text + "\" is not a move: write \"<seat>:<move>\", such as \"0:6\"");
        }
        int seat = matcher.group(1).equals(REVEAL) ? GameState.CHANCE : Integer.parseInt(matcher.group(1));
        if (seat >= players && seat != GameState.CHANCE) {
            throw new MalformedScriptException("there is no seat " + seat + " in a " + players + "-player game (seats are 0 to " + (players - 1) + ")");
        }
        return new Move(seat, matcher.group(2));
    }

    /** The number of the move in {@code state}, as its rules read the notation. */
    public int number(GameState state) {
        return state.parseMove(seat, notation);
    }

    /** A seat as a script writes it before the colon: its number, or {@link #REVEAL} for the table. */
    public static String seatNotation(int seat) {
        return seat == GameState.CHANCE ? REVEAL : Integer.toString(seat);
    }

    /** The move as a script writes it, {@code "<seat>:<move>"}. */
    public String text() {
        return seatNotation(seat) + ":" + notation;
    }

    @Override
    public String toString() {
        return text();
    }
}
