package org.tabula.firmware.play.spite;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.tabula.display.spite.PayoffReveal;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.PlayingCard;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Place;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteEvent;
import org.tabula.rules.spite.SpiteMove;
import org.tabula.rules.spite.SpiteView;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;

/**
 * Which pile a tap of one physical Spite and Malice card plays from. The box remembers where it
 * saw each copy ({@link CardsSeen}): turned up as a pay-off top at a table deal, tapped onto a
 * discard pile. A copy it saw on top of a pile the seat plays from plays from that pile only; a
 * copy it saw elsewhere plays nothing; any other card plays from the hand, or from a pile top
 * whose copy the box never saw (a box deal's pay-off tops, a pile laid with the buttons), and only
 * then does the pick ask where it comes from. Places are counted from the bottom of their pile, so
 * a card stays known where it lies however the piles above it come and go.
 */
final class SpiteTaps {
    /** The card at {@code height} of a seat's pay-off pile (its top while the pile holds {@code height} cards). */
    record PayoffCard(int owner, int height) implements CardsSeen.Place {
    }

    /** The card at {@code depth} of a seat's discard pile, 0 at the bottom. */
    record DiscardCard(int owner, int pile, int depth) implements CardsSeen.Place {
    }

    /** The card of open centre pile {@code pile} that stands for {@code rank} (1: its ace). */
    record CentreCard(int pile, int rank) implements CardsSeen.Place {
    }

    private SpiteTaps() {
    }

    /** What a tapped card of the Spite deck is to Spite and Malice: its face, the copy aside. */
    static SpiteCard faceOf(Card card) {
        PlayingCard face = PlayingCard.of(card);
        return new SpiteCard(face.rank(), face.suit());
    }

    /** Of the moves that play the card's face ({@code byFace}), those a tap of this copy stands for. */
    static int[] movesWith(GameState state, int seat, Card card, CardsSeen seen, int[] byFace) {
        SpiteView table = table(state);
        SpiteCard face = faceOf(card);
        Optional<CardsSeen.Place> known = seen.placeOf(card).filter(place -> holds(table, place, face));
        return Arrays.stream(byFace).filter(move -> {
            CardsSeen.Place from = source(table, (SpiteMove.Play) state.move(seat, move));
            if (known.isPresent()) {
                return known.get().equals(from);
            }
            // The copy lies where the box did not see it: in the hand, or on a pile whose top it saw as some other copy or never.
            return from == null || seen.at(from).filter(other -> holds(table, from, face)).isEmpty();
        }).toArray();
    }

    /** Where a copy the box saw lies, when no tap can play it from there: a centre pile, or under the top of a discard pile. */
    static Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        SpiteView table = table(state);
        Optional<CardsSeen.Place> known = seen.placeOf(card).filter(place -> holds(table, place, faceOf(card)));
        if (known.isPresent() && known.get() instanceof CentreCard centre) {
            return Optional.of(new CardPlace.OnPile(CardPlace.Pile.CENTRE, -1, centre.pile()));
        }
        if (known.isPresent() && known.get() instanceof DiscardCard discard
                && discard.depth() < table.discards().get(discard.owner()).get(discard.pile()).size() - 1) {
            return Optional.of(new CardPlace.OnPile(CardPlace.Pile.DISCARD, discard.owner(), discard.pile()));
        }
        return Optional.empty();
    }

    /** Why a copy the box saw on top of another seat's pile (not a partner's) plays nothing; null when that is not why. */
    static Text lyingElsewhere(GameState state, int seat, Card card, CardsSeen seen) {
        SpiteView table = table(state);
        Optional<CardsSeen.Place> known = seen.placeOf(card).filter(place -> holds(table, place, faceOf(card)));
        if (known.isEmpty() || known.get() instanceof CentreCard || !state.toMove().contains(seat)) {
            return null;
        }
        CardsSeen.Place place = known.get();
        int owner = place instanceof DiscardCard discard ? discard.owner() : ((PayoffCard) place).owner();
        return owner == seat || owner == partner(seat, table) ? null : Text.of("refuse.spiteLiesOn", card.title(), pileName(state, place, seat));
    }

    private static Text pileName(GameState state, CardsSeen.Place place, int seat) {
        int owner;
        Text pile;
        if (place instanceof DiscardCard discard) {
            owner = discard.owner();
            pile = Text.of("pick.spite.discardPile", Place.of(discard.pile()));
        } else {
            owner = ((PayoffCard) place).owner();
            pile = Text.of("pick.spite.payoff");
        }
        return owner == seat ? pile : Text.of("spite.partners", state.game().seat(owner), pile);
    }

    /** The seat's partner, or -1 (partners sit opposite, with four or six seats). */
    private static int partner(int seat, SpiteView table) {
        int players = table.payoffTops().size();
        return players >= 4 ? (seat + players / 2) % players : -1;
    }

    /** Where the card a move plays will lie, asked before the move: a pay-off top turned up, a card on a discard or centre pile. */
    static CardsSeen.Place placeAfter(GameState before, int seat, int move) {
        SpiteView table = table(before);
        if (seat == GameState.CHANCE) {
            int revealed = PayoffReveal.seatToReveal(table);
            return revealed < 0 ? null : new PayoffCard(revealed, table.payoffCounts().get(revealed));
        }
        if (!(before.move(seat, move) instanceof SpiteMove.Play play)) {
            return null;
        }
        if (play.target() instanceof SpiteMove.Discard discard) {
            return new DiscardCard(seat, discard.pile(), table.discards().get(seat).get(discard.pile()).size());
        }
        if (play.target() instanceof SpiteMove.Centre centre) {
            return new CentreCard(centre.pile(), table.centre().get(centre.pile()).rank() + 1);
        }
        return new CentreCard(table.centre().size(), 1);
    }

    /** The place a move takes its card from, asked before the move; null for the hand and for no card. */
    static CardsSeen.Place placeBefore(GameState before, int seat, int move) {
        return seat != GameState.CHANCE && before.move(seat, move) instanceof SpiteMove.Play play ? source(table(before), play) : null;
    }

    /**
     * Where the cards the box saw lie after a move did {@code events}: a completed centre pile leaves
     * the table (to go under the stock) and the piles after it close up; open piles going under the
     * stock and a stalemate's reshuffle take every card the box saw into the stock but the pay-off tops.
     */
    static UnaryOperator<CardsSeen.Place> placesMoved(List<GameEvent> events) {
        UnaryOperator<CardsSeen.Place> moved = UnaryOperator.identity();
        for (GameEvent event : events) {
            UnaryOperator<CardsSeen.Place> before = moved;
            if (event instanceof SpiteEvent.PileCompleted completed) {
                int gone = completed.pile() - 1;
                moved = place -> closeUp(before.apply(place), gone);
            } else if (event instanceof SpiteEvent.StockReplenished replenished && !replenished.fromCompleted()) {
                moved = place -> {
                    CardsSeen.Place now = before.apply(place);
                    return now instanceof CentreCard ? null : now;
                };
            } else if (event instanceof SpiteEvent.Reshuffled) {
                moved = place -> before.apply(place) instanceof PayoffCard payoff ? payoff : null;
            }
        }
        return moved;
    }

    /** A centre card's place once pile {@code gone} left the table; null for a card of that pile. */
    private static CardsSeen.Place closeUp(CardsSeen.Place place, int gone) {
        if (!(place instanceof CentreCard centre) || centre.pile() < gone) {
            return place;
        }
        return centre.pile() == gone ? null : new CentreCard(centre.pile() - 1, centre.rank());
    }

    /** The place a move takes its card from; null for the hand. */
    private static CardsSeen.Place source(SpiteView table, SpiteMove.Play play) {
        if (play.source() instanceof SpiteMove.Discard discard) {
            return new DiscardCard(play.owner(), discard.pile(), table.discards().get(play.owner()).get(discard.pile()).size() - 1);
        }
        return play.source() instanceof SpiteMove.Payoff ? new PayoffCard(play.owner(), table.payoffCounts().get(play.owner())) : null;
    }

    /** Whether the place still holds a card of this face: a pay-off top at that height, a discard pile that high. */
    private static boolean holds(SpiteView table, CardsSeen.Place place, SpiteCard face) {
        if (place instanceof CentreCard centre) {
            // Under the top the view shows ranks only; the top's face is checked.
            return centre.pile() < table.centre().size() && (table.centre().get(centre.pile()).rank() > centre.rank()
                    || table.centre().get(centre.pile()).rank() == centre.rank() && face.equals(table.centre().get(centre.pile()).top()));
        }
        if (place instanceof PayoffCard payoff) {
            return table.payoffCounts().get(payoff.owner()) == payoff.height() && face.equals(table.payoffTops().get(payoff.owner()));
        }
        DiscardCard discard = (DiscardCard) place;
        List<SpiteCard> pile = table.discards().get(discard.owner()).get(discard.pile());
        return discard.depth() < pile.size() && face.equals(pile.get(discard.depth()));
    }

    private static SpiteView table(GameState state) {
        return (SpiteView) state.view(GameState.TABLE);
    }
}
