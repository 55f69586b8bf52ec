package org.tabula.rules.wheel;

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
import org.tabula.rules.Why;

/**
 * Wheel of History (Knizia, Das Rad der Geschichte; docs/rules.md): 25 cards,
 * five colours with values 1-5, lie face up in a circle. In turn each seat moves the pawn
 * clockwise to the 1st, 2nd or 3rd card still in the circle and takes it. When a colour's fifth
 * card leaves the circle every seat scores the face values of its cards of that colour; when a
 * value's fifth card leaves, the game ends at once and every seat loses the values of its cards
 * of that value (a colour completed by the same card is scored first).
 *
 * <p>A move is the number of cards the pawn moves (1-3), plus 3 to throw the taken card away
 * ({@code 2x} is move 5). Places are numbered 0-24 clockwise from the pawn's starting gap.
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>name</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>discardOnce</td><td>false</td><td>once per game a seat may throw the card it has just
 *       taken away, face down; its colour and value can then never be completed</td></tr>
 *   <tr><td>colourAndValue</td><td>false</td><td>a completed value scores 6 minus its value per
 *       card instead of ending the game; the game ends once a colour and a value have scored</td></tr>
 * </table>
 *
 * <p>The game also ends when the circle is empty: with {@code discardOnce} every value may be
 * blocked (the source text: play on until all cards are taken), and with both options docs/rules.md rules so.
 */
public final class Wheel implements GameKind {
    public static final Wheel KIND = new Wheel();

    /** Wheel's line in the registry of games. */
    public static final class Registration implements GameRegistration {
        @Override
        public GameKind kind() {
            return KIND;
        }
    }

    /** The circle lies open; the players may lay it out themselves, tapping each card. */
    private static final GameType TYPE = new GameType(GameType.Information.PERFECT, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.SHUFFLED,
            Set.of(GameType.Deal.BOX, GameType.Deal.TABLE), Set.of());

    /** The pawn moves at most this many cards; a throw-away move adds this to the steps. */
    static final int MAX_STEPS = 3;

    private static final GameDeclaration DECLARATION = GameDeclaration.of("wheel", "Wheel of History", 2, 5, TYPE)
            .withRefusals(WheelRefusal.values())
            .withIsmctsIterations(20_000)
            .withRuleBot(WheelRuleBot::new)
            .withOptions(
                    OptionSpec.flag("discardOnce", MessageKey.of("option.wheel.discardOnce"), "once per game each seat may throw away the card it has just taken (move 2x)"),
                    OptionSpec.flag("colourAndValue", MessageKey.of("option.wheel.colourAndValue"), "a completed value scores 5,4,3,2,1 per card for values 1-5 instead of ending"
                            + " the game; the game ends once a colour and a value have scored"));

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private Wheel() {
    }

    @Override
    public Game create(int players, Options options) {
        if (players < minPlayers() || players > maxPlayers()) {
            throw new GameConfigException(Refusal.of(WheelRefusal.PLAYERS, players));
        }
        return new WheelGame(players, options);
    }

    @Override
    public Why why(InformationSet info, int move) {
        return WheelWhy.of(info, move);
    }

    @Override
    public List<Why.Reason> whyReasons() {
        return List.of(WheelWhy.values());
    }
}
