package org.tabula.firmware.play;

import java.util.Optional;

import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Move;

/**
 * What a game declares of itself at the box, beside what its rules declare
 * ({@link org.tabula.rules.GameDeclaration}: names, seats, options): facts, not behaviour.
 *
 * @param deck                the physical deck whose tagged cards play it; empty: played with the buttons
 * @param pass                its pass (or end of turn), legal now or not, so a press of PASS when it is not
 *                            allowed says the rules' reason; empty for a game without one
 * @param playersChooseLeader whether the players decide who leads the first trick (Spartacus: the source
 *                            text leaves it to them), so the menu offers the choice ({@link Lead}) and the
 *                            game may wait for its first card; otherwise the seed draws it
 */
public record ConsoleDeclaration(Optional<Deck<?>> deck, Optional<Move> pass, boolean playersChooseLeader) {
    /** Played with the buttons alone, with no pass, the seed drawing who leads. */
    public static final ConsoleDeclaration BUTTONS = new ConsoleDeclaration(Optional.empty(), Optional.empty(), false);

    /** Played by tapping the cards of this deck, with no pass, the seed drawing who leads. */
    public static ConsoleDeclaration playedWith(Deck<?> deck) {
        return new ConsoleDeclaration(Optional.of(deck), Optional.empty(), false);
    }

    public ConsoleDeclaration withPass(Move pass) {
        return new ConsoleDeclaration(deck, Optional.of(pass), playersChooseLeader);
    }

    public ConsoleDeclaration withPlayersChoosingLeader() {
        return new ConsoleDeclaration(deck, pass, true);
    }
}
