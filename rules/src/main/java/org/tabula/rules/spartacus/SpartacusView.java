package org.tabula.rules.spartacus;

import java.util.List;

import org.tabula.rules.View;

/**
 * What one audience sees of a Spartacus game. Every played card is public; hands are not: a
 * seat sees its own {@code hand}, everyone sees how many cards each seat has left.
 *
 * @param audience  the seat looking, or -1 for the table
 * @param banner    what the banner is in this game: a doubler, a joker, or none
 * @param hand      the audience seat's cards, numbers ascending then the banner; empty for the table
 * @param cardsLeft how many cards each seat holds
 * @param toMove    the seat to play, or -1 once the game is over
 * @param leader    the seat that leads (or led) the open trick
 * @param trick     the open trick's cards in play order
 * @param passed    the seats that have passed and are out of the open trick, ascending
 * @param taker     the seat that would take the open trick if it ended now, or null
 * @param lowest    the lowest number card in the open trick (a card must go below it), or null
 * @param won       for each seat, the tricks it has taken, in the order taken
 * @param discarded the trick that went to nobody at the end (only banners), or null
 * @param scores    per seat: points from won tricks, less what is left in hand once the game is over
 * @param over      whether the game has ended
 * @param wentOut   the seat whose last card ended the game, or null
 */
public record SpartacusView(int audience, SpartacusGame.BannerRole banner, List<SpartacusCard> hand, List<Integer> cardsLeft,
        int toMove, int leader, List<Play> trick, List<Integer> passed, Integer taker, Integer lowest,
        List<List<WonTrick>> won, WonTrick discarded, List<Integer> scores, boolean over, Integer wentOut)
        implements View {
}
