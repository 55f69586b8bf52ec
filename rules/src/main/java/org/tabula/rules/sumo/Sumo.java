package org.tabula.rules.sumo;

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
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Why;

/**
 * Sumo (NRICH; docs/rules.md): two wrestlers push one piece along a ring of
 * squares. Each round both seats reveal a card at once; the higher card {@code w} pushes the
 * loser (card {@code l}) {@code (w - l) * l} squares toward the loser's own edge. Leaving the
 * ring loses at once; after the last round the seat on whose side the piece stands loses.
 *
 * <p>Seat 0 (East) has its edge on the negative side, seat 1 (West) on the positive side.
 * A move is the value of the card played.
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>name</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>zeroCard</td><td>false</td><td>each seat also holds a 0: one more round</td></tr>
 *   <tr><td>hand</td><td>1,2,3,4,5,6</td><td>each seat's cards, any multiset; rounds = hand size</td></tr>
 *   <tr><td>ringSize</td><td>17</td><td>odd number of squares</td></tr>
 * </table>
 */
public final class Sumo implements GameKind {
    public static final Sumo KIND = new Sumo();

    /** Sumo's line in the registry of games. */
    public static final class Registration implements GameRegistration {
        @Override
        public GameKind kind() {
            return KIND;
        }
    }

    /** Both seats choose their card at once; nothing else is hidden, and nothing is dealt. */
    private static final GameType TYPE = new GameType(GameType.Information.PERFECT, GameType.Dynamics.SIMULTANEOUS, GameType.ChanceMode.DETERMINISTIC,
            Set.of(GameType.Deal.BOX), Set.of());

    private static final GameDeclaration DECLARATION = GameDeclaration.of("sumo", "Sumo", 2, 2, TYPE)
            .withRefusals(SumoRefusal.values())
            .withIsmctsIterations(20_000)
            .withRuleBot(SumoRuleBot::new)
            .withOptions(
                    OptionSpec.flag("zeroCard", MessageKey.of("option.sumo.zeroCard"), "each seat also holds a 0; one more round"),
                    OptionSpec.numbers("hand", List.of(1, 2, 3, 4, 5, 6), MessageKey.of("option.sumo.hand"), "each seat's cards; rounds = hand size"),
                    OptionSpec.number("ringSize", 17, MessageKey.of("option.sumo.ringSize"), MessageKey.of("help.sumo.ringSize"),
                            "odd number of squares in the ring"))
            // The source text's wrestlers face each other from East and West.
            .withSeatNames(players -> SeatNames.of(List.of(SeatName.of("seat.east"), SeatName.of("seat.west"))));

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private Sumo() {
    }

    @Override
    public Game create(int players, Options options) {
        if (players != 2) {
            throw new GameConfigException(Refusal.of(SumoRefusal.PLAYERS, players));
        }
        return new SumoGame(options);
    }

    @Override
    public Why why(InformationSet info, int move) {
        return SumoWhy.of(info, move);
    }

    @Override
    public List<Why.Reason> whyReasons() {
        return List.of(SumoWhy.values());
    }
}
