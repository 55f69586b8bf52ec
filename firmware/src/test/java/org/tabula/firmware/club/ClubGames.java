package org.tabula.firmware.club;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.bots.Bots;
import org.tabula.rules.games.Games;

/** Whole games of named people (and bots) played at random through a {@link Match}, as the box records them. */
final class ClubGames {
    static final List<String> PEOPLE = List.of("Aki", "Ben", "ミナミ", "Bartholomeus", "Zoë", "Cho");

    private ClubGames() {
    }

    /**
     * Plays game {@code index} of a club evening to its end and keeps its result: the game, its
     * player count, who sits where (a name, people without one, or the random bot) chosen by the seed.
     */
    static Match play(int index, MatchRecorder recorder) throws IOException {
        SeededRandom rng = new SeededRandom(1_000 + index);
        List<String> names = List.of("sumo", "spartacus", "wheel", "spite", "senator");
        GameKind kind = Games.find(names.get(rng.nextInt(names.size()))).orElseThrow();
        // Spite and Malice in partnership now and then: sides of two.
        int players = kind.name().equals("spite") ? (rng.nextInt(3) == 0 ? 4 : 2)
                : kind.minPlayers() + rng.nextInt(kind.maxPlayers() - kind.minPlayers() + 1);
        Game game = kind.create(players, kind.parseOptions(kind.name().equals("spite") && players == 4
                ? java.util.Map.of("partnership", true) : java.util.Map.of()));
        List<Player> seats = new ArrayList<>();
        List<Optional<PlayerName>> people = new ArrayList<>();
        List<String> free = new ArrayList<>(PEOPLE);
        for (int seat = 0; seat < players; seat++) {
            int who = rng.nextInt(10);
            if (who < 2 && Bots.named("random").refusal(game) == null) {
                seats.add(Player.bot(Bots.named("random"), game));
                people.add(Optional.empty());
            } else {
                seats.add(Player.HUMAN);
                people.add(who < 3 || free.isEmpty() ? Optional.empty() : Optional.of(name(free.remove(rng.nextInt(free.size())))));
            }
        }
        Match match = new Match(game, seats, new People(people), Series.Goal.games(1), Lead.DRAWN, GameSetup.SEED, true, rng::nextLong, recorder);
        int moves = 0;
        while (!match.state().isOver()) {
            GameState state = match.state();
            int seat = state.toMove().first();
            int[] legal = state.legalMoves(seat);
            match.play(seat, legal[rng.nextInt(legal.length)]);
            if (++moves > 20_000) {
                throw new AssertionError(kind.name() + " game " + index + " did not end in 20,000 moves");
            }
        }
        match.keepResult();
        return match;
    }

    static PlayerName name(String text) {
        try {
            return PlayerName.parse(text);
        } catch (RosterRefusal e) {
            throw new AssertionError(e);
        }
    }
}
