package org.tabula.rules.engarde;

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
 * En Garde (Reiner Knizia, 1993; docs/rules.md, En Garde): two fencers on a piste of 23 squares,
 * seat 0 starting on square 1 and seat 1 on square 23, and a pack of 25 cards, five each of 1 to
 * 5; each holds 5 and draws back up to 5 after each turn. A card moves a fencer exactly its value
 * forward or back, never onto or past the other fencer nor off the piste. A card whose value is
 * the distance attacks instead (with more cards of that value to strengthen it); the attacked
 * fencer parries with as many cards of the same value, then takes his own turn before drawing,
 * or is hit and loses the bout. The advanced game adds the advance-and-attack (a card forward,
 * then the attack), which the defender may also escape by retreating. A fencer who cannot play
 * loses the bout. When the last card is drawn the bout ends once an attack in play is answered:
 * within reach, the fencer holding more cards of the distance wins; otherwise, or on a tie, the
 * fencer who advanced further; otherwise it is drawn. Bouts alternate who starts; the first to win
 * five bouts wins the match.
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>name</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>level</td><td>3</td><td>1 basic: every attack hits, one card; 2 standard: attacks may be parried;
 *       3 advanced: advance-and-attack, and retreat from it</td></tr>
 *   <tr><td>bouts</td><td>5</td><td>won bouts that win the match, 1 to 9</td></tr>
 *   <tr><td>parryBySum</td><td>false</td><td>a parry is as many cards adding up to the attack's total
 *       (the first edition, as Webley translates it)</td></tr>
 *   <tr><td>ripostesHit</td><td>false</td><td>a direct attack straight after a parry cannot be parried
 *       (the first edition's riposte)</td></tr>
 * </table>
 */
public final class EnGarde implements GameKind {
    public static final EnGarde KIND = new EnGarde();

    /** EnGarde's line in the registry of games. */
    public static final class Registration implements GameRegistration {
        @Override
        public GameKind kind() {
            return KIND;
        }
    }

    /** Hands are hidden; dealt at the table, face down, so the box knows none of them until they are played or shown. */
    private static final GameType TYPE = new GameType(GameType.Information.HANDS, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.SHUFFLED,
            Set.of(GameType.Deal.BOX, GameType.Deal.TABLE), Set.of(GameType.Zone.HANDS));
    static final int MAX_BOUTS = 9;

    private static final GameDeclaration DECLARATION = GameDeclaration.of("engarde", "En Garde", 2, 2, TYPE)
            .withRefusals(EnGardeRefusal.values())
            // 4,000 took 22 ms a move on average but 132 ms at the slowest; 3,000 keeps the slowest near 100 ms (docs/bots.md).
            .withIsmctsIterations(3_000)
            .withRuleBot(EnGardeRuleBot::new)
            .withOptions(
                    OptionSpec.number("level", 3, MessageKey.of("option.engarde.level"), MessageKey.of("help.engarde.level"),
                            "1 basic: every attack hits; 2 standard: attacks may be parried;"
                            + " 3 advanced: advance-and-attack, and retreat from it"),
                    OptionSpec.number("bouts", 5, MessageKey.of("option.engarde.bouts"), MessageKey.of("help.engarde.bouts"),
                            "won bouts that win the match, 1 to " + MAX_BOUTS),
                    OptionSpec.flag("parryBySum", MessageKey.of("option.engarde.parryBySum"), "a parry is as many cards adding up to the attack's total (the first edition)"),
                    OptionSpec.flag("ripostesHit", MessageKey.of("option.engarde.ripostesHit"), "a direct attack straight after a parry cannot be parried (the first edition)"));

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private EnGarde() {
    }

    @Override
    public Game create(int players, Options options) {
        if (players != 2) {
            throw new GameConfigException(Refusal.of(EnGardeRefusal.PLAYERS, players));
        }
        return new EnGardeGame(options);
    }

    @Override
    public Why why(InformationSet info, int move) {
        return EnGardeWhy.of(info, move);
    }

    @Override
    public List<Why.Reason> whyReasons() {
        return List.of(EnGardeWhy.values());
    }
}
