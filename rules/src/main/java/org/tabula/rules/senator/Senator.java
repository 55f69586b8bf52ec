package org.tabula.rules.senator;

import java.util.List;
import java.util.Set;

import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameDeclaration;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameRegistration;
import org.tabula.rules.GameType;
import org.tabula.rules.InformationSet;
import org.tabula.rules.MessageKey;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Options;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Why;

/**
 * Senator (Knizia, <i>Neue Spiele im alten Rom</i>; docs/rules.md): two
 * families push their members onto a 21-square board from its edges, each push shifting the
 * cards already in that line one square on, and the Senate in the centre 3x3 counts.
 *
 * <p>Two players hold red and blue 1-10 face up; before the first push the other player puts
 * the yellow banner on any square, where it fills the 21st square and is pushed like any card.
 * Three players hold red, blue and green 1-7 and play without the banner. The game ends when
 * every card is on the board; the higher Senate total wins, equal totals are a draw.
 *
 * <p>Moves: {@code banner@22} puts the banner on square 22; {@code 7@D1} pushes the mover's 7
 * in at entry D1 (see {@link Board} for the squares and entries). Setup: {@code {"first": s}}
 * names the seat that pushes first (the source text: "decide who starts"); in the two-player game the
 * other seat places the banner. Without a setup seat 0 pushes first and seat 1 places the banner.
 *
 * <table>
 *   <caption>Options (they combine, except where {@link Scoring#from} says why not)</caption>
 *   <tr><th>name</th><th>meaning</th></tr>
 *   <tr><td>caesar</td><td>Senate cards in the banner's row or column count double</td></tr>
 *   <tr><td>stairsInLine</td><td>stair cards in the banner's row or column count face value</td></tr>
 *   <tr><td>brutus</td><td>cards in the banner's row or column count nothing</td></tr>
 *   <tr><td>adjacentOnly</td><td>the banner's effect reaches only its orthogonal neighbours</td></tr>
 *   <tr><td>hidden</td><td>cards held in hand and pushed face down; revealed at the end</td></tr>
 * </table>
 */
public final class Senator implements GameKind {
    public static final Senator KIND = new Senator();

    /** Senator's line in the registry of games. */
    public static final class Registration implements GameRegistration {
        @Override
        public GameKind kind() {
            return KIND;
        }
    }

    /** The open game: every hand is known and every card lies face up (the hidden game hides both: {@link SenatorGame#type()}). */
    private static final GameType TYPE = new GameType(GameType.Information.PERFECT, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.DETERMINISTIC,
            Set.of(GameType.Deal.BOX), Set.of());

    private static final GameDeclaration DECLARATION = GameDeclaration.of("senator", "Senator", 2, 3, TYPE)
            .withRefusals(SenatorRefusal.values())
            .withIsmctsIterations(10_000)
            .withRuleBot(SenatorRuleBot::new)
            .withOptions(
                    OptionSpec.flag("caesar", MessageKey.of("option.senator.caesar"), "Senate cards in the banner's row or column count double"),
                    OptionSpec.flag("stairsInLine", MessageKey.of("option.senator.stairsInLine"), "stair cards in the banner's row or column count face value"),
                    OptionSpec.flag("brutus", MessageKey.of("option.senator.brutus"), "cards in the banner's row or column count nothing"),
                    OptionSpec.flag("adjacentOnly", MessageKey.of("option.senator.adjacentOnly"), "the banner's effect reaches only its orthogonal neighbours"),
                    OptionSpec.flag("hidden", MessageKey.of("option.senator.hidden"), "cards are held in hand and pushed face down until the end"))
            // Each seat plays the cards of its colour.
            .withSeatNames(SeatNames::colours);

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private Senator() {
    }

    @Override
    public Game create(int players, Options options) {
        if (players != 2 && players != 3) {
            throw new GameConfigException(Refusal.of(SenatorRefusal.PLAYERS, players));
        }
        return new SenatorGame(players, options);
    }

    @Override
    public Why why(InformationSet info, int move) {
        return SenatorWhy.of(info, move);
    }

    @Override
    public List<Why.Reason> whyReasons() {
        return List.of(SenatorWhy.values());
    }
}
