package org.tabula.firmware.console;

import java.util.Optional;
import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardTaps;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * Which seat a tapped card is for and which legal moves it stands for there, or why it plays
 * nothing: an unknown card, one of another deck or not in this game, a bot's seat. With a reader
 * for each seat the reader says whose card it is; with fewer, the card's colour does (its owners,
 * the first of them to move); at a table deal, while the table is to reveal, every card is the table's.
 *
 * <p>A tap is routed once ({@link #route}), to a value that goes along with the move it makes
 * (the pick, the move, the match's record of the card); nothing of it is kept here. What is kept is
 * the box's memory of where the cards lie ({@link CardsSeen}), which every move changes.
 */
final class TapRouting {
    /** What a tap comes to. */
    sealed interface Route permits Refused, Plays {
    }

    /** The tap plays nothing, for this reason. */
    record Refused(Text reason) implements Route {
    }

    /**
     * The tap of {@code card} is the seat's, and stands for these moves (at least one); {@code what}
     * names them for the seat's pick.
     */
    record Plays(int seat, Card card, Text what, int[] moves) implements Route {
        Plays {
            if (moves.length == 0) {
                throw new IllegalArgumentException("a tap that plays stands for at least one move");
            }
            moves = moves.clone();
        }

        /** The moves the tap stands for, in the rules' order. */
        @Override
        public int[] moves() {
            return moves.clone();
        }
    }

    /**
     * Before a move is made: where its card will lie, the card (tapped for the move, or seen where
     * the move takes it from; else null: unknown), and whether a tap made it.
     */
    record Sighting(CardsSeen.Place place, Card card, boolean tapped) {
        /** The card tapped for the move, as the match records it; null for a move made with the buttons. */
        Card tappedCard() {
            return tapped ? card : null;
        }
    }

    private final ConsoleContext context;
    private final Match match;
    private final GameAdapter adapter;
    private final CardsSeen seen = new CardsSeen();

    TapRouting(ConsoleContext context, Match match, GameAdapter adapter) {
        this.context = context;
        this.match = match;
        this.adapter = adapter;
    }

    /** The deck the game is played with, if any. */
    private Optional<Deck<?>> deck() {
        return ConsoleGames.of(match.game().kind()).declaration().deck();
    }

    /** Whether the table is to reveal a card (a table deal): a tap of it is the next move. */
    static boolean waitsForTable(GameState state) {
        return state.toMove().equals(Seats.CHANCE);
    }

    /**
     * Where the tap goes; while the leader is open, a person's card leads (in the game that seat's
     * lead would make). Nothing changes: the same tap routes the same until a move is made.
     */
    Route route(TagEvent tag) {
        Optional<Card> known = context.registry().card(tag);
        if (known.isEmpty()) {
            return new Refused(Text.of("error.unknownCard"));
        }
        Card card = known.get();
        Optional<Deck<?>> deck = deck();
        Text title = ConsoleGames.of(match.game().kind()).titles().name();
        if (deck.isEmpty()) {
            return new Refused(Text.of("refuse.buttonsOnly", title));
        }
        if (card.deck() != deck.get()) {
            return new Refused(Text.of("refuse.otherDeck", card.title(), card.deck().title()));
        }
        Seats owners = adapter.owners(match.game(), card);
        if (owners.isEmpty()) {
            return new Refused(Text.of("refuse.notInGame", card.title(), title));
        }
        Optional<Text> lying = lying(card);
        if (lying.isPresent()) {
            return new Refused(lying.get());
        }
        int seat = seatOf(tag, owners);
        if (match.isBot(seat)) {
            return new Refused(Text.of(match.leaderOpen() ? "refuse.botLeadsByOk" : "refuse.seatIsBot", match.seat(seat)));
        }
        GameState now = match.leaderOpen() ? match.ledBy(seat) : match.state();
        int[] moves = adapter.movesWith(now, seat, card, seen);
        if (moves.length == 0) {
            return new Refused(adapter.whyNot(now, seat, card, seen));
        }
        // Hidden Senator: the card goes in face down, so its pick does not name it on the shared screen.
        return new Plays(seat, card, now.game().type().playsFaceDown() ? Text.of("pick.yourCard") : card.title(), moves);
    }

    /** Where the card lies, when the box knows it and no move can take it from there ("2H is on centre 1"); empty otherwise. */
    private Optional<Text> lying(Card card) {
        return adapter.lyingAt(match.state(), card, seen).map(place -> Text.of("refuse.cardLies", card.title(), CardPlace.words(place, match.game())));
    }

    /**
     * Why a tap plays nothing while the game waits for a button (paused, a question open): where
     * the card lies when it cannot move from there, else {@code instead} (what to press).
     */
    Text whileWaiting(TagEvent tag, Text instead) {
        Optional<Card> card = context.registry().card(tag).filter(known -> deck().equals(Optional.of(known.deck())));
        return card.flatMap(this::lying).orElse(instead);
    }

    /**
     * Asked before a move is made: where its card will lie, and which physical card it is (the card
     * {@code tapped} for the move, or null for a move made otherwise: the one seen where it comes from).
     */
    Sighting sighting(int seat, int move, Card tapped) {
        return sighting(match.state(), seat, move, tapped);
    }

    private Sighting sighting(GameState before, int seat, int move, Card tapped) {
        return sighting(adapter, seen, before, seat, move, tapped);
    }

    private static Sighting sighting(CardTaps adapter, CardsSeen seen, GameState before, int seat, int move, Card tapped) {
        CardsSeen.Place from = tapped == null ? adapter.placeBefore(before, seat, move) : null;
        Card card = tapped != null ? tapped : from == null ? null : seen.at(from).orElse(null);
        return new Sighting(adapter.placeAfter(before, seat, move), card, tapped != null);
    }

    /**
     * The move was made and did {@code events}: the box remembers where its card lies (an unknown
     * card where it did not see it), or forgets a card gone from its place, and where the others went.
     */
    void seen(Sighting sighting, List<GameEvent> events) {
        seen(adapter, seen, sighting, events);
    }

    private static void seen(CardTaps adapter, CardsSeen seen, Sighting sighting, List<GameEvent> events) {
        seen.moved(sighting.place(), sighting.card(), adapter.placesMoved(events));
    }

    /**
     * The game in play has changed other than by a move (a new game, a take-back, a resume): what the
     * box saw is rebuilt from its standing moves and the cards tapped for them.
     */
    void replayed() {
        rebuild(match, adapter, seen);
    }

    /**
     * What the box saw of the match's cards ({@code seen}, cleared first), rebuilt from its standing
     * moves and the cards tapped for them as the moves were made.
     */
    static CardsSeen rebuild(Match match, CardTaps adapter, CardsSeen seen) {
        seen.clear();
        match.replay((state, seat, move, card) -> {
            Sighting sighting = sighting(adapter, seen, state, seat, move, card);
            return events -> seen(adapter, seen, sighting, events);
        });
        return seen;
    }

    /** The tapped card's seat: the table's, the reader's, or the first of its owners a person plays and the game awaits. */
    private int seatOf(TagEvent tag, Seats owners) {
        if (waitsForTable(match.state())) {
            return GameState.CHANCE;
        }
        if (context.readers() >= match.game().players()) {
            return tag.reader();
        }
        // While the leader is open, every person's card may lead.
        Seats awaited = match.leaderOpen() ? Seats.firstN(match.game().players()) : match.state().toMove();
        for (int seat = owners.first(); seat >= 0; seat = owners.next(seat)) {
            if (awaited.contains(seat) && !match.isBot(seat)) {
                return seat;
            }
        }
        return owners.first();
    }
}
