package org.tabula.display.spite;

import java.util.List;

import org.tabula.display.page.LastMove;
import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Place;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.spite.SpiteMove;
import org.tabula.rules.spite.SpiteView;

/**
 * Spite and Malice on the live page: the stock and the centre piles' tops, then each seat's row:
 * its pay-off top with the cards under it, its four discard piles' tops with each pile's height,
 * and how many cards it holds; the looking seat's hand at the foot. Every pile is drawn as cards,
 * hearts and diamonds in red. The last move is marked: the card it played, on its centre pile (or
 * the count of completed piles it joined) with the pile, pay-off or hand it came from traced, or
 * the card it discarded. A draw is never shown: the cards drawn are the drawer's alone.
 */
final class SpitePagePicture {
    private static final String[] SUITS = {"\u2663", "\u2666", "\u2665", "\u2660"};
    private static final int RED = 0xC0392B;
    private static final int JOKER = 0x7D3C98;
    private static final int PITCH = 38;
    private static final int ROW = 66;
    private static final int CENTRE_TOP = 40;
    /** Where the cards begin, after the seats' names. */
    private static final int NAMES = 96;

    private SpitePagePicture() {
    }

    static String of(SpiteView view, List<GameEvent> latest, Players players, Language language) {
        int seats = view.payoffCounts().size();
        int seatsTop = CENTRE_TOP + Svg.CARD_HEIGHT + 24;
        int handTop = seatsTop + seats * ROW + 6;
        boolean hand = view.hand() != null;
        Svg svg = new Svg(handTop + (hand ? 20 + Svg.CARD_HEIGHT + 4 : 0), language.format(SpiteDisplay.TITLES.name()));
        String prompt = view.over() ? language.format(Text.of("play.over"))
                : view.toMove() >= 0 ? language.format(players.name(view.toMove())) : "";
        svg.text(0, 16, prompt, 14, Svg.Anchor.START, Svg.INK, true);
        // A move that ended in a reshuffle (a stock refilled, a stalemate) left no pile as the card went onto it: nothing is marked there.
        boolean reshuffled = LastMove.event(latest, SpiteEvent.Reshuffled.class) != null;
        boolean refilled = reshuffled || LastMove.event(latest, SpiteEvent.StockReplenished.class) != null;
        SpiteEvent.CardPlayed played = refilled ? null : LastMove.event(latest, SpiteEvent.CardPlayed.class);
        SpiteEvent.Discarded discarded = reshuffled ? null : LastMove.event(latest, SpiteEvent.Discarded.class);
        boolean completed = LastMove.event(latest, SpiteEvent.PileCompleted.class) != null;

        svg.back(0, CENTRE_TOP);
        svg.text(Svg.CARD_WIDTH / 2.0, CENTRE_TOP + Svg.CARD_HEIGHT + 13, language.format(Text.of("spite.stock", view.stock())), 10,
                Svg.Anchor.START, Svg.FAINT, false);
        double x = NAMES;
        for (int pile = 0; pile < view.centre().size(); pile++) {
            SpiteView.CentrePile centre = view.centre().get(pile);
            card(svg, x, CENTRE_TOP, centre.top(), played != null && !completed && played.pile() == pile + 1);
            if (centre.top().isJoker()) {
                svg.text(x + Svg.CARD_WIDTH / 2.0, CENTRE_TOP + Svg.CARD_HEIGHT + 13, "= " + rankName(centre.rank()), 10, Svg.Anchor.MIDDLE,
                        Svg.FAINT, false);
            }
            x += PITCH;
        }
        svg.place(x, CENTRE_TOP, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
        if (view.completedPiles() > 0) {
            if (played != null && completed) {
                svg.mark(Svg.WIDTH - 30, CENTRE_TOP + 12, 28, 20);
            }
            svg.text(Svg.WIDTH - 4, CENTRE_TOP + 26, "\u2713 " + view.completedPiles(), 12, Svg.Anchor.END, Svg.FAINT, false);
        }

        for (int seat = 0; seat < seats; seat++) {
            double y = seatsTop + seat * ROW;
            boolean toMove = !view.over() && view.toMove() == seat;
            if (toMove) {
                svg.rect(0, y - 4, Svg.WIDTH, ROW - 4, Svg.faded(Svg.FAINT), -1, 3);
            }
            svg.text(2, y + 14, (toMove ? "\u25B6 " : "") + language.format(players.name(seat)), 13, NAMES - 6, Svg.Anchor.START, Svg.INK, true);
            svg.text(2, y + 32, language.format(Text.of("spite.hand")) + " " + view.handCounts().get(seat), 11, Svg.Anchor.START,
                    Svg.FAINT, false);
            if (played != null && played.seat() == seat && played.from() instanceof SpiteMove.Hand) {
                svg.trace(1, y + 21, 44, 15);
            }
            SpiteCard top = view.payoffTops().get(seat);
            int payoff = view.payoffCounts().get(seat);
            if (top != null) {
                card(svg, NAMES, y, top, false);
            } else if (payoff > 0) {
                svg.back(NAMES, y);
            } else {
                svg.place(NAMES, y, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
            }
            if (played != null && played.owner() == seat && played.from() instanceof SpiteMove.Payoff) {
                svg.trace(NAMES, y, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
            }
            svg.text(NAMES + Svg.CARD_WIDTH / 2.0, y + Svg.CARD_HEIGHT + 12, language.format(Text.of("spite.payoff")) + " " + payoff, 10,
                    Svg.Anchor.MIDDLE, Svg.FAINT, false);
            List<List<SpiteCard>> discards = view.discards().get(seat);
            for (int pile = 0; pile < discards.size(); pile++) {
                double px = NAMES + 56 + pile * PITCH;
                List<SpiteCard> cards = discards.get(pile);
                if (cards.isEmpty()) {
                    svg.place(px, y, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
                } else {
                    card(svg, px, y, cards.get(cards.size() - 1), discarded != null && discarded.seat() == seat && discarded.pile() == pile + 1);
                }
                if (played != null && played.owner() == seat && played.from() instanceof SpiteMove.Discard from && from.pile() == pile) {
                    svg.trace(px, y, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
                }
                svg.text(px + Svg.CARD_WIDTH / 2.0, y + Svg.CARD_HEIGHT + 12,
                        language.format(Text.of("spite.discard", Place.of(pile))) + (cards.size() > 1 ? " \u00D7" + cards.size() : ""),
                        10, Svg.Anchor.MIDDLE, Svg.FAINT, false);
            }
        }
        if (hand) {
            svg.text(0, handTop + 12, language.format(Text.of("page.spite.hand")), 12, Svg.Anchor.START, Svg.FAINT, false);
            for (int i = 0; i < view.hand().size(); i++) {
                card(svg, i * PITCH, handTop + 18, view.hand().get(i), false);
            }
        }
        return svg.done();
    }

    private static void card(Svg svg, double x, double y, SpiteCard card, boolean marked) {
        if (card.isJoker()) {
            svg.card(x, y, "\u2605", JOKER, marked);
        } else {
            svg.card(x, y, card.rankName() + SUITS[card.suit()], card.suit() == 1 || card.suit() == 2 ? RED : Svg.INK, marked);
        }
    }

    private static String rankName(int rank) {
        return switch (rank) {
            case 1 -> "A";
            case 11 -> "J";
            case 12 -> "Q";
            case 13 -> "K";
            default -> Integer.toString(rank);
        };
    }
}
