package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.firmware.club.People;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.script.Script;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Refusal;
import org.tabula.rules.Seat;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.bots.Hints;

/**
 * With people seated by name, every sentence of a whole game names their seats as the match does
 * (the person), never as the game would: the rules' refusals of every seat at every position, a
 * hint's why, the take-back question's move and its refusals, what each move did, the table's
 * description, the layout and who begins, and how the game ended. Each game, English and Japanese
 * alike, since the seat is a typed argument the catalogue names.
 */
class PeopleInEverySentenceTest {
    private static final List<String> NAMES = List.of("WWWWWWWWWWWW", "アキ・タナカ", "Bartholomeus", "Zoë", "Cho");
    private static final int MOST_MOVES = 5_000;
    /** A hint's why samples the seat's view: asked at every this many positions. */
    private static final int WHY_EVERY = 7;

    static Stream<Arguments> games() {
        Stream<Arguments> each = ConsoleGames.all().stream().map(game -> Arguments.of(game.kind().name(), game.kind().minPlayers(), Map.of()));
        return Stream.concat(each, Stream.of(Arguments.of("spite", 4, Map.of("partnership", true)), Arguments.of("spartacus", 5, Map.of())));
    }

    /** Brought back after a restart from the journal's replay (the game as the script names it), the match names its people as before. */
    @ParameterizedTest(name = "{0}, {1} players, {2}")
    @MethodSource("games")
    void aResumedMatchNamesItsPeopleAsBefore(String name, int players, Map<String, Object> options) throws Exception {
        GameKind kind = ConsoleGames.named(name).kind();
        Game game = kind.create(players, kind.parseOptions(options));
        SeededRandom rng = new SeededRandom(name.hashCode() - players);
        People people = People.of(NAMES.subList(0, players));
        Match match = new Match(game, Collections.nCopies(players, Player.HUMAN), people, Series.Goal.games(1), Lead.DRAWN, GameSetup.SEED, true,
                rng::nextLong, MatchRecorder.NONE);
        for (int moves = 0; moves < 3 && !match.state().isOver(); moves++) {
            int mover = match.state().toMove().first();
            int[] legal = match.state().legalMoves(mover);
            match.play(mover, legal[rng.nextInt(legal.length)]);
        }
        // The journal's script as it reads back: the game as its options make it, no names.
        Script script = new Script(game, match.script().players(), match.script().goal(), match.script().deals());
        GameState journalled = History.replay(game, match.seed(), script.current().setup(), match.moves(), 0).end();
        Match resumed = Match.resumed(script, people, match.series(), Lead.DRAWN, true, journalled, List.of(), rng::nextLong, MatchRecorder.NONE);
        assertEquals(match.seatNames(), resumed.state().game().seatNames());
        assertEquals(match.state().view(GameState.TABLE), resumed.state().view(GameState.TABLE), "the same position");
        assertEquals(match.moves(), resumed.moves());
    }

    @ParameterizedTest(name = "{0}, {1} players, {2}")
    @MethodSource("games")
    void everySentenceOfTheGameNamesThePeopleSeated(String name, int players, Map<String, Object> options) throws Exception {
        GameKind kind = ConsoleGames.named(name).kind();
        Game game = kind.create(players, kind.parseOptions(options));
        GameAdapter adapter = ConsoleGames.of(kind).adapter();
        SeededRandom rng = new SeededRandom(name.hashCode() + players);
        Match match = new Match(game, Collections.nCopies(players, Player.HUMAN), People.of(NAMES.subList(0, players)), Series.Goal.games(1),
                Lead.DRAWN, GameSetup.SEED, true, rng::nextLong, MatchRecorder.NONE);
        List<Seat> refused = new ArrayList<>();
        List<Seat> takeBacks = new ArrayList<>();
        List<Seat> said = new ArrayList<>();
        SeatsInTexts.add(adapter.layout(match.state()), said);
        SeatsInTexts.add(adapter.playBegins(match.state()), said);
        for (int moves = 0; !match.state().isOver(); moves++) {
            assertTrue(moves < MOST_MOVES, name + " did not end in " + MOST_MOVES + " moves");
            GameState state = match.state();
            int mover = state.toMove().first();
            int[] legal = state.legalMoves(mover);
            for (int seat = 0; seat < players; seat++) {
                for (int move : state.toMove().contains(seat) ? new int[0] : legal) {
                    Refusal refusal = state.refusal(seat, move);
                    if (refusal != null) {
                        SeatsInTexts.add(refusal.args(), refused);
                    }
                }
            }
            TakeBackOffer offer = match.takeBackOffer(1);
            if (!offer.allowed()) {
                SeatsInTexts.add(offer.refusal().args(), takeBacks);
            } else if (offer.seat() != GameState.CHANCE) {
                SeatsInTexts.add(adapter.madeMove(offer.before(), offer.seat(), offer.move()), takeBacks);
            }
            if (mover != GameState.CHANCE && state.knowsHand(mover) && moves % WHY_EVERY == 0) {
                SeatsInTexts.add(Hints.explained(InformationSet.of(state, mover), legal[0]).why().args(), said);
            }
            SeatsInTexts.add(adapter.describe(state, GameState.TABLE), said);
            match.play(mover, legal[rng.nextInt(legal.length)]);
            for (GameEvent event : match.lastEvents()) {
                SeatsInTexts.add(adapter.eventText(match.seatNames(), event), said);
            }
        }
        List<Seat> ending = SeatsInTexts.add(adapter.ending(match.state()), new ArrayList<>());
        SeatsInTexts.add(adapter.scoreLines(match.seatNames(), match.state().scores(), match.state().winners()), ending);
        for (List<Seat> seats : List.of(refused, takeBacks, said, ending)) {
            for (Seat seat : seats) {
                assertEquals(match.seatNames(), seat.names(), name + ": seat " + seat.index() + " named as the game names it");
            }
        }
        assertTrue(refused.stream().anyMatch(seat -> seat.name().isPerson()), name + ": no refusal named a person");
        assertTrue(takeBacks.stream().anyMatch(seat -> seat.name().isPerson()), name + ": no take-back named a person");
        assertTrue(ending.stream().anyMatch(seat -> seat.name().isPerson()), name + ": the end named nobody");
    }
}
