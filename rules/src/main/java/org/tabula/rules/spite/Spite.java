package org.tabula.rules.spite;

import java.util.List;
import java.util.Set;

import org.tabula.rules.Game;
import org.tabula.rules.GameDeclaration;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameRegistration;
import org.tabula.rules.GameType;
import org.tabula.rules.InformationSet;
import org.tabula.rules.MessageKey;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Options;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Why;

/**
 * Spite and Malice (Blackwood's rules; docs/rules.md): each seat races to empty
 * its pay-off pile onto shared centre piles built A to K, helped by a hand refilled to 5 from
 * the stock and up to 4 discard piles. Jokers are wild. The winner of a deal scores 5 plus the
 * cards left in the opponents' pay-off piles.
 *
 * <p>Moves ({@link Moves}): {@code P>C1}, {@code H7S>C+}, {@code D2>C3}, {@code H9D>D1},
 * {@code end}; in partnership games {@code 2P>C1}, {@code 2D1>C2} play from partner seat 2's piles.
 *
 * <table>
 *   <caption>Options (flags off by default)</caption>
 *   <tr><th>name</th><th>meaning</th></tr>
 *   <tr><td>combinedDeal</td><td>shuffle all 108 cards together: 20 to each pay-off pile, 5 to each hand</td></tr>
 *   <tr><td>freeDiscard</td><td>any card but an ace may go on any discard pile</td></tr>
 *   <tr><td>partnership</td><td>4 or 6 players in teams of partners sitting opposite; play from the partner's piles</td></tr>
 *   <tr><td>pagat</td><td>at most 4 open centre piles, no joker as an ace, stalemates end the deal</td></tr>
 *   <tr><td>noInitialHands</td><td>no hands dealt: each first turn draws 5</td></tr>
 *   <tr><td>reshuffleOnTie</td><td>equal starting ranks: the tied seats reshuffle their pay-off piles</td></tr>
 *   <tr><td>refillAfterEmptyingDiscard</td><td>a discard that empties the hand draws 5 and the turn goes on</td></tr>
 *   <tr><td>handTwoFirst</td><td>a hand 2 may go first even when it blocks a discard-pile 2</td></tr>
 *   <tr><td>stockRefillAt12</td><td>completed piles go under the stock whenever a draw starts with 12 or fewer cards in it</td></tr>
 *   <tr><td>scoreWithoutBonus</td><td>the winner scores only the opponents' pay-off cards, without the 5</td></tr>
 *   <tr><td>threeDecks</td><td>partnership with three decks and 6 jokers (162 cards); 6 players always use them</td></tr>
 *   <tr><td>payoffSize</td><td>cards in each pay-off pile (0, the default: 26; 20 in the combined deal; 13 for 4 or 6 partners, 20 for 4 with three decks)</td></tr>
 *   <tr><td>stallRounds</td><td>50: rounds without a pay-off play (a mid-turn refill of the hand counts as a turn) after which a stuck deal is reshuffled (pagat: ends); 0 never</td></tr>
 * </table>
 */
public final class Spite implements GameKind {
    public static final Spite KIND = new Spite();

    /** Spite's line in the registry of games. */
    public static final class Registration implements GameRegistration {
        @Override
        public GameKind kind() {
            return KIND;
        }
    }

    /** Hands are hidden; dealt at the table, the hands are dealt face down, so the box knows none of them. */
    private static final GameType TYPE = new GameType(GameType.Information.HANDS, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.SHUFFLED,
            Set.of(GameType.Deal.BOX, GameType.Deal.TABLE), Set.of(GameType.Zone.HANDS));
    /** Sensible play goes a few rounds between pay-off plays (at most 65 in 500 greedy deals); random play can cycle forever. */
    static final int DEFAULT_STALL_ROUNDS = 50;

    private static final GameDeclaration DECLARATION = GameDeclaration.of("spite", "Spite and Malice", 2, 6, TYPE)
            .withRefusals(SpiteRefusal.values())
            // Each iteration plays 20 moves by the game's play-out policy and estimates the rest.
            .withIsmctsIterations(5_000)
            .withRuleBot(SpiteRuleBot::new)
            // Two play alone; four or six in teams of partners sitting opposite (Variant.partner).
            .withSeatNames(players -> players == 4 || players == 6 ? SeatNames.partnerships(players, players / 2) : SeatNames.numbered(players))
            .withOptions(
                    OptionSpec.flag("combinedDeal", MessageKey.of("option.spite.combinedDeal"), "shuffle all 108 cards together: 20 to each pay-off pile, 5 to each hand"),
                    OptionSpec.flag("freeDiscard", MessageKey.of("option.spite.freeDiscard"), "any card but an ace may go on any discard pile"),
                    OptionSpec.flag("partnership", MessageKey.of("option.spite.partnership"), "4 or 6 players in teams; play from your partner's pay-off and discard piles"),
                    OptionSpec.flag("pagat", MessageKey.of("option.spite.pagat"), "at most 4 open centre piles, no joker as an ace, a stalemate ends the deal"),
                    OptionSpec.flag("noInitialHands", MessageKey.of("option.spite.noInitialHands"), "no hands are dealt: each seat's first turn draws 5"),
                    OptionSpec.flag("reshuffleOnTie", MessageKey.of("option.spite.reshuffleOnTie"), "equal starting ranks: the tied seats reshuffle their pay-off piles instead of comparing suits"),
                    OptionSpec.flag("refillAfterEmptyingDiscard", MessageKey.of("option.spite.refillAfterEmptyingDiscard"), "a discard that empties the hand draws 5 more and the turn goes on"),
                    OptionSpec.flag("handTwoFirst", MessageKey.of("option.spite.handTwoFirst"), "a hand 2 may go first even if it blocks a discard-pile 2 (never a pay-off 2)"),
                    OptionSpec.flag("stockRefillAt12", MessageKey.of("option.spite.stockRefillAt12"), "completed centre piles go under the stock as soon as it is down to 12 cards"),
                    OptionSpec.flag("scoreWithoutBonus", MessageKey.of("option.spite.scoreWithoutBonus"), "the winner scores the opponents' pay-off cards only, without the bonus of 5"),
                    OptionSpec.flag("threeDecks", MessageKey.of("option.spite.threeDecks"), "partnership with three decks and 6 jokers (162 cards); 6 players always use them"),
                    OptionSpec.numberOrUsual("payoffSize", MessageKey.of("option.spite.payoffSize"), MessageKey.of("help.spite.payoffSize"),
                            "cards in each pay-off pile (0: the usual 26; 20 in the combined deal; half of all cards shared out in partnerships)"),
                    OptionSpec.number("stallRounds", DEFAULT_STALL_ROUNDS, MessageKey.of("option.spite.stallRounds"), MessageKey.of("help.spite.stallRounds"),
                            "rounds without a pay-off play after which a stuck deal is reshuffled (pagat: ends); 0: never"));

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private Spite() {
    }

    @Override
    public Game create(int players, Options options) {
        return new SpiteGame(players, options);
    }

    @Override
    public Why why(InformationSet info, int move) {
        return SpiteWhy.of(info, move);
    }

    @Override
    public List<Why.Reason> whyReasons() {
        return List.of(SpiteWhy.values());
    }
}
