package org.tabula.firmware.play.spite;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.firmware.play.Guide;
import org.tabula.firmware.script.GameSetup;
import org.tabula.rules.MessageKey;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteMove;

/**
 * Spite and Malice's guided first game, two seats with pay-off piles of three: an A starts a
 * centre pile, which builds up in any suit; P1's pay-off 3H goes on, the goal of the game; a hand
 * card on a discard pile ends the turn; P2's A starts a second pile, and its pay-off 2 must then
 * be played at once. Every other card is the stock.
 */
final class SpiteGuide {
    private static final int P1 = 0;
    private static final int P2 = 1;
    private static final List<List<String>> PAYOFF = List.of(List.of("3H", "7C", "QD"), List.of("2S", "5D", "9H"));
    private static final List<List<String>> HANDS = List.of(List.of("AD", "2C", "4S", "9D", "KH"), List.of("AC", "6H", "8S", "JD", "10C"));

    static final Guide GUIDE = new Guide(2, Map.of(), 1, GameSetup.of(Map.of("payoff", PAYOFF, "hands", HANDS, "stock", stock())), List.of(
            step(P1, hand("AD"), new SpiteMove.NewPile(), "guide.spite.1", "guide.spite.1.not"),
            step(P1, hand("2C"), new SpiteMove.Centre(0), "guide.spite.2", "guide.spite.2.not"),
            step(P1, new SpiteMove.Payoff(), new SpiteMove.Centre(0), "guide.spite.3", "guide.spite.3.not"),
            step(P1, hand("9D"), new SpiteMove.Discard(0), "guide.spite.4", "guide.spite.4.not"),
            step(P2, hand("AC"), new SpiteMove.NewPile(), "guide.spite.5", "guide.spite.5.not"),
            step(P2, new SpiteMove.Payoff(), new SpiteMove.Centre(1), "guide.spite.6", "guide.spite.6.not"),
            step(P2, hand("JD"), new SpiteMove.Discard(0), "guide.spite.7", "guide.spite.7.not")),
            MessageKey.of("guide.spite.closing"));

    private SpiteGuide() {
    }

    /** The two decks and four jokers without the pay-off piles and hands, in deck order. */
    private static List<String> stock() {
        List<String> stock = new ArrayList<>();
        for (int deck = 0; deck < 2; deck++) {
            for (String rank : List.of("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")) {
                for (String suit : List.of("S", "H", "D", "C")) {
                    stock.add(rank + suit);
                }
            }
        }
        stock.addAll(List.of("*", "*", "*", "*"));
        for (List<List<String>> dealt : List.of(PAYOFF, HANDS)) {
            dealt.forEach(pile -> pile.forEach(stock::remove));
        }
        return stock;
    }

    private static SpiteMove.Source hand(String card) {
        return new SpiteMove.Hand(SpiteCard.named(card));
    }

    private static Guide.Step step(int seat, SpiteMove.Source from, SpiteMove.Target to, String says, String otherwise) {
        return Guide.Step.of(seat, new SpiteMove.Play(from, seat, to), says, otherwise);
    }
}
