package org.tabula.firmware.play.engarde;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.tabula.display.engarde.BoutEnding;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.hal.Button;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.engarde.EnGardeMove;
import org.tabula.rules.engarde.EnGardeView;
import org.tabula.rules.engarde.Phase;

/**
 * En Garde with the aces to fives of the Spite and Malice deck ({@link EnGardeCards}). A tapped
 * card stands for the moves that play its value: an advance or a retreat of that many squares,
 * an attack with it (one card or more of it, as held), a parry with it, and an advance-and-attack
 * whose step it is (the attack's cards are then the distance left, so the step names the move);
 * the pick offers them, the advance or the parry first. PASS passes. Every card is played face
 * up, so the take-back question names the move. At a table deal the players shuffle and draw the
 * real cards, and show their hands, card by card, when the pack runs out within reach.
 */
final class EnGardeAdapter implements GameAdapter {
    /** Both fencers draw from one pack: an ace to five may be either's; any other card is no part of the game. */
    @Override
    public Seats owners(Game game, Card card) {
        return EnGardeCards.value(card) == 0 ? Seats.NONE : Seats.firstN(game.players());
    }

    /**
     * Where a played copy lies: the bout's discards, in the order played. Every card a fencer plays
     * stays out of the bout, so a copy tapped again is refused rather than taken for another of its
     * value (five of each are in play); the next bout shuffles them back.
     */
    private record Discarded(int bout, int order) implements CardsSeen.Place {
    }

    @Override
    public CardsSeen.Place placeAfter(GameState before, int seat, int move) {
        if (seat == GameState.CHANCE || before.move(seat, move) instanceof EnGardeMove.Pass) {
            // A hand shown at the pack's end stays in the hand; a pass plays no card.
            return null;
        }
        EnGardeView table = view(before, GameState.TABLE);
        return new Discarded(table.bout(), table.played().stream().mapToInt(Integer::intValue).sum());
    }

    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        int bout = view(state, GameState.TABLE).bout();
        return seen.placeOf(card).filter(place -> place instanceof Discarded discarded && discarded.bout() == bout)
                .map(place -> new CardPlace.OutOfPlay());
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        int value = EnGardeCards.value(card);
        if (value == 0) {
            return new int[0];
        }
        if (seat == GameState.CHANCE) {
            // The table shows a hand at the end of the pack: the card tapped is the card shown.
            return state.refusal(GameState.CHANCE, value) == null ? new int[] {value} : new int[0];
        }
        return Arrays.stream(state.legalMoves(seat)).filter(move -> plays(state.move(seat, move), value)).toArray();
    }

    /** Whether a tap of this value stands for the move: the card it moves, attacks or parries with, or an advance-and-attack's step. */
    private static boolean plays(Move move, int value) {
        if (move instanceof EnGardeMove.Advance advance) {
            return advance.card() == value;
        }
        if (move instanceof EnGardeMove.Retreat retreat) {
            return retreat.card() == value;
        }
        if (move instanceof EnGardeMove.Attack attack) {
            return attack.card() == value;
        }
        if (move instanceof EnGardeMove.AdvanceAttack lunge) {
            return lunge.step() == value;
        }
        return move instanceof EnGardeMove.Parry parry && parry.cards().contains(value);
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        int value = EnGardeCards.value(card);
        if (value == 0) {
            return Text.of("engarde.notACard", card.title());
        }
        if (seat == GameState.CHANCE) {
            Refusal refusal = state.refusal(GameState.CHANCE, value);
            return refusal == null ? Text.of("refuse.notNow", card.title()) : Prompts.refused(refusal);
        }
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? Text.of("refuse.gameOver") : Text.of("refuse.notTurn", state.game().seat(seat));
        }
        Refusal refusal = state.refusal(seat, natural(view(state, seat), value).number());
        return refusal == null ? Text.of("refuse.notNow", card.title()) : Prompts.refused(refusal);
    }

    /** The move a player most likely meant by the value, whose refusal explains why the tap plays nothing. */
    private static EnGardeMove natural(EnGardeView view, int value) {
        int distance = distance(view);
        EnGardeView.PendingAttack attack = view.attack();
        if (view.phase() == Phase.DEFEND) {
            return new EnGardeMove.Parry(Collections.nCopies(attack.count(), value));
        }
        return view.phase() == Phase.LAST_CHANCE || value == distance ? new EnGardeMove.Attack(value, 1) : new EnGardeMove.Advance(value);
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        EnGardeView view = view(state, audience);
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("engarde.describeBout", view.bout(), view.boutsToWin(), state.game().seat(0), view.wins().get(0),
                state.game().seat(1), view.wins().get(1)));
        lines.add(Text.of("engarde.describePiste", state.game().seat(0), view.positions().get(0), state.game().seat(1),
                view.positions().get(1), distance(view), view.pack()));
        EnGardeView.PendingAttack attack = view.attack();
        if (attack != null) {
            lines.add(Text.of("engarde.describeAttack", state.game().seat(attack.attacker()), cards(Collections.nCopies(attack.count(), attack.card()), "")));
        }
        if (view.hand() != null) {
            lines.add(Text.of("console.hand", state.game().seat(audience), cards(view.hand(), " ")));
        }
        return lines;
    }

    @Override
    public List<Text> ending(GameState state) {
        EnGardeView.LastBout last = view(state, GameState.TABLE).lastBout();
        return last == null ? List.of() : List.of(BoutEnding.of(last, state.game().seat(Math.max(0, last.winner()))));
    }

    @Override
    public Text eventText(SeatNames seats, GameEvent event) {
        return EnGardeLines.event(seats, event);
    }

    /** At a table deal the players draw, deal and show the real cards: what to do with them. */
    @Override
    public Text tableEventText(SeatNames seats, GameEvent event) {
        return EnGardeLines.tableEvent(seats, event);
    }

    /** A draw and a new bout's deal ask the players to take cards in hand, at either deal. */
    @Override
    public boolean asksToAct(GameEvent event) {
        return event instanceof EnGardeEvent.CardsDrawn || event instanceof EnGardeEvent.BoutStarted;
    }

    /**
     * Which cards to take out; then at a table deal, to shuffle and deal them, at a box deal that
     * each fencer takes the hand the box shows it.
     */
    @Override
    public List<Text> layout(GameState state) {
        Text hands = state.knowsHand(0) ? Text.of("engarde.layoutHands")
                : Text.of("engarde.layoutDeal", state.game().seat(view(state, GameState.TABLE).starter()));
        return List.of(Text.of("engarde.layoutCards"), hands);
    }

    /** The end of the pack at a table deal: the fencer whose hand is shown taps each of its cards. */
    @Override
    public List<Text> revealLines(GameState state) {
        EnGardeView view = view(state, GameState.TABLE);
        boolean firstShown = view.shownHands() != null && view.shownHands().get(0).size() >= view.handSizes().get(0);
        return List.of(Text.of("engarde.showLine", state.game().seat(firstShown ? 1 : 0)));
    }

    /** The list of moves names the cards, each opening the pick its tap opens; a parry of several values comes under its lowest. */
    @Override
    public Text group(GameState state, int seat, int move) {
        Move made = state.move(seat, move);
        for (int value = 1; value <= EnGardeCards.HIGHEST; value++) {
            if (plays(made, value)) {
                return Text.of("engarde.groupCard", value);
            }
        }
        return passLabel(view(state, seat).phase());
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        Move made = state.move(seat, move);
        if (made instanceof EnGardeMove.Advance advance) {
            return Text.of("engarde.moveAdvance", advance.card());
        }
        if (made instanceof EnGardeMove.Retreat retreat) {
            return Text.of("engarde.moveRetreat", retreat.card());
        }
        if (made instanceof EnGardeMove.Attack attack) {
            return Text.of("engarde.moveAttack", cards(Collections.nCopies(attack.count(), attack.card()), ""));
        }
        if (made instanceof EnGardeMove.AdvanceAttack lunge) {
            return Text.of("engarde.moveLunge", lunge.step(), cards(Collections.nCopies(lunge.count(), lunge.card()), ""));
        }
        if (made instanceof EnGardeMove.Parry parry) {
            return Text.of("engarde.moveParry", cards(parry.cards(), ""));
        }
        return passLabel(view(state, seat).phase());
    }

    /**
     * Every pass ends the bout (given up, a hit taken, the last attack declined): asked first
     * whenever the fencer may still move otherwise, which at a table deal, where the box cannot
     * see the hand, is always.
     */
    @Override
    public Optional<Text> passQuestion(GameState state, int seat) {
        return state.legalMoves(seat).length > 1 ? Optional.of(Text.of("engarde.passAsk")) : Optional.empty();
    }

    /** What PASS does now, said plainly: at a turn it gives the bout away (at a table deal the box cannot tell that a move is left). */
    private static Text passLabel(Phase phase) {
        return switch (phase) {
            case DEFEND -> Text.of("engarde.passHit");
            case LAST_CHANCE -> Text.of("engarde.passNoAttack");
            default -> Text.of("engarde.passConcede");
        };
    }

    /** The advance (the commonest move) or the parry first, then the attacks, the advance-and-attacks, the retreat. */
    @Override
    public int pickRank(GameState state, int seat, int move) {
        Move made = state.move(seat, move);
        if (made instanceof EnGardeMove.Advance || made instanceof EnGardeMove.Parry) {
            return 0;
        }
        if (made instanceof EnGardeMove.Attack) {
            return 1;
        }
        return made instanceof EnGardeMove.AdvanceAttack ? 2 : 3;
    }

    /** The likeliest move (the advance, the parry, the attack) on OK, so that a tap and OK makes it. */
    @Override
    public List<Button> pickKeys() {
        return List.of(Button.OK, Button.LEFT, Button.RIGHT, Button.PASS, Button.BACK);
    }

    /**
     * More than five moves for one card: the plain moves stay one press away (each its own group,
     * shown as the move), the attacks and the advance-and-attacks, by how many cards, one group each.
     */
    @Override
    public Text pickGroup(GameState state, int seat, int move, int[] among) {
        Move made = state.move(seat, move);
        if (made instanceof EnGardeMove.Attack) {
            return Text.of("engarde.pickAttacks");
        }
        return made instanceof EnGardeMove.AdvanceAttack lunge ? Text.of("engarde.pickLunges", lunge.step()) : moveLabel(state, seat, move);
    }

    private static EnGardeView view(GameState state, int audience) {
        return (EnGardeView) state.view(audience);
    }

    private static int distance(EnGardeView view) {
        return view.positions().get(1) - view.positions().get(0);
    }

    /** Cards written side by side with a separator: "4 4", or "44" as the notation writes cards played together. */
    static String cards(List<Integer> cards, String separator) {
        StringBuilder text = new StringBuilder();
        for (int card : cards) {
            if (!text.isEmpty()) {
                text.append(separator);
            }
            text.append(card);
        }
        return text.toString();
    }
}
