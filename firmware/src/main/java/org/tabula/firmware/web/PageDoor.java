package org.tabula.firmware.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.display.text.Text;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.GameKind;

/**
 * Every request the page server takes, answered as a pure function of the request, the table and
 * the pairings: no sockets here, so tests and the fuzzer call it directly. It answers only the
 * names the box goes by (against DNS rebinding), same-origin pairing, bounded bodies, targets and
 * rates; what changes anything is a same-origin POST: pairing, a seat's hint ask and move, and the
 * club's roster ({@link ClubDoor}).
 */
final class PageDoor {
    static final int MAX_BODY_BYTES = 256;
    static final int MAX_TARGET_CHARS = 512;
    /** Requests an address may make in a burst, and per second after it. */
    static final int BURST = 60;
    static final int PER_SECOND = 20;
    /** Addresses whose rates are tracked at once; past it the oldest counts are forgotten. */
    private static final int TRACKED_ADDRESSES = 256;
    static final String COOKIE = "tabula-seat";
    private static final Pattern ARCHIVE_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})(\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("\\[[0-9A-Fa-f:.]{2,45}(%25[0-9A-Za-z._~-]{1,16})?\\]");
    private static final Pattern PORT = Pattern.compile(":\\d{1,5}");
    /** The page's own files, served from the jar: nothing comes from any other server. */
    private static final Map<String, String> FILES = Map.of(
            "/", "index.html",
            "/seat", "seat.html",
            "/page.js", "page.js",
            "/page.css", "page.css",
            "/icon.svg", "icon.svg",
            // Browsers ask for it whatever the page names: the same icon, so no error is logged.
            "/favicon.ico", "icon.svg");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml");

    private final TableFeed feed;
    private final SeatPairing pairing;
    private final ArchiveListing archive;
    private final Set<String> names;
    private final ConsoleClock clock;
    private final Map<String, long[]> buckets = new HashMap<>();
    private final Map<String, byte[]> files = new HashMap<>();
    private final RuleBook ruleBook = RuleBook.shipped();
    private final ClubDoor club;

    /**
     * @param names the host names the box answers to besides IP literals and {@code localhost}
     *              ({@code tabula.local}, its host name), lower case
     */
    PageDoor(TableFeed feed, SeatPairing pairing, ArchiveListing archive, Set<String> names, ConsoleClock clock) {
        this.feed = feed;
        this.pairing = pairing;
        this.archive = archive;
        this.names = Set.copyOf(names);
        this.clock = clock;
        this.club = new ClubDoor(archive.club(), feed.badges());
        FILES.values().forEach(name -> files.computeIfAbsent(name, PageDoor::resource));
    }

    /** One of the page's files from the jar ({@code page/NAME}). */
    static byte[] resource(String name) {
        try (InputStream in = PageDoor.class.getResourceAsStream("page/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the page's " + name + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Answer answer(Request request) {
        if (!allowedHost(request.header("host"))) {
            return Answer.Whole.refusal(421, "This box answers only to its own names and addresses.");
        }
        if (!withinRate(request.from())) {
            return Answer.Whole.refusal(429, "Too many requests: wait a moment.");
        }
        if (request.target().length() > MAX_TARGET_CHARS) {
            return Answer.Whole.refusal(414, "The address is too long.");
        }
        if (request.hasHeader("origin") && !sameOrigin(request)) {
            return Answer.Whole.refusal(403, "Requests from other sites are refused.");
        }
        String path = request.target().contains("?") ? request.target().substring(0, request.target().indexOf('?'))
                : request.target();
        if (ClubDoor.serves(path)) {
            return club.answer(request, path);
        }
        if (request.method().equals("POST") && path.equals("/pair")) {
            return pair(request);
        }
        if (request.method().equals("POST") && path.equals("/seat/hint")) {
            return askHint(request);
        }
        if (request.method().equals("POST") && path.equals("/seat/move")) {
            return move(request);
        }
        if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
            return new Answer.Whole(405, "application/json; charset=utf-8", Map.of("Allow", "GET, HEAD"),
                    "{\"error\":\"Only reading is allowed here.\"}".getBytes(StandardCharsets.UTF_8));
        }
        if (request.body().length > 0) {
            return Answer.Whole.refusal(413, "A request to read sends no body.");
        }
        return get(path, request);
    }

    private Answer get(String path, Request request) {
        if (FILES.containsKey(path)) {
            String name = FILES.get(path);
            return new Answer.Whole(200, TYPES.get(name.substring(name.lastIndexOf('.') + 1)), Map.of(), files.get(name));
        }
        switch (path) {
            case "/table":
                return new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), feed.position().audienceJson());
            case "/events":
                return new Answer.Events(Optional.empty());
            case "/seat/table": {
                Optional<String> token = token(request);
                TablePosition position = feed.position();
                OptionalInt seat = token.isPresent() ? pairing.seatIn(token.get(), position) : OptionalInt.empty();
                return seat.isPresent()
                        ? new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), position.seatJson(seat.getAsInt()))
                        : notPaired();
            }
            case "/seat/paired": {
                // The seat page's first question, answered without an error either way.
                Optional<String> token = token(request);
                OptionalInt seat = token.isPresent() ? pairing.seatOf(token.get()) : OptionalInt.empty();
                return Answer.Whole.json(200, seat.isPresent() ? "{\"seat\":" + seat.getAsInt() + "}" : "{\"seat\":null}");
            }
            case "/seat/events": {
                Optional<String> token = token(request);
                return token.isPresent() && pairing.seatOf(token.get()).isPresent() ? new Answer.Events(token) : notPaired();
            }
            case "/archive":
                return archiveList();
            default:
                if (path.startsWith("/rules/")) {
                    return rules(path.substring("/rules/".length()));
                }
                if (path.startsWith("/archive/") && ARCHIVE_ID.matcher(path.substring("/archive/".length())).matches()) {
                    String id = path.substring("/archive/".length());
                    return archive.scriptOf(id).<Answer>map(script -> new Answer.Whole(200, "application/json; charset=utf-8",
                            Map.of("Content-Disposition", "attachment; filename=\"tabula-" + id + ".json\""),
                            script.getBytes(StandardCharsets.UTF_8)))
                            .orElse(Answer.Whole.refusal(404, "No finished game of that name."));
                }
                return Answer.Whole.refusal(404, "Nothing here.");
        }
    }

    /** A game's rules for the page: {@code /rules/sumo}. */
    private Answer rules(String name) {
        Optional<GameKind> kind = ConsoleGames.all().stream().map(ConsoleGame::kind).filter(game -> game.name().equals(name)).findFirst();
        return kind.<Answer>map(game -> new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), ruleBook.json(game)))
                .orElse(Answer.Whole.refusal(404, "No game of that name."));
    }

    private static Answer notPaired() {
        return Answer.Whole.refusal(403, "This phone is not paired with a seat of the game in play.");
    }

    private Answer archiveList() {
        ArrayNode list = Json.array();
        for (ArchiveListing.Entry entry : archive.list()) {
            ObjectNode node = list.addObject();
            node.put("id", entry.id());
            node.put("game", entry.kind().name());
            node.set("title", TablePosition.inEveryLanguage(ConsoleGames.of(entry.kind()).titles().name()));
            node.put("finished", DateTimeFormatter.ISO_INSTANT.format(entry.finished()));
            ArrayNode scores = node.putArray("scores");
            entry.scores().forEach(scores::add);
            // Each seat as the game called it, a person by the whole name: the page puts it into a text node.
            ArrayNode seats = node.putArray("seats");
            for (int seat = 0; seat < entry.seats().count(); seat++) {
                seats.add(TablePosition.inEveryLanguage(Text.name(entry.seats().name(seat))));
            }
            ArrayNode winners = node.putArray("winners");
            entry.winners().forEach(winners::add);
        }
        return new Answer.Whole(200, "application/json; charset=utf-8", Map.of(), Json.bytes(list));
    }

    /** A paired phone asks for its seat's hint: the loop thinks, and the seat's page shows it. */
    private Answer askHint(Request request) {
        if (!request.hasHeader("origin")) {
            return Answer.Whole.refusal(403, "A hint is asked from the seat's own page.");
        }
        if (request.body().length > MAX_BODY_BYTES) {
            return Answer.Whole.refusal(413, "A hint's request sends nothing: this is too long.");
        }
        Optional<String> token = token(request);
        TablePosition position = feed.position();
        OptionalInt seat = token.isPresent() ? pairing.seatIn(token.get(), position) : OptionalInt.empty();
        if (seat.isEmpty()) {
            return notPaired();
        }
        if (!position.hintOpen(seat.getAsInt())) {
            return Answer.Whole.refusal(409, "No hint now: it is for your turn, in a game with hints on.");
        }
        feed.askHint(seat.getAsInt());
        return Answer.Whole.json(202, "{\"asked\":true}");
    }

    /**
     * A paired phone plays its seat: the move, in the replay's notation, and the version of the
     * position it was chosen at. Only the seat the cookie's token opens is played, only at the
     * position the phone saw (a request sent again finds the table moved on), never at a table
     * deal; the loop makes it as it makes a tap, and the seat's page shows the move or why it was refused.
     */
    private Answer move(Request request) {
        if (!request.hasHeader("origin")) {
            return Answer.Whole.refusal(403, "A move is sent from the seat's own page.");
        }
        if (request.body().length > MAX_BODY_BYTES) {
            return Answer.Whole.refusal(413, "A move is a few characters: this is too long.");
        }
        Optional<String> token = token(request);
        TablePosition position = feed.position();
        OptionalInt seat = token.isPresent() ? pairing.seatIn(token.get(), position) : OptionalInt.empty();
        if (seat.isEmpty()) {
            return notPaired();
        }
        Map<String, String> form;
        try {
            form = form(new String(request.body(), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            return Answer.Whole.refusal(400, "The move is not written as the page sends it.");
        }
        String move = form.get("move");
        String version = form.get("version");
        if (move == null || move.isBlank() || version == null || !version.matches("\\d{1,18}")) {
            return Answer.Whole.refusal(400, "A move names the move and the position it was chosen at.");
        }
        if (position.tableDealt()) {
            return Answer.Whole.refusal(409, "At a table deal the cards are played on the box: tap yours on its reader.");
        }
        if (Long.parseLong(version) != position.version()) {
            return Answer.Whole.refusal(409, "The table has moved on since: choose again from what the page shows now.");
        }
        if (!feed.askMove(new TableFeed.PhoneMove(seat.getAsInt(), position.version(), move))) {
            return Answer.Whole.refusal(503, "The box is busy: try again in a moment.");
        }
        return Answer.Whole.json(202, "{\"sent\":true}");
    }

    /** A form's fields ({@code a=1&b=2}), decoded. @throws IllegalArgumentException for a bad escape */
    private static Map<String, String> form(String body) {
        Map<String, String> fields = new HashMap<>();
        for (String pair : body.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                fields.put(URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
            }
        }
        return fields;
    }

    private Answer pair(Request request) {
        if (!request.hasHeader("origin")) {
            return Answer.Whole.refusal(403, "Pairing is done from the box's own page.");
        }
        if (request.body().length > MAX_BODY_BYTES) {
            return Answer.Whole.refusal(413, "The code is a few digits: this is too long.");
        }
        String body = new String(request.body(), StandardCharsets.UTF_8);
        String code = null;
        for (String pair : body.split("&")) {
            if (pair.startsWith("code=")) {
                // Digits need no decoding; anything else is refused below, never decoded (a bad escape would throw).
                code = pair.substring(5).strip();
            }
        }
        if (code == null || !code.matches("\\d{" + SeatPairing.CODE_DIGITS + "}")) {
            return Answer.Whole.refusal(400, "Type the " + SeatPairing.CODE_DIGITS + " digits the box shows.");
        }
        SeatPairing.Redeemed redeemed = pairing.redeem(code, request.from());
        if (redeemed.token().isEmpty()) {
            return redeemed.refusal().get() == SeatPairing.Refusal.TOO_MANY_TRIES
                    ? Answer.Whole.refusal(429, "Too many wrong codes: wait a minute, then ask the box for a new code.")
                    : Answer.Whole.refusal(403, "That code is wrong, used or expired: ask the box for a new one.");
        }
        String token = redeemed.token().get();
        int seat = pairing.seatOf(token).getAsInt();
        return new Answer.Whole(200, "application/json; charset=utf-8",
                Map.of("Set-Cookie", COOKIE + "=" + token + "; Path=/seat; HttpOnly; SameSite=Strict"),
                ("{\"seat\":" + seat + "}").getBytes(StandardCharsets.UTF_8));
    }

    /** The seat token from the cookie the pairing set. */
    private static Optional<String> token(Request request) {
        List<String> cookies = request.headers().get("cookie");
        if (cookies == null) {
            return Optional.empty();
        }
        for (String header : cookies) {
            for (String cookie : header.split(";")) {
                String trimmed = cookie.strip();
                if (trimmed.startsWith(COOKIE + "=")) {
                    return Optional.of(trimmed.substring(COOKIE.length() + 1));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the Host names the box: an IP literal, {@code localhost}, or one of its names. A page
     * of another site whose name an attacker made resolve to the box (DNS rebinding) sends that
     * site's name, and is refused.
     */
    private boolean allowedHost(Optional<String> header) {
        if (header.isEmpty()) {
            return false;
        }
        String host = header.get().strip().toLowerCase(Locale.ROOT);
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end > 0 && IPV6.matcher(host.substring(0, end + 1)).matches()
                    && (end + 1 == host.length() || PORT.matcher(host.substring(end + 1)).matches());
        }
        int colon = host.indexOf(':');
        if (colon >= 0) {
            if (!PORT.matcher(host.substring(colon)).matches()) {
                return false;
            }
            host = host.substring(0, colon);
        }
        if (host.endsWith(".")) {
            host = host.substring(0, host.length() - 1);
        }
        return host.equals("localhost") || names.contains(host) || isIpv4(host);
    }

    private static boolean isIpv4(String host) {
        if (!IPV4.matcher(host).matches()) {
            return false;
        }
        for (String part : host.split("\\.")) {
            if (Integer.parseInt(part) > 255) {
                return false;
            }
        }
        return true;
    }

    /** Whether the Origin is this page itself: {@code http://} and the Host sent. */
    private static boolean sameOrigin(Request request) {
        Optional<String> origin = request.header("origin");
        Optional<String> host = request.header("host");
        return origin.isPresent() && host.isPresent()
                && origin.get().strip().equalsIgnoreCase("http://" + host.get().strip());
    }

    /** A token bucket per address: {@link #BURST} at once, {@link #PER_SECOND} a second after. */
    private synchronized boolean withinRate(String from) {
        long now = clock.nanos();
        if (!buckets.containsKey(from) && buckets.size() >= TRACKED_ADDRESSES) {
            buckets.clear();
        }
        long[] bucket = buckets.computeIfAbsent(from, key -> new long[] {BURST * 1_000_000_000L, now});
        long tokens = Math.min(BURST * 1_000_000_000L, bucket[0] + (now - bucket[1]) * PER_SECOND);
        bucket[1] = now;
        if (tokens < 1_000_000_000L) {
            bucket[0] = tokens;
            return false;
        }
        bucket[0] = tokens - 1_000_000_000L;
        return true;
    }
}
