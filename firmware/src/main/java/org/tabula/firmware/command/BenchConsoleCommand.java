package org.tabula.firmware.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.loop.Event;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.service.ConsoleService;
import org.tabula.firmware.service.Devices;
import org.tabula.firmware.web.ArchiveListing;
import org.tabula.firmware.web.LivePage;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.Buttons;
import org.tabula.hal.CardReaders;
import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/**
 * {@code tabula bench-console}: the latency from an input event (a tap or a button press) to the
 * new display and LED frames handed to the drivers, through the real service: loop thread,
 * renderer, output stage. Plays scripted games of any registered game (Sumo unless told) from the
 * menu, half by taps and half by buttons, one event at a time (each waits for its frame), and
 * prints p50, p99 and the worst. With {@code --page-clients N} the live table page
 * runs too, on loopback, with N clients holding its event stream and reading every position.
 */
public final class BenchConsoleCommand {
    private static final int WARM_UP = 2_000;

    private BenchConsoleCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        int events;
        Optional<Path> journal;
        GameKind game;
        int pageClients;
        try {
            Map<String, String> flags = Flags.parse(args, java.util.Set.of("--events", "--journal", "--game", "--page-clients"));
            pageClients = Integer.parseInt(flags.getOrDefault("--page-clients", "0"));
            if (pageClients < 0 || pageClients > 60) {
                throw new IllegalArgumentException("--page-clients must be 0..60");
            }
            events = Integer.parseInt(flags.getOrDefault("--events", "20000"));
            game = ConsoleGames.named(flags.getOrDefault("--game", "sumo")).kind();
            journal = Optional.ofNullable(flags.get("--journal")).map(Path::of);
            if (events < 1) {
                throw new IllegalArgumentException("--events must be at least 1");
            }
        } catch (IllegalArgumentException e) {
            err.println("tabula bench-console: " + e.getMessage()
                    + "\nusage: tabula bench-console [--events N] [--journal DIR] [--game NAME] [--page-clients N]\n"
                    + "       (default 20000 events, no journal, sumo, the live page off)");
            return Command.USAGE;
        }
        Figures figures;
        try {
            figures = measure(WARM_UP + events, journal, game, pageClients);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (IOException e) {
            err.println("tabula bench-console: " + e.getMessage());
            return 1;
        }
        long[] timed = Arrays.copyOfRange(figures.latencies(), WARM_UP, figures.latencies().length);
        Arrays.sort(timed);
        out.printf("event to frames handed to the drivers, %,d events (after %,d to warm up) in %,d %s games by taps and buttons%s%s:%n",
                events, WARM_UP, figures.games(), game.title(), journal.map(dir -> ", every move journaled in " + dir).orElse(""),
                pageClients == 0 ? ", the live page off" : ", " + pageClients + " clients on the live page");
        out.printf("  p50 %.3f ms   p99 %.3f ms   max %.3f ms%n", millis(timed, 0.50), millis(timed, 0.99),
                timed[timed.length - 1] / 1e6);
        return 0;
    }

    private static double millis(long[] sorted, double quantile) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] / 1e6;
    }

    /** The latency in nanoseconds of each event, in order, and how many games were played to their end. */
    record Figures(long[] latencies, int games) {
    }

    /** {@code journal}: a state directory to journal every move in (with its fsync), or empty for none. */
    static Figures measure(int count, Optional<Path> journal, GameKind game) throws InterruptedException, IOException {
        return measure(count, journal, game, 0);
    }

    /** The same with the live page on loopback and {@code pageClients} clients reading its event stream (0: the page off). */
    static Figures measure(int count, Optional<Path> journal, GameKind game, int pageClients) throws InterruptedException, IOException {
        BlockingQueue<Long> written = new ArrayBlockingQueue<>(1024);
        CardRegistry registry = CardRegistry.inMemory();
        Map<String, Card> tags = new java.util.LinkedHashMap<>();
        for (Card card : deckOf(game)) {
            tags.put(uid(game, card), card);
        }
        try {
            registry.enrolAll(tags);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("an in-memory registry writes no file", e);
        }
        GameLogRecorder log = journal.isPresent() ? GameLogRecorder.open(journal.get()) : null;
        LivePage page = pageClients == 0 ? LivePage.off()
                : LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost", ArchiveListing.NONE, System.err);
        ConsoleService service = new ConsoleService(quietDevices(), registry, log == null ? MatchRecorder.NONE : log,
                org.tabula.firmware.console.LanguageChoice.inMemory(org.tabula.display.text.Language.english()), null, written::add,
                page.live());
        service.start();
        PageClients clients = new PageClients(page.port(), pageClients);
        try {
            // The first tick draws the menu.
            if (written.poll(5, TimeUnit.SECONDS) == null) {
                throw new IllegalStateException("the console drew no first frame within 5 s");
            }
            Script script = new Script(game, service);
            long[] latencies = new long[count];
            for (int i = 0; i < count; i++) {
                long posted = System.nanoTime();
                service.loop().post(script.next(service.screen(), posted));
                latencies[i] = awaitFrame(written, posted) - posted;
            }
            if (clients.positionsRead() == 0 && pageClients > 0) {
                throw new IllegalStateException("the page's clients read nothing");
            }
            return new Figures(latencies, script.gamesEnded);
        } finally {
            clients.close();
            page.close();
            service.close();
            if (log != null) {
                log.close();
            }
        }
    }

    /**
     * Waits for the first frame that shows the event posted at {@code posted}: its own, or a later
     * one that replaced it while the output was busy. Frames caused before it are skipped.
     */
    private static long awaitFrame(BlockingQueue<Long> written, long posted) throws InterruptedException {
        while (true) {
            Long cause = written.poll(5, TimeUnit.SECONDS);
            if (cause == null) {
                throw new IllegalStateException("an event made no new frame within 5 s");
            }
            if (cause >= posted) {
                return System.nanoTime();
            }
        }
    }

    /**
     * A player of endless games of any registered game who reads the screen before each input, as a
     * person would: the game, the box's deal and Start from the menu, then a game by taps (a random card of its deck
     * that stands for a move of a seat to move, on that seat's reader, then a random option of its
     * pick) or by buttons (OK, RIGHT to the first line and on to a random one, OK, and a random
     * option of a pick), alternately; OK on notices and the end screen.
     */
    private static final class Script {
        /** A walk's presses: the arrow round the board, or OK to push. */
        private static final List<Button> WALKING = List.of(Button.LEFT, Button.RIGHT, Button.PASS, Button.OK);
        private final SeededRandom rng = new SeededRandom(2024);
        private final GameKind game;
        private final ConsoleService service;
        private final List<Card> deck;
        private boolean byTaps = true;
        private boolean inGame;
        private int gamesEnded;

        Script(GameKind game, ConsoleService service) {
            this.game = game;
            this.service = service;
            this.deck = deckOf(game);
        }

        Event next(ScreenModel screen, long at) {
            if (screen.titleText().equals("Tabula")) {
                inGame = false;
                String line = screen.lineTexts().get(screen.selected());
                boolean chosen = screen.lineTexts().contains("Game: " + game.title());
                // The box deals: every move can then be made by taps and by buttons alike.
                boolean act = chosen ? line.equals("Start") || line.equals("Deal: table") : line.startsWith("Game:");
                return press(act ? Button.OK : Button.RIGHT, at);
            }
            if (screen.kind() == ScreenModel.Kind.GAME_OVER || screen.kind() == ScreenModel.Kind.SERIES_OVER) {
                gamesEnded++;
                return press(Button.OK, at);
            }
            if (screen.kind() == ScreenModel.Kind.NOTICE) {
                return press(Button.OK, at);
            }
            if (!inGame) {
                inGame = true;
                byTaps = !byTaps;
            }
            if (screen.kind() == ScreenModel.Kind.PICK) {
                List<ScreenModel.Key> options = screen.keys().stream()
                        .filter(key -> !key.label().equals(Text.of("pick.back")) && !key.label().equals(Text.of("pick.cancel"))).toList();
                return press(options.get(rng.nextInt(options.size())).button(), at);
            }
            if (screen.kind() == ScreenModel.Kind.WALK) {
                // A few random steps of the arrow round the board, then OK: on average four presses a push.
                return press(WALKING.get(rng.nextInt(WALKING.size())), at);
            }
            if (byTaps && screen.kind() == ScreenModel.Kind.PLAY) {
                Optional<Event> tap = tapPlayable(at);
                if (tap.isPresent()) {
                    return tap.get();
                }
            }
            if (screen.selected() < 0) {
                // OK opens the seat's list with no line chosen; RIGHT chooses its first line.
                return press(screen.kind() == ScreenModel.Kind.CHOICE ? Button.RIGHT : Button.OK, at);
            }
            boolean more = screen.selected() < screen.lines().size() - 1 && rng.nextInt(2) == 0;
            return press(more ? Button.RIGHT : Button.OK, at);
        }

        /**
         * A random card that stands for a move of a person's seat to move, on its reader (the loop
         * is idle: the last frame is out); none when no card does (a seat that can only pass).
         */
        private Optional<Event> tapPlayable(long at) {
            org.tabula.firmware.play.Match match = service.match().orElseThrow();
            GameState state = match.state();
            GameAdapter adapter = ConsoleGames.of(game).adapter();
            for (int seat = state.toMove().first(); seat >= 0; seat = state.toMove().next(seat)) {
                int mover = seat;
                if (mover == GameState.CHANCE || match.isBot(mover)) {
                    continue;
                }
                List<Card> playable = deck.stream().filter(card -> adapter.movesWith(state, mover, card, new CardsSeen()).length > 0).toList();
                if (!playable.isEmpty()) {
                    Card card = playable.get(rng.nextInt(playable.size()));
                    int reader = mover < 2 ? mover : 0;
                    return Optional.of(new Event.Tap(new TagEvent(reader, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uid(game, card)),
                            Optional.empty()), at));
                }
            }
            return Optional.empty();
        }

        private static Event press(Button button, long at) {
            return new Event.Press(new ButtonEvent(button, ButtonEvent.Kind.PRESSED, at), at);
        }
    }

    /** Clients that each hold the page's event stream open on loopback and read all it sends, as phones' browsers would. */
    private static final class PageClients implements AutoCloseable {
        private final List<Socket> sockets = new java.util.ArrayList<>();
        private final java.util.concurrent.atomic.AtomicLong positions = new java.util.concurrent.atomic.AtomicLong();

        PageClients(int port, int count) throws IOException, InterruptedException {
            java.util.concurrent.CountDownLatch connected = new java.util.concurrent.CountDownLatch(count);
            for (int i = 0; i < count; i++) {
                // Each client from its own loopback address, as phones on the network: the page caps streams per address.
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), port, InetAddress.getByName("127.0.0." + (2 + i)), 0);
                sockets.add(socket);
                socket.getOutputStream().write("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                Thread reader = new Thread(() -> read(socket, connected), "page-client-" + i);
                reader.setDaemon(true);
                reader.start();
            }
            if (!connected.await(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the page's clients got no first position within 10 s");
            }
        }

        private void read(Socket socket, java.util.concurrent.CountDownLatch connected) {
            byte[] buffer = new byte[8192];
            boolean first = true;
            try (InputStream in = socket.getInputStream()) {
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    for (int i = 0; i + 4 < n; i++) {
                        if (buffer[i] == 'd' && buffer[i + 1] == 'a' && buffer[i + 2] == 't' && buffer[i + 3] == 'a') {
                            positions.incrementAndGet();
                            if (first) {
                                first = false;
                                connected.countDown();
                            }
                        }
                    }
                }
            } catch (IOException e) {
                // Closed at the end of the bench.
            }
        }

        long positionsRead() {
            return positions.get();
        }

        @Override
        public void close() throws IOException {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }

    /** The cards of the deck the game is played with; none for a game of the buttons. */
    private static List<Card> deckOf(GameKind game) {
        return ConsoleGames.of(game).declaration().deck().map(Deck::cards).orElse(List.of());
    }

    private static String uid(GameKind game, Card card) {
        return String.format("04%06X", deckOf(game).indexOf(card));
    }

    private static Devices quietDevices() {
        Buttons buttons = listener -> { };
        CardReaders readers = new CardReaders() {
            @Override
            public int count() {
                return 2;
            }

            @Override
            public void setListener(Consumer<TagEvent> listener) {
            }
        };
        MonoDisplay display = frame -> { };
        LedStrip leds = new LedStrip() {
            @Override
            public int length() {
                return 19;
            }

            @Override
            public void write(int[] colours) {
            }
        };
        return new Devices(buttons, readers, display, leds);
    }
}
