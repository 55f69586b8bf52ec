package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.rules.games.Games;

/** An archived game's places for the ratings: its final standing by the scores, ties shared, partners as one side, a series by its totals. */
class ContestTest {
    private static final String PEOPLE = ArchiveEntry.PEOPLE;

    private static Contest contest(String game, List<String> seats, List<Integer> scores, List<Integer> winners, int games,
            List<String> names) {
        ArchiveEntry entry = new ArchiveEntry(7, Instant.EPOCH, game, seats, scores, winners, games, names);
        return Contest.of(entry, Games.find(game).orElseThrow().seatNames(seats.size())).orElseThrow();
    }

    private static List<Integer> places(Contest contest) {
        return contest.sides().stream().map(Contest.Side::place).toList();
    }

    @Test
    void theOthersAreRankedByTheirScoresAfterTheWinnersTiesSharingAPlace() {
        Contest contest = contest("spartacus", Collections.nCopies(4, PEOPLE), List.of(12, 30, -5, 12), List.of(1), 1,
                List.of("Aki", "Ben", "Cho", "Dee"));
        assertEquals(List.of(2, 1, 4, 2), places(contest));
        assertEquals(List.of(Optional.of(Rater.person("Cho"))), contest.sides().get(2).players());
    }

    @Test
    void partnersAreOneSideAtTheirTeamsPlace() {
        // Spite and Malice for four: A1, B1, A2, B2; team B emptied its pay-off piles.
        Contest contest = contest("spite", Collections.nCopies(4, PEOPLE), List.of(0, 9, 0, 9), List.of(1, 3), 1,
                List.of("Aki", "Ben", "Cho", "Dee"));
        assertEquals(List.of(2, 1), places(contest));
        assertEquals(List.of(Optional.of(Rater.person("Ben")), Optional.of(Rater.person("Dee"))), contest.sides().get(1).players());
    }

    @Test
    void aSeriesCountsOnceByItsTotalsAndADrawTiesEveryone() {
        Contest series = contest("wheel", List.of(PEOPLE, "random", PEOPLE), List.of(41, 50, 44), List.of(1), 6,
                List.of("Aki", "", ""));
        assertEquals(List.of(3, 1, 2), places(series));
        assertEquals(List.of(Optional.of(Rater.botOf("random"))), series.sides().get(1).players());
        assertEquals(List.of(Optional.empty()), series.sides().get(2).players(), "a guest takes part unrated");
        Contest drawn = contest("sumo", Collections.nCopies(2, PEOPLE), List.of(0, 0), List.of(0, 1), 1, List.of("Aki", "Ben"));
        assertEquals(List.of(1, 1), places(drawn));
    }

    @Test
    void aLoserWhoScoredMoreRatesAboveOneWhoScoredLess() {
        Contest contest = contest("spartacus", Collections.nCopies(3, PEOPLE), List.of(25, 3, 18), List.of(0), 1, List.of("Aki", "Ben", "Cho"));
        Map<Rater, Rating> after = new PlackettLuceRatings().rate(contest, Map.of());
        double aki = after.get(Rater.person("Aki")).mu();
        double ben = after.get(Rater.person("Ben")).mu();
        double cho = after.get(Rater.person("Cho")).mu();
        assertTrue(aki > cho && cho > ben, "Aki " + aki + ", Cho " + cho + ", Ben " + ben);
    }
}
