package org.tabula.firmware.play.spite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.tabula.display.screen.Prompts;
import org.tabula.display.spite.PayoffReveal;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.PlayingCard;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Place;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.spite.SpiteMove;
import org.tabula.rules.spite.SpiteRefusal;
import org.tabula.rules.spite.SpiteState;
import org.tabula.rules.spite.SpiteView;
import org.tabula.firmware.play.Pick;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.TableReveals;

/**
 * Spite and Malice with its own deck. The box deals virtually and names the cards to take: the
 * pay-off tops when the deal starts, a seat's hand on its turn (on the screen while it chooses).
 * A tapped card plays from the pile where the box saw that copy on top, else from the hand
 * ({@link SpiteTaps}); its pick offers where it goes, the likeliest first on OK (the centre), and
 * one new discard pile for all the empty ones. Only when the box cannot tell which copy lies where
 * (a box deal's pay-off tops) does the pick also say where from. PASS ends the turn.
 */
final class SpiteAdapter implements GameAdapter {

    @Override
    public Seats owners(Game game, Card card) {
        return Seats.firstN(game.players());
    }

    /** The moves that play the card's face, whichever copy it is. */
    private int[] movesByFace(GameState state, int seat, Card card) {
        if (seat == GameState.CHANCE) {
            return TableReveals.movesWith(state, PlayingCard.of(card).name());
        }
        SpiteView table = table(state);
        SpiteCard tapped = SpiteTaps.faceOf(card);
        return Arrays.stream(state.legalMoves(seat))
                .filter(move -> state.move(seat, move) instanceof SpiteMove.Play play && tapped.equals(sourceCard(table, play))
                        && offered(state, seat, move))
                .toArray();
    }

    /** The copy's moves: from the pile where the box saw this copy on top, else from the hand (or a top whose copy it never saw). */
    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        int[] byFace = movesByFace(state, seat, card);
        return seat == GameState.CHANCE ? byFace : SpiteTaps.movesWith(state, seat, card, seen, byFace);
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        Text elsewhere = seat == GameState.CHANCE ? null : SpiteTaps.lyingElsewhere(state, seat, card, seen);
        return elsewhere != null ? elsewhere : whyNotByFace(state, seat, card);
    }

    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        return SpiteTaps.lyingAt(state, card, seen);
    }

    @Override
    public CardsSeen.Place placeAfter(GameState before, int seat, int move) {
        return SpiteTaps.placeAfter(before, seat, move);
    }

    @Override
    public CardsSeen.Place placeBefore(GameState before, int seat, int move) {
        return SpiteTaps.placeBefore(before, seat, move);
    }

    @Override
    public UnaryOperator<CardsSeen.Place> placesMoved(List<GameEvent> events) {
        return SpiteTaps.placesMoved(events);
    }

    /** A discard onto an empty pile is offered onto the first empty pile only: the empty piles are alike. */
    @Override
    public boolean offered(GameState state, int seat, int move) {
        if (!(state.move(seat, move) instanceof SpiteMove.Play play && play.target() instanceof SpiteMove.Discard discard)) {
            return true;
        }
        List<List<SpiteCard>> piles = table(state).discards().get(seat);
        return !piles.get(discard.pile()).isEmpty() || piles.subList(0, discard.pile()).stream().noneMatch(List::isEmpty);
    }

    private static SpiteView table(GameState state) {
        return (SpiteView) state.view(GameState.TABLE);
    }

    /** The card a move takes: a hand card, else the top of the pay-off or discard pile; null if none. */
    private static SpiteCard sourceCard(SpiteView table, SpiteMove.Play play) {
        if (play.source() instanceof SpiteMove.Hand hand) {
            return hand.card();
        }
        if (play.source() instanceof SpiteMove.Discard discard) {
            return top(table.discards().get(play.owner()).get(discard.pile()));
        }
        return table.payoffTops().get(play.owner());
    }

    /** A card as the screens write it; null for none. */
    private static String written(SpiteCard card) {
        return card == null ? null : card.notation();
    }

    /** The top card of a pile, bottom card first; null for an empty pile. */
    private static SpiteCard top(List<SpiteCard> pile) {
        return pile.isEmpty() ? null : pile.get(pile.size() - 1);
    }

    /** Why no move plays the card's face. */
    private Text whyNotByFace(GameState state, int seat, Card card) {
        if (seat == GameState.CHANCE) {
            return TableReveals.whyNot(state, PlayingCard.of(card).name());
        }
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? Text.of("refuse.dealOver") : Text.of("refuse.notTurn", state.game().seat(seat));
        }
        List<SpiteCard> hand = ((SpiteView) state.view(seat)).hand();
        if (hand == null) {
            // A table deal: the box sees no hand, but a card face up everywhere already cannot be in it (the rules say so).
            Refusal refusal = state.refusal(seat, state.moveNumber(seat, new SpiteMove.Play(new SpiteMove.Hand(SpiteTaps.faceOf(card)), seat,
                    new SpiteMove.NewPile())));
            return refusal != null && refusal.reason() == SpiteRefusal.CARD_SEEN ? Prompts.refused(refusal) : fitsNowhere(state, seat, card);
        }
        if (hand.contains(SpiteTaps.faceOf(card))) {
            return fitsNowhere(state, seat, card);
        }
        return Text.of("refuse.spiteNotReachable", card.title(), state.game().seat(seat));
    }

    /**
     * A card in hand with no move now: where a play must come first (a pay-off ace or 2, a 2 on a
     * discard pile, the play owed after a stalemate), the rules' sentence for it, which is also
     * why the turn cannot end; else that the card fits nowhere.
     */
    private Text fitsNowhere(GameState state, int seat, Card card) {
        Refusal first = state.refusal(seat, state.moveNumber(seat, new SpiteMove.End()));
        return first != null ? Prompts.refused(first) : Text.of("refuse.spiteFitsNowhere", card.title());
    }

    @Override
    public List<Text> layout(GameState state) {
        SpiteView table = table(state);
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("spite.layoutPayoff"));
        for (int seat = 0; seat < table.payoffTops().size(); seat++) {
            lines.add(Text.of("spite.layoutPile", state.game().seat(seat), table.payoffCounts().get(seat), written(table.payoffTops().get(seat))));
        }
        lines.add(Text.of("spite.layoutStock", table.stock()));
        lines.add(Text.of("spite.layoutHands"));
        return lines;
    }

    /** The box chose the first seat with the deal, where no event is reported: once the piles are laid out, who starts and why. */
    @Override
    public Text playBegins(GameState state) {
        return state instanceof SpiteState spite && spite.firstSeat() != null ? firstSeat(state.game().seatNames(), spite.firstSeat()) : null;
    }

    /** A pay-off top to turn up at a table deal; at its start, once, what the box leaves to the players. */
    @Override
    public List<Text> revealLines(GameState state) {
        SpiteView table = table(state);
        List<Text> lines = new ArrayList<>();
        lines.add(PayoffReveal.instruction(state.game().seat(PayoffReveal.seatToReveal(table))));
        if (PayoffReveal.dealBegins(table)) {
            lines.add(Text.of("spite.tableNote"));
        }
        return lines;
    }

    /** A card from a hand the box cannot see is named by its tap: listing every card not face up would help no one. */
    @Override
    public boolean namedByTap(GameState state, int seat, int move) {
        return !state.knowsHand(seat) && state.move(seat, move) instanceof SpiteMove.Play play && play.source() instanceof SpiteMove.Hand;
    }

    /** At a table deal the players handle the real stock and piles: what to do with them. */
    @Override
    public Text tableEventText(SeatNames seats, GameEvent event) {
        if (event instanceof SpiteEvent.StockReplenished refilled) {
            return Text.of(refilled.fromCompleted() ? "spite.tableStockRefilled" : "spite.tableStockRefilledOpen", seats.seat(refilled.shuffler()),
                    refilled.cards());
        }
        if (event instanceof SpiteEvent.Reshuffled reshuffled) {
            return Text.of("spite.tableReshuffled", seats.seat(reshuffled.firstSeat()));
        }
        if (event instanceof SpiteEvent.DealWon won) {
            return Text.of("spite.tableWon", seats.seat(won.winners().get(0)), won.points());
        }
        return null;
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        SpiteView view = (SpiteView) state.view(audience);
        List<String> centre = view.centre().stream().map(pile -> pile.top().notation()).toList();
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("spite.centreLine", centre.isEmpty() ? "-" : String.join(" ", centre), view.stock()));
        for (int seat = 0; seat < view.payoffTops().size(); seat++) {
            List<String> discardTops = new ArrayList<>();
            view.discards().get(seat).forEach(pile -> discardTops.add(pile.isEmpty() ? "-" : top(pile).notation()));
            SpiteCard payoffTop = view.payoffTops().get(seat);
            lines.add(Text.of("console.hand", state.game().seat(seat), (payoffTop == null ? "--" : payoffTop.notation()) + "/" + view.payoffCounts().get(seat)
                    + " " + String.join(" ", discardTops)));
        }
        return lines;
    }

    /** Buttons first pick the card to move (hand card, pay-off or discard top), then where it goes. */
    @Override
    public Text group(GameState state, int seat, int move) {
        return state.move(seat, move) instanceof SpiteMove.Play play ? source(state, seat, play, sourceCard(table(state), play)) : Text.of("spite.endTurn");
    }

    private static Text source(GameState state, int seat, SpiteMove.Play play, SpiteCard card) {
        if (play.source() instanceof SpiteMove.Hand) {
            return Text.of("spite.fromHand", written(card));
        }
        Text from = play.source() instanceof SpiteMove.Discard discard ? Text.of("spite.fromDiscard", Place.of(discard.pile()), written(card))
                : Text.of("spite.fromPayoff", written(card));
        return play.owner() != seat ? Text.of("spite.partners", state.game().seat(play.owner()), from) : from;
    }

    /** The likeliest first, on OK: a tap and OK makes it. */
    @Override
    public List<Button> pickKeys() {
        return Pick.FIRST_ON_OK;
    }

    /**
     * The likeliest move first: from the pay-off, then a discard pile, then the hand (when the box
     * cannot tell which copy was tapped, a player plays the pay-off's); to a centre pile, then a new
     * centre pile, then a discard pile that the card builds down on, one of equal rank, a new
     * discard pile, any other. The centre thus always comes first, on OK.
     */
    @Override
    public int pickRank(GameState state, int seat, int move) {
        if (!(state.move(seat, move) instanceof SpiteMove.Play play)) {
            return Integer.MAX_VALUE;
        }
        int sourceRank = play.source() instanceof SpiteMove.Payoff ? 0 : play.source() instanceof SpiteMove.Discard ? 1 : 2;
        return sourceRank * 10 + targetRank(table(state), seat, sourceCard(table(state), play), play.target());
    }

    private static int targetRank(SpiteView table, int seat, SpiteCard card, SpiteMove.Target target) {
        if (target instanceof SpiteMove.Centre) {
            return 0;
        }
        if (!(target instanceof SpiteMove.Discard discard)) {
            return 1;
        }
        SpiteCard onTop = top(table.discards().get(seat).get(discard.pile()));
        if (onTop == null) {
            return 4;
        }
        if (card.isJoker() || onTop.isJoker()) {
            return 5;
        }
        return onTop.rank() - card.rank() == 1 ? 2 : onTop.rank() == card.rank() ? 3 : 5;
    }

    /** Where the card goes, by kind: centre, new pile or discard; from which pile, when the pick offers more than one. */
    @Override
    public Text pickGroup(GameState state, int seat, int move, int[] among) {
        if (!(state.move(seat, move) instanceof SpiteMove.Play play)) {
            return Text.of("pick.spite.end");
        }
        Text kind = Text.of(play.target() instanceof SpiteMove.NewPile ? "pick.spite.newPile"
                : play.target() instanceof SpiteMove.Centre ? "pick.spite.centre" : "pick.spite.discard");
        return play.source() instanceof SpiteMove.Hand || !severalSources(state, seat, among) ? kind
                : Text.of("pick.spite.from", sourceText(state, seat, play), kind);
    }

    /** Whether the moves come from more than one place (the box could not tell which copy was tapped). */
    private static boolean severalSources(GameState state, int seat, int[] moves) {
        return Arrays.stream(moves).mapToObj(move -> state.move(seat, move) instanceof SpiteMove.Play play ? List.of(play.source(), play.owner())
                : List.of()).distinct().count() > 1;
    }

    private static Text sourceText(GameState state, int seat, SpiteMove.Play play) {
        Text own = play.source() instanceof SpiteMove.Discard discard ? Text.of("pick.spite.discardPile", Place.of(discard.pile()))
                : Text.of("pick.spite.payoff");
        return play.owner() != seat ? Text.of("pick.spite.partners", state.game().seat(play.owner()), own) : own;
    }

    /** The pile it goes on, with the card on top of it. */
    @Override
    public Text pickItem(GameState state, int seat, int move) {
        return state.move(seat, move) instanceof SpiteMove.Play play ? targetText(state, seat, play.target()) : Text.of("pick.spite.end");
    }

    private static Text targetText(GameState state, int seat, SpiteMove.Target target) {
        SpiteCard top = targetTop(state, seat, target);
        if (top == null) {
            return Text.of(target instanceof SpiteMove.Discard ? "pick.spite.newDiscard" : "pick.spite.newPile");
        }
        return Text.of("pick.spite.pile", Place.of(pile(target)), top.notation());
    }

    /** The card on top of the centre or discard pile the move goes on; null for a new pile or an empty discard pile. */
    private static SpiteCard targetTop(GameState state, int seat, SpiteMove.Target target) {
        SpiteView table = table(state);
        if (target instanceof SpiteMove.Centre centre) {
            return table.centre().get(centre.pile()).top();
        }
        return target instanceof SpiteMove.Discard discard ? top(table.discards().get(seat).get(discard.pile())) : null;
    }

    private static int pile(SpiteMove.Target target) {
        return target instanceof SpiteMove.Centre centre ? centre.pile() : ((SpiteMove.Discard) target).pile();
    }

    /** A run of piles of one kind: "centre: piles 1-5". */
    @Override
    public Text pickRange(GameState state, int seat, Text group, int first, int last) {
        return Text.of("pick.spite.piles", group, Place.of(pile(((SpiteMove.Play) state.move(seat, first)).target())),
                Place.of(pile(((SpiteMove.Play) state.move(seat, last)).target())));
    }

    @Override
    public Text pickMove(GameState state, int seat, int move, int[] among) {
        Text group = pickGroup(state, seat, move, among);
        if (!(state.move(seat, move) instanceof SpiteMove.Play play) || play.target() instanceof SpiteMove.NewPile) {
            return group;
        }
        SpiteCard top = targetTop(state, seat, play.target());
        // Only a hand card is discarded, so "new discard pile" says it all.
        return top == null ? Text.of("pick.spite.newDiscard") : Text.of("pick.spite.onPile", group, Place.of(pile(play.target())), top.notation());
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        if (!(state.move(seat, move) instanceof SpiteMove.Play play)) {
            return Text.of("spite.endTurn");
        }
        Text where = play.target() instanceof SpiteMove.Centre centre ? Text.of("spite.toCentre", Place.of(centre.pile()))
                : play.target() instanceof SpiteMove.Discard discard ? Text.of("spite.toDiscard", Place.of(discard.pile()))
                : Text.of("spite.toNewPile");
        return Text.of("spite.move", source(state, seat, play, sourceCard(table(state), play)), where);
    }

    /** Who starts the deal and why: its pay-off top, and how it beat the others'. */
    private static Text firstSeat(SeatNames seats, SpiteEvent.FirstSeat first) {
        String key = switch (first.basis()) {
            case HIGHEST_TOP -> "spite.eventFirstSeat";
            case SUIT -> "spite.eventFirstSeatSuit";
            case RESHUFFLED -> "spite.eventFirstSeatReshuffled";
            case LOWEST_SEAT -> "spite.eventFirstSeatTied";
        };
        return Text.of(key, seats.seat(first.seat()), first.top().notation());
    }

    @Override
    public boolean asksToAct(GameEvent event) {
        return event instanceof SpiteEvent.CardsDrawn;
    }

    @Override
    public Text eventText(SeatNames seats, GameEvent event) {
        if (event instanceof SpiteEvent.CardPlayed played) {
            return Text.of(played.newPile() ? "spite.eventStarts" : "spite.eventPlays", seats.seat(played.seat()), played.card().notation(), Place.of(played.pile() - 1));
        }
        if (event instanceof SpiteEvent.Discarded discarded) {
            return Text.of("spite.eventDiscards", seats.seat(discarded.seat()), discarded.card().notation(), Place.of(discarded.pile() - 1));
        }
        if (event instanceof SpiteEvent.CardsDrawn drawn) {
            return Text.of("spite.eventDraws", seats.seat(drawn.seat()), drawn.count());
        }
        if (event instanceof SpiteEvent.PileCompleted completed) {
            return Text.of("spite.eventCompleted", Place.of(completed.pile() - 1));
        }
        if (event instanceof SpiteEvent.PayoffRevealed revealed) {
            return revealed.card() == null ? Text.of("spite.eventPayoffEmpty", seats.seat(revealed.seat()))
                    : Text.of("spite.eventPayoffShows", seats.seat(revealed.seat()), revealed.card().notation());
        }
        if (event instanceof SpiteEvent.TurnEnded ended) {
            return Text.of("spite.eventTurnEnded", seats.seat(ended.seat()));
        }
        if (event instanceof SpiteEvent.StockReplenished) {
            return Text.of("spite.eventStockRefilled");
        }
        if (event instanceof SpiteEvent.StalemateStage stage && stage.stage() < 2) {
            // What each seat must now do: the extra turn's rule, or that play simply goes on.
            return Text.of(stage.stage() == 0 ? "spite.eventStalemateBroken"
                    : stage.pagat() ? "spite.eventStalemateOneMorePagat" : "spite.eventStalemateOneMore");
        }
        if (event instanceof SpiteEvent.StalemateStage || event instanceof SpiteEvent.Stalled) {
            return Text.of("spite.eventStalemate");
        }
        if (event instanceof SpiteEvent.FirstSeat first) {
            return firstSeat(seats, first);
        }
        if (event instanceof SpiteEvent.Reshuffled reshuffled) {
            return Text.of("spite.eventReshuffled", seats.seat(reshuffled.firstSeat()));
        }
        if (event instanceof SpiteEvent.DealWon won) {
            return Text.of("spite.eventWon", seats.seat(won.winners().get(0)), won.points());
        }
        return null;
    }
}
