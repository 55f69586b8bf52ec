package org.tabula.rules.spite;

import java.util.List;

import org.tabula.rules.GameEvent;

/** What happens in Spite and Malice, in the order the display should show it; {@link #describe()} names cards as the notation does. */
public sealed interface SpiteEvent extends GameEvent {
    /** A seat drew {@code count} cards from the stock (0: the stock was empty). */
    record CardsDrawn(int seat, int count, int stockLeft) implements SpiteEvent {
        @Override
        public String describe() {
            return count == 0 ? "seat " + seat + " cannot draw: the stock is empty"
                    : "seat " + seat + " draws " + count + (count == 1 ? " card" : " cards") + " (" + stockLeft + " left in the stock)";
        }
    }

    /**
     * A card went from {@code from}, a pile of seat {@code owner}'s or the mover's hand, to centre
     * pile {@code pile} (from 1), where it stands for {@code rank} (a joker takes the rank the pile needs).
     */
    record CardPlayed(int seat, SpiteMove.Source from, int owner, SpiteCard card, int pile, int rank, boolean newPile)
            implements SpiteEvent {
        @Override
        public String describe() {
            String as = card.isJoker() ? " as " + Cards.aRank(rank) : "";
            String source = Moves.sourceName(Moves.sourceNumber(from, owner != seat), owner);
            return "seat " + seat + " plays " + card.notation() + as + " from " + source
                    + (newPile ? " to start centre pile " + pile : " to centre pile " + pile);
        }
    }

    /** Centre pile {@code pile} reached K: it leaves play (later piles are renumbered). */
    record PileCompleted(int pile) implements SpiteEvent {
        @Override
        public String describe() {
            return "centre pile " + pile + " is complete and set aside";
        }
    }

    /** A pay-off pile shows a new top card ({@code card} null: the pile is empty). */
    record PayoffRevealed(int seat, SpiteCard card, int left) implements SpiteEvent {
        @Override
        public String describe() {
            return card == null ? "seat " + seat + "'s pay-off pile is empty"
                    : "seat " + seat + "'s pay-off pile shows " + card.notation() + " (" + left + " left)";
        }
    }

    /** A hand card went on the seat's discard pile {@code pile} (from 1). */
    record Discarded(int seat, SpiteCard card, int pile, boolean newPile) implements SpiteEvent {
        @Override
        public String describe() {
            return "seat " + seat + " discards " + card.notation() + (newPile ? " to start discard pile " : " on discard pile ") + pile;
        }
    }

    /** The seat's turn is over; {@code moved} is false if it made no play and no discard. */
    record TurnEnded(int seat, boolean moved) implements SpiteEvent {
        @Override
        public String describe() {
            return "seat " + seat + (moved ? " ends the turn" : " ends the turn without a move");
        }
    }

    /** The stock could not serve a draw: {@code cards} cards of completed (else all) centre piles were shuffled under it. */
    record StockReplenished(int shuffler, int cards, boolean fromCompleted) implements SpiteEvent {
        @Override
        public String describe() {
            return "seat " + shuffler + " shuffles " + cards + " cards of the " + (fromCompleted ? "completed" : "unfinished")
                    + " centre piles under the stock";
        }
    }

    /**
     * The stalemate procedure: stage 1, nobody moved for a round and each seat gets one more
     * turn; stage 2, still nobody moved (a reshuffle follows, or under pagat the deal ends);
     * stage 0, a seat moved during its extra turn and play goes on.
     */
    record StalemateStage(int stage, boolean pagat) implements SpiteEvent {
        @Override
        public String describe() {
            return switch (stage) {
                case 0 -> "the stalemate is broken";
                case 1 -> pagat ? "stalemate: each seat gets one more turn"
                        : "stalemate: each seat gets one more turn, and must play an ace or a playable 2 from its hand";
                default -> pagat ? "still no move: the deal ends, the fewest pay-off cards win"
                        : "still no move: everything but the pay-off piles is reshuffled";
            };
        }
    }

    /**
     * No pay-off card was played for {@code rounds} rounds: the deal is stuck, and gets the last
     * stage of the stalemate procedure: a reshuffle, or ({@code ends}) under pagat, or when it is
     * stuck again before any pay-off card was played, the end of the deal.
     */
    record Stalled(int rounds, boolean ends) implements SpiteEvent {
        @Override
        public String describe() {
            return "no pay-off card played in " + rounds + " rounds: the deal is stuck, "
                    + (ends ? "so it ends and the fewest pay-off cards win" : "so everything but the pay-off piles is reshuffled");
        }
    }

    /** A stalemate reshuffle: {@code cards} cards shuffled, 5 dealt to each seat, play restarts from {@code firstSeat}. */
    record Reshuffled(int cards, int firstSeat) implements SpiteEvent {
        @Override
        public String describe() {
            return cards + " cards reshuffled, 5 dealt to each seat; seat " + firstSeat + " plays first";
        }
    }

    /**
     * The deal starts with {@code seat}, whose pay-off top {@code top} decided it, on this
     * {@code basis} (the rule for who starts: the highest pay-off top card). At a table deal it is
     * the last reveal's event; at a box deal the state keeps it ({@link SpiteState#firstSeat()}),
     * as the box chooses before any move.
     */
    record FirstSeat(int seat, SpiteCard top, Basis basis) implements SpiteEvent {
        /** Why the seat starts. */
        public enum Basis {
            /** Its pay-off top ranks above every other seat's. */
            HIGHEST_TOP,
            /** Tops of the highest rank tied and its suit ranks first (spades, hearts, diamonds, clubs). */
            SUIT,
            /** Tops of the highest rank tied; the tied seats reshuffled their piles and its new top is the highest of theirs. */
            RESHUFFLED,
            /** The tie could not be broken (piles of like cards): the lowest tied seat starts. */
            LOWEST_SEAT
        }

        @Override
        public String describe() {
            String why = switch (basis) {
                case HIGHEST_TOP -> "the highest pay-off top";
                case SUIT -> "the highest pay-off top, by suit";
                case RESHUFFLED -> "the highest of the tied seats' reshuffled tops";
                case LOWEST_SEAT -> "the first of the tied seats";
            };
            return "seat " + seat + " plays first with " + top.notation() + ": " + why;
        }
    }

    /** The deal is over: {@code winners} (a team, or tied teams) score {@code points} each. */
    record DealWon(List<Integer> winners, int points) implements SpiteEvent {
        @Override
        public String describe() {
            String seats = winners.size() == 1 ? "seat " + winners.get(0) : "seats " + winners;
            return seats + (winners.size() == 1 ? " wins" : " win") + " the deal with " + points + (points == 1 ? " point" : " points");
        }
    }
}
