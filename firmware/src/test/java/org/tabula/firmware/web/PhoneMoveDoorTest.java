package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Player;
import org.tabula.rules.GameState;
import org.tabula.rules.Series;

/**
 * The door takes a phone's move for the loop: only with the page's own Origin, only for the seat
 * the token opens, only at the position it names; the same request sent twice before the loop
 * takes either is made once (the second is for a position gone), and a flood waits no further
 * than the queue's bound.
 */
class PhoneMoveDoorTest {
    private final ManualClock clock = new ManualClock(1_000_000_000L);
    private final TableFeed feed = new TableFeed();
    private final SeatPairing pairing = new SeatPairing(clock, feed);
    private final PageDoor door = new PageDoor(feed, pairing, new PageDoorTest.FakeArchive(), Set.of("tabula.local"), clock);

    private Match senator() throws IOException {
        Match match = new Match(ConsoleGames.named("senator").kind().create(2, ConsoleGames.named("senator").kind().parseOptions(null)),
                List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), Lead.DRAWN, GameSetup.SEED, false, () -> 5, MatchRecorder.NONE);
        feed.accept(Optional.of(match));
        return match;
    }

    private String paired(int seat) {
        String code = pairing.offer(seat).orElseThrow().digits();
        Answer answer = door.answer(post("/pair", "code=" + code, null, "http://tabula.local:8080"));
        String cookie = ((Answer.Whole) answer).headers().get("Set-Cookie");
        return cookie.substring(0, cookie.indexOf(';'));
    }

    private static Request post(String target, String body, String cookie, String origin) {
        Map<String, List<String>> headers = new HashMap<>();
        headers.put("host", List.of("tabula.local:8080"));
        if (origin != null) {
            headers.put("origin", List.of(origin));
        }
        if (cookie != null) {
            headers.put("cookie", List.of(cookie));
        }
        return new Request("POST", target, headers, body.getBytes(StandardCharsets.UTF_8), "192.168.1.20");
    }

    private static int status(Answer answer) {
        return ((Answer.Whole) answer).status();
    }

    @Test
    void theSameRequestTwiceIsMadeOnce() throws IOException {
        Match match = senator();
        int mover = match.state().toMove().first();
        String cookie = paired(mover);
        GameState state = match.state();
        String body = "version=" + feed.position().version() + "&move=" + state.formatMove(mover, state.legalMoves(mover)[0]);
        assertEquals(202, status(door.answer(post("/seat/move", body, cookie, "http://tabula.local:8080"))));
        assertEquals(202, status(door.answer(post("/seat/move", body, cookie, "http://tabula.local:8080"))), "sent again at once");
        TableFeed.PhoneMove first = feed.nextMove().orElseThrow();
        assertEquals(mover, first.seat());
        match.play(mover, match.state().parseMove(mover, first.move()));
        feed.accept(Optional.of(match));
        assertTrue(feed.nextMove().isEmpty(), "the second was for a position gone");
        assertEquals(409, status(door.answer(post("/seat/move", body, cookie, "http://tabula.local:8080"))), "and so is a third");
    }

    @Test
    void onlyThePageItselfWithASeatsTokenMovesAndOnlyThatSeat() throws IOException {
        Match match = senator();
        int mover = match.state().toMove().first();
        String body = "version=" + feed.position().version() + "&move=" + match.state().formatMove(mover, match.state().legalMoves(mover)[0]);
        String cookie = paired(mover);
        assertEquals(403, status(door.answer(post("/seat/move", body, cookie, null))), "no Origin");
        assertEquals(403, status(door.answer(post("/seat/move", body, cookie, "http://evil.example"))), "another site");
        assertEquals(403, status(door.answer(post("/seat/move", body, null, "http://tabula.local:8080"))), "no token");
        assertEquals(403, status(door.answer(post("/seat/move", body, "tabula-seat=forged", "http://tabula.local:8080"))), "a forged token");
        assertEquals(400, status(door.answer(post("/seat/move", "version=x&move=%zz", cookie, "http://tabula.local:8080"))), "a bad form");
        assertTrue(feed.nextMove().isEmpty());
        assertEquals(202, status(door.answer(post("/seat/move", body, paired(1 - mover), "http://tabula.local:8080"))));
        assertEquals(1 - mover, feed.nextMove().orElseThrow().seat(), "another seat's token moves its own seat, whatever it sends");
    }

    @Test
    void aFloodWaitsNoFurtherThanTheBound() throws IOException {
        Match match = senator();
        int mover = match.state().toMove().first();
        String cookie = paired(mover);
        String body = "version=" + feed.position().version() + "&move=" + match.state().formatMove(mover, match.state().legalMoves(mover)[0]);
        for (int sent = 0; sent < TableFeed.PENDING_MOVES; sent++) {
            clock.advanceMillis(100);
            assertEquals(202, status(door.answer(post("/seat/move", body, cookie, "http://tabula.local:8080"))));
        }
        clock.advanceMillis(100);
        assertEquals(503, status(door.answer(post("/seat/move", body, cookie, "http://tabula.local:8080"))));
        assertFalse(feed.nextMove().isEmpty());
    }
}
