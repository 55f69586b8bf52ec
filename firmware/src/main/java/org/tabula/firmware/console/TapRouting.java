package org.tabula.firmware.console;

import java.util.Arrays;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * Which seat a tapped card is for and which legal moves it stands for there, or why it plays
 * nothing: an unknown card, one of another deck or not in this game, a bot's seat. With a reader
 * for each seat the reader says whose card it is; with fewer, the card's colour does (its owners,
 * the first of them to move); at a table deal, while the table is to reveal, every card is the table's.
 */
final class TapRouting {
    /** What a tap comes to. */
    sealed interface Route permits Refused, Plays {
    }

    /** The tap plays nothing, for this reason. */
    record Refused(Text reason) implements Route {
    }

    /** The tap is the seat's, and stands for these moves (at least one); {@code what} names them for the seat's pick. */
    record Plays(int seat, Text what, int[] moves) implements Route {
    }

    /** Before a move is made: where its card will lie, and the card, if a tap made the move (else null: unknown). */
    record Sighting(CardsSeen.Place place, Card card) {
    }

    private final ConsoleContext context;
    private final Match match;
    private final GameAdapter adapter;
    private final CardsSeen seen = new CardsSeen();
    /** The seat, card and moves of the last tap that stood for moves, until a move is made. */
    private Plays lastTap;
    private Card lastCard;

    TapRouting(ConsoleContext context, Match match, GameAdapter adapter) {
        this.context = context;
        this.match = match;
        this.adapter = adapter;
    }

    /** Whether the table is to reveal a card (a table deal): a tap of it is the next move. */
    static boolean waitsForTable(GameState state) {
        return state.toMove().equals(Seats.CHANCE);
    }

    /** Where the tap goes; while the leader is open, a person's card leads (in the game that seat's lead would make). */
    Route route(TagEvent tag) {
        Optional<Card> known = context.registry().card(tag);
        if (known.isEmpty()) {
            return new Refused(Text.of("error.unknownCard"));
        }
        Card card = known.get();
        Optional<Deck> deck = adapter.deck();
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
        int seat = seatOf(tag, owners);
        if (match.isBot(seat)) {
            return new Refused(Text.of(match.leaderOpen() ? "refuse.botLeadsByOk" : "refuse.seatIsBot", match.game().seat(seat)));
        }
        GameState now = match.leaderOpen() ? match.ledBy(seat) : match.state();
        int[] moves = adapter.movesWith(now, seat, card, seen);
        if (moves.length == 0) {
            return new Refused(adapter.whyNot(now, seat, card, seen));
        }
        // Hidden Senator: the card goes in face down, so its pick does not name it on the shared screen.
        lastTap = new Plays(seat, now.game().type().playsFaceDown() ? Text.of("pick.yourCard") : card.title(), moves);
        lastCard = card;
        return lastTap;
    }

    /** Asked before a move is made: where its card will lie, and which physical card it is when the last tap stood for the move. */
    Sighting sighting(int seat, int move) {
        boolean byTap = lastTap != null && lastTap.seat() == seat && Arrays.stream(lastTap.moves()).anyMatch(tapMove -> tapMove == move);
        return new Sighting(adapter.placeAfter(match.state(), seat, move), byTap ? lastCard : null);
    }

    /** The move was made: the box remembers where its card lies (an unknown card where no tap made the move), or forgets a card gone from its place. */
    void seen(Sighting sighting) {
        lastTap = null;
        lastCard = null;
        if (sighting.place() != null) {
            seen.put(sighting.place(), sighting.card());
        } else if (sighting.card() != null) {
            seen.forget(sighting.card());
        }
    }

    /** A new game: no card is seen anywhere yet. */
    void newGame() {
        seen.clear();
        lastTap = null;
        lastCard = null;
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
