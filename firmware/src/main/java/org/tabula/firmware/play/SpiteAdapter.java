package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.SpiteEvent;

/**
 * Spite and Malice with its own deck. The box deals virtually and names the cards to take: the
 * pay-off tops when the deal starts, a seat's hand on its turn (on the screen while it chooses).
 * A tapped card stands for every legal move of it: from the hand, or from the top of a pay-off
 * or discard pile it lies on; its pick shows the kind of place first (centre, new pile,
 * discard; with the pile it comes from when that is not the hand), then the pile. PASS ends the turn.
 */
final class SpiteAdapter implements GameAdapter {
    @Override
    public Optional<Deck> deck() {
        return Optional.of(Deck.SPITE);
    }

    @Override
    public Seats owners(Game game, Card card) {
        return Seats.firstN(game.players());
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card) {
        JsonNode table = Views.of(state, GameState.TABLE);
        return Arrays.stream(state.legalMoves(seat))
                .filter(move -> SpiteNotation.of(state, seat, move).map(notation -> sourceCard(table, notation))
                        .filter(card.face()::equals).isPresent())
                .toArray();
    }

    /** The card a move takes: a hand card by name, else the top of the pay-off or discard pile; null if none. */
    private static String sourceCard(JsonNode table, SpiteNotation move) {
        if (move.fromHand()) {
            return move.pileDetail();
        }
        if (move.fromPayoff()) {
            return table.path("payoffTops").path(move.owner()).asText(null);
        }
        JsonNode discard = table.path("discards").path(move.owner()).path(Integer.parseInt(move.pileDetail()) - 1);
        return discard.isEmpty() ? null : discard.get(discard.size() - 1).asText();
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card) {
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? Text.of("refuse.dealOver") : Text.of("refuse.notTurn", seatName(seat));
        }
        List<String> hand = Views.strings(Views.of(state, seat).path("hand"));
        if (hand.contains(card.face())) {
            return Text.of("refuse.spiteFitsNowhere", card.title());
        }
        return Text.of("refuse.spiteNotReachable", card.title(), seatName(seat));
    }

    @Override
    public List<Text> layout(GameState state) {
        JsonNode table = Views.of(state, GameState.TABLE);
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("spite.layoutPayoff"));
        List<String> tops = Views.strings(table.path("payoffTops"));
        List<Integer> counts = Views.numbers(table.path("payoffCounts"));
        for (int seat = 0; seat < tops.size(); seat++) {
            lines.add(Text.of("spite.layoutPile", seatName(seat), counts.get(seat), tops.get(seat)));
        }
        lines.add(Text.of("spite.layoutStock", table.path("stock").asInt()));
        lines.add(Text.of("spite.layoutHands"));
        return lines;
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        JsonNode view = Views.of(state, audience);
        List<String> centre = new ArrayList<>();
        view.path("centre").forEach(pile -> centre.add(pile.path("top").asText()));
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("spite.centreLine", centre.isEmpty() ? "-" : String.join(" ", centre), view.path("stock").asInt()));
        List<String> tops = Views.strings(view.path("payoffTops"));
        List<Integer> counts = Views.numbers(view.path("payoffCounts"));
        for (int seat = 0; seat < tops.size(); seat++) {
            List<String> discardTops = new ArrayList<>();
            view.path("discards").path(seat).forEach(pile -> discardTops.add(pile.isEmpty() ? "-" : pile.get(pile.size() - 1).asText()));
            lines.add(Text.of("console.hand", seatName(seat), (tops.get(seat) == null ? "--" : tops.get(seat)) + "/" + counts.get(seat)
                    + " " + String.join(" ", discardTops)));
        }
        return lines;
    }

    /** Buttons first pick the card to move (hand card, pay-off or discard top), then where it goes. */
    @Override
    public Text group(GameState state, int seat, int move) {
        return SpiteNotation.of(state, seat, move).map(notation -> source(notation, sourceCard(Views.of(state, GameState.TABLE), notation)))
                .orElse(Text.of("spite.endTurn"));
    }

    private Text source(SpiteNotation move, String card) {
        if (move.fromHand()) {
            return Text.of("spite.fromHand", card);
        }
        Text from = move.fromPayoff() ? Text.of("spite.fromPayoff", card) : Text.of("spite.fromDiscard", move.pileDetail(), card);
        return move.partners() ? Text.of("spite.partners", seatName(move.owner()), from) : from;
    }

    /** From the hand first, then the pay-off and discard piles; to the centre, then a new pile, then a discard pile. */
    @Override
    public int pickRank(GameState state, int seat, int move) {
        return SpiteNotation.of(state, seat, move).map(notation -> {
            int sourceRank = notation.fromHand() ? 0 : notation.fromPayoff() ? 1 : 2;
            return sourceRank * 3 + (notation.toCentre() ? 0 : notation.toNewPile() ? 1 : 2);
        }).orElse(Integer.MAX_VALUE);
    }

    /** Where the card goes, by kind: centre, new pile or discard; from which pile, when not from the hand. */
    @Override
    public Text pickGroup(GameState state, int seat, int move) {
        return SpiteNotation.of(state, seat, move).map(notation -> {
            Text kind = Text.of(notation.toNewPile() ? "pick.spite.newPile" : notation.toCentre() ? "pick.spite.centre" : "pick.spite.discard");
            return notation.fromHand() ? kind : Text.of("pick.spite.from", sourceText(notation), kind);
        }).orElse(Text.of("pick.spite.end"));
    }

    private Text sourceText(SpiteNotation move) {
        Text own = move.fromPayoff() ? Text.of("pick.spite.payoff") : Text.of("pick.spite.discardPile", Integer.parseInt(move.pileDetail()));
        return move.partners() ? Text.of("pick.pair", seatName(move.owner()), own) : own;
    }

    /** The pile it goes on, with the card on top of it. */
    @Override
    public Text pickItem(GameState state, int seat, int move) {
        return SpiteNotation.of(state, seat, move).map(notation -> targetText(state, seat, notation)).orElse(Text.of("pick.spite.end"));
    }

    private static Text targetText(GameState state, int seat, SpiteNotation move) {
        if (move.toNewPile()) {
            return Text.of("pick.spite.newPile");
        }
        JsonNode table = Views.of(state, GameState.TABLE);
        int pile = Integer.parseInt(move.targetPile());
        String top;
        if (move.toCentre()) {
            top = table.path("centre").path(pile - 1).path("top").asText();
        } else {
            JsonNode discard = table.path("discards").path(seat).path(pile - 1);
            top = discard.isEmpty() ? "" : discard.get(discard.size() - 1).asText();
        }
        return top.isEmpty() ? Text.of("pick.spite.emptyPile", pile) : Text.of("pick.spite.pile", pile, top);
    }

    @Override
    public Text pickMove(GameState state, int seat, int move) {
        Text group = pickGroup(state, seat, move);
        return SpiteNotation.of(state, seat, move).filter(notation -> !notation.toNewPile())
                .map(notation -> Text.of("pick.pair", group, pickItem(state, seat, move))).orElse(group);
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        return SpiteNotation.of(state, seat, move).map(notation -> {
            Text where = notation.toNewPile() ? Text.of("spite.toNewPile") : notation.toCentre() ? Text.of("spite.toCentre", notation.targetPile())
                    : Text.of("spite.toDiscard", notation.targetPile());
            return Text.of("spite.move", source(notation, sourceCard(Views.of(state, GameState.TABLE), notation)), where);
        }).orElse(Text.of("spite.endTurn"));
    }

    @Override
    public Text eventText(GameEvent event) {
        if (event instanceof SpiteEvent.CardPlayed played) {
            return Text.of(played.newPile() ? "spite.eventStarts" : "spite.eventPlays", seatName(played.seat()), played.card(), played.pile());
        }
        if (event instanceof SpiteEvent.Discarded discarded) {
            return Text.of("spite.eventDiscards", seatName(discarded.seat()), discarded.card(), discarded.pile());
        }
        if (event instanceof SpiteEvent.CardsDrawn drawn) {
            return Text.of("spite.eventDraws", seatName(drawn.seat()), drawn.count());
        }
        if (event instanceof SpiteEvent.PileCompleted completed) {
            return Text.of("spite.eventCompleted", completed.pile());
        }
        if (event instanceof SpiteEvent.PayoffRevealed revealed) {
            return revealed.card() == null ? Text.of("spite.eventPayoffEmpty", seatName(revealed.seat()))
                    : Text.of("spite.eventPayoffShows", seatName(revealed.seat()), revealed.card());
        }
        if (event instanceof SpiteEvent.TurnEnded ended) {
            return Text.of("spite.eventTurnEnded", seatName(ended.seat()));
        }
        if (event instanceof SpiteEvent.StockReplenished) {
            return Text.of("spite.eventStockRefilled");
        }
        if (event instanceof SpiteEvent.StalemateStage || event instanceof SpiteEvent.Stalled) {
            return Text.of("spite.eventStalemate");
        }
        if (event instanceof SpiteEvent.Reshuffled reshuffled) {
            return Text.of("spite.eventReshuffled", seatName(reshuffled.firstSeat()));
        }
        if (event instanceof SpiteEvent.DealWon won) {
            return Text.of("spite.eventWon", seatName(won.winners().get(0)), won.points());
        }
        return null;
    }
}
