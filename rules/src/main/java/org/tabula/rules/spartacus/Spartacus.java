package org.tabula.rules.spartacus;

import java.util.List;
import java.util.Set;

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
 * Spartacus (Reiner Knizia, <i>Neue Spiele im alten Rom</i>; docs/rules.md):
 * a trick game for 3-5 players where low beats high.
 *
 * <p>Each seat holds its own colour: cards 1-10 and a banner. The leader plays any card; then,
 * clockwise, each seat still in the trick plays a number card lower than the lowest on the
 * table, or its banner, or passes and is out of the trick (while only banners are on the table
 * it must play). When the turn comes back to the seat whose number card is still the lowest,
 * that seat takes the trick, banners played after its card included, and the seat after it
 * leads the next. The game ends the moment a seat plays its last card: the open trick goes to
 * the lowest number card, or to nobody if it holds only banners. A won trick is worth the sum
 * of its number cards, doubled per banner in it; cards left in hand cost their sum, doubled by
 * a banner kept. The highest total wins; equal totals share the win.
 *
 * <p>A move is a card value 1-10, 0 for the banner or 11 for a pass; the replay notation is
 * {@code 7}, {@code B} and {@code pass}. The setup {@code {"leader": 0}}
 * names the first leader; without it the seed draws one (the source text leaves the choice to
 * the players). Scores while the game goes on count won tricks only; cards in hand are counted
 * when it ends.
 *
 * <p>Rulings with {@code bannerJoker} (docs/rules.md, and where it is silent): a number after a
 * joker must still go below the last number played; a joker led first is beaten by any number;
 * passing is allowed once any card is down; the last card played takes the trick, so when the
 * game ends the open trick goes to the seat of its last card, even a trick of one joker. With
 * both sub-options a trick holding a joker is worth 0, less 10 per joker.
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>name</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>noBanner</td><td>false</td><td>cards 1-10 only</td></tr>
 *   <tr><td>bannerJoker</td><td>false</td><td>the banner is a joker just below the card it follows;
 *       the last card played takes the trick; jokers score and double nothing</td></tr>
 *   <tr><td>jokerPenalty</td><td>false</td><td>with bannerJoker: -10 per joker in a won trick or left in hand</td></tr>
 *   <tr><td>jokerKillsTrick</td><td>false</td><td>with bannerJoker: a won trick holding a joker is worth 0</td></tr>
 * </table>
 */
public final class Spartacus implements GameKind {
    public static final Spartacus KIND = new Spartacus();

    /** Spartacus's line in the registry of games. */
    public static final class Registration implements GameRegistration {
        @Override
        public GameKind kind() {
            return KIND;
        }
    }

    /** Hands are hidden and tricks are played face up; the box deals. */
    private static final GameType TYPE = new GameType(GameType.Information.HANDS, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.SHUFFLED,
            Set.of(GameType.Deal.BOX), Set.of());

    private static final GameDeclaration DECLARATION = GameDeclaration.of("spartacus", "Spartacus", 3, 5, TYPE)
            .withRefusals(SpartacusRefusal.values())
            .withIsmctsIterations(15_000)
            .withRuleBot(SpartacusRuleBot::new)
            .withOptions(
                    OptionSpec.flag("noBanner", MessageKey.of("option.spartacus.noBanner"), "play with cards 1-10 only, no banners"),
                    OptionSpec.flag("bannerJoker", MessageKey.of("option.spartacus.bannerJoker"), "the banner is a joker just below the card it follows; the last card takes the trick"),
                    OptionSpec.flag("jokerPenalty", MessageKey.of("option.spartacus.jokerPenalty"), "with bannerJoker: -10 per joker in a won trick or left in hand"),
                    OptionSpec.flag("jokerKillsTrick", MessageKey.of("option.spartacus.jokerKillsTrick"), "with bannerJoker: a won trick holding a joker is worth 0"))
            // Each seat plays the cards of its colour.
            .withSeatNames(SeatNames::colours);

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private Spartacus() {
    }

    @Override
    public SpartacusGame create(int players, Options options) {
        if (players < minPlayers() || players > maxPlayers()) {
            throw new GameConfigException(Refusal.of(SpartacusRefusal.PLAYERS, players));
        }
        return new SpartacusGame(players, options);
    }

    @Override
    public Why why(InformationSet info, int move) {
        return SpartacusWhy.of(info, move);
    }

    @Override
    public List<Why.Reason> whyReasons() {
        return List.of(SpartacusWhy.values());
    }
}
