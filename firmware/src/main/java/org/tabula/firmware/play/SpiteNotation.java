package org.tabula.firmware.play;

import java.util.Optional;

import org.tabula.rules.GameState;

/**
 * A Spite and Malice move's notation taken apart once, for the screens that name its parts:
 * {@code H7S>C1} the hand's 7S to centre pile 1, {@code P>C+} the pay-off top to a new pile,
 * {@code 2D3>D1}... a leading seat number names a partner's pile. {@code end} has no parts.
 *
 * @param owner    the seat whose pile the card comes from (the mover's own unless named)
 * @param partners whether the notation names the owner (a partner's pile)
 * @param pile     the source without the seat: {@code H7S}, {@code P} or {@code D3}
 * @param target   where it goes: {@code C1}, {@code C+} or {@code D1}
 */
record SpiteNotation(int owner, boolean partners, String pile, String target) {
    /** The parts of {@code move}, or empty for {@code end}. */
    static Optional<SpiteNotation> of(GameState state, int seat, int move) {
        String text = state.formatMove(seat, move);
        int arrow = text.indexOf('>');
        if (arrow < 0) {
            return Optional.empty();
        }
        String source = text.substring(0, arrow);
        int digits = 0;
        while (digits < source.length() && Character.isDigit(source.charAt(digits))) {
            digits++;
        }
        int owner = digits == 0 ? seat : Integer.parseInt(source.substring(0, digits));
        return Optional.of(new SpiteNotation(owner, digits > 0, source.substring(digits), text.substring(arrow + 1)));
    }

    boolean fromHand() {
        return pile.startsWith("H");
    }

    boolean fromPayoff() {
        return pile.equals("P");
    }

    /** The hand card's name ({@code 7S}), or the discard pile's number as written ({@code 3}). */
    String pileDetail() {
        return pile.substring(1);
    }

    boolean toNewPile() {
        return target.equals("C+");
    }

    boolean toCentre() {
        return target.startsWith("C") && !toNewPile();
    }

    /** The centre or discard pile's number as written ({@code 1}); not for a new pile. */
    String targetPile() {
        return target.substring(1);
    }
}
