package org.tabula.firmware.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

import org.tabula.firmware.loop.ConsoleClock;

/**
 * Pairs a phone with a seat. A player asks from the menu; the box shows a six-digit code that
 * works once, for {@link #CODE_LIFETIME_NANOS}, and only while the same match is played; the phone
 * sends it and gets a token that shows that seat's view of that match and nothing else: the seat's
 * only key, so a new pairing of the seat ends the earlier one's (a token copied off a phone stops
 * working when its seat is paired again). Codes and
 * tokens come from {@link SecureRandom}; a wrong code is refused. An address that sent
 * {@link #WRONG_CODES_PER_MINUTE} wrong codes in the last minute has every code refused until its
 * minute is out, and the others pair on; after {@link #WRONG_CODES_PER_MINUTE_FROM_ALL} wrong
 * codes from all addresses in a minute (guesses spread over many addresses), every code is
 * refused until the minute is out. So guessing one of a million codes in its two minutes has odds
 * under 1 in 8,000, and one phone sending wrong codes keeps nobody else from pairing.
 */
public final class SeatPairing {
    public static final long CODE_LIFETIME_NANOS = TimeUnit.MINUTES.toNanos(2);
    /** Wrong codes an address may send in a minute. */
    static final int WRONG_CODES_PER_MINUTE = 10;
    /** Wrong codes all addresses together may send in a minute. */
    static final int WRONG_CODES_PER_MINUTE_FROM_ALL = 60;
    static final int CODE_DIGITS = 6;
    /** Tokens kept at once: one a seat, so a bound the table never reaches, kept all the same. */
    static final int MAX_TOKENS = 64;
    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);

    /** A code the box shows for a seat. */
    public record Code(String digits, int seat, long expiresAtNanos) {
    }

    /** What a token opens: one seat of one match. */
    record Grant(int seat, long matchId) {
    }

    private final SecureRandom random = new SecureRandom();
    private final ConsoleClock clock;
    private final TableFeed feed;
    private final Map<String, Code> codes = new HashMap<>();
    private final Map<String, Long> codeMatches = new HashMap<>();
    private final Map<String, Grant> tokens = new HashMap<>();
    /** When each wrong code of the last minute came, from all addresses, and by address. */
    private final Deque<Long> wrongCodes = new ArrayDeque<>();
    private final Map<String, Deque<Long>> wrongCodesFrom = new HashMap<>();

    public SeatPairing(ConsoleClock clock, TableFeed feed) {
        this.clock = clock;
        this.feed = feed;
    }

    /**
     * A new code for {@code seat} of the match in play (the seat's earlier code no longer works),
     * or empty when no match is played or it has no such seat.
     */
    public synchronized Optional<Code> offer(int seat) {
        TablePosition now = feed.position();
        if (!now.inPlay() || seat < 0 || seat >= now.seats()) {
            return Optional.empty();
        }
        codes.values().removeIf(code -> code.seat() == seat);
        codeMatches.keySet().retainAll(codes.keySet());
        String digits;
        do {
            digits = String.format("%0" + CODE_DIGITS + "d", random.nextInt(1_000_000));
        } while (codes.containsKey(digits));
        Code code = new Code(digits, seat, clock.nanos() + CODE_LIFETIME_NANOS);
        codes.put(digits, code);
        codeMatches.put(digits, now.matchId());
        return Optional.of(code);
    }

    /** Why a code was not taken, for the phone's page. */
    enum Refusal { WRONG, TOO_MANY_TRIES }

    /** The outcome of sending a code: a token, or why not. */
    record Redeemed(Optional<String> token, Optional<Refusal> refusal) {
    }

    /** Takes a code sent by a phone from address {@code from}: a fresh token for its seat, once; else why not. */
    synchronized Redeemed redeem(String sent, String from) {
        long now = clock.nanos();
        forgetBefore(wrongCodes, now);
        wrongCodesFrom.values().forEach(times -> forgetBefore(times, now));
        wrongCodesFrom.values().removeIf(Deque::isEmpty);
        Deque<Long> mine = wrongCodesFrom.getOrDefault(from, new ArrayDeque<>());
        if (mine.size() >= WRONG_CODES_PER_MINUTE || wrongCodes.size() >= WRONG_CODES_PER_MINUTE_FROM_ALL) {
            return new Redeemed(Optional.empty(), Optional.of(Refusal.TOO_MANY_TRIES));
        }
        codes.values().removeIf(code -> now - code.expiresAtNanos() >= 0);
        codeMatches.keySet().retainAll(codes.keySet());
        Code found = null;
        for (Code code : codes.values()) {
            // Compared in constant time, so timing tells nothing of the digits.
            if (MessageDigest.isEqual(code.digits().getBytes(StandardCharsets.US_ASCII), sent.getBytes(StandardCharsets.UTF_8))) {
                found = code;
            }
        }
        if (found == null || codeMatches.get(found.digits()) != feed.position().matchId()) {
            wrongCodes.addLast(now);
            // At most WRONG_CODES_PER_MINUTE_FROM_ALL addresses are remembered: the map stays small.
            wrongCodesFrom.computeIfAbsent(from, key -> mine).addLast(now);
            return new Redeemed(Optional.empty(), Optional.of(Refusal.WRONG));
        }
        codes.remove(found.digits());
        long matchId = codeMatches.remove(found.digits());
        int seat = found.seat();
        // The seat's only key: the phone paired before with this seat is unpaired.
        tokens.values().removeIf(grant -> grant.matchId() != matchId || grant.seat() == seat);
        if (tokens.size() >= MAX_TOKENS) {
            tokens.clear();
        }
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        tokens.put(token, new Grant(seat, matchId));
        return new Redeemed(Optional.of(token), Optional.empty());
    }

    private static void forgetBefore(Deque<Long> times, long now) {
        while (!times.isEmpty() && now - times.peekFirst() > MINUTE) {
            times.removeFirst();
        }
    }

    /** The seat a token opens in the match in play, if it still opens one. */
    synchronized OptionalInt seatOf(String token) {
        return seatIn(token, feed.position());
    }

    /** The seat a token opens at {@code position}, if it is of the token's match. */
    synchronized OptionalInt seatIn(String token, TablePosition position) {
        Grant grant = tokens.get(token);
        return grant != null && grant.matchId() == position.matchId() && grant.seat() < position.seats()
                ? OptionalInt.of(grant.seat()) : OptionalInt.empty();
    }
}
