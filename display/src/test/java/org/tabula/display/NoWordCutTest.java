package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.display.frame.Cuts;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.SeriesScreen;
import org.tabula.display.screen.Toast;
import org.tabula.display.screen.Tone;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.GameType;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;

/**
 * No screen of any game cuts a word: a random game of every game, every player count and every
 * variant (each option on its own, dealt by the box and, where the game allows, at the table),
 * in every language, drawn after every move for the table and for the seat to move, and its end
 * screen, alone and in a series (with the running totals), and the series' table at its end. The canvas tells of every text it had to shorten ({@link Cuts}); the test lists them
 * all, once each, with where they were met. Every fourth screen and every end screen is drawn too under
 * notices of one, two and three lines, none of which may leave a row of it half-drawn ({@link NoticeOverlap}). The console's own screens (menus, picks, toasts,
 * notices) are the firmware's test of the same name.
 */
class NoWordCutTest {
    /** Long games (Spite and Malice) are drawn this far: far enough to meet every kind of screen. */
    private static final int MAX_MOVES = 250;
    /** Beyond that a game is played on undrawn to its end screens, for this many moves at most. */
    private static final int END_BOUND = 20_000;
    /** Notices of one, two and three lines, drawn over every screen: none may leave a row half-drawn under it. */
    private static final int NOTICE_EVERY = 4;
    /** Games played with people seated, at each count of each game: enough to meet each way a game ends. */
    private static final int SEEDS_WITH_PEOPLE = 4;
    private static final List<Text> NOTICES = List.of(Text.plain("Not your turn"), Text.plain("Red 5 is not West's card: tap one of yours"),
            Text.plain("The piece stopped 5 into East's half: East loses the game"));

    @Test
    void noScreenOfAnyGameCutsAWord() {
        Map<String, String> cuts = new LinkedHashMap<>();
        Set<String> ended = new LinkedHashSet<>();
        int screens = 0;
        for (GameDisplay<?> display : DrawnGames.all()) {
            GameKind kind = display.kind();
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                for (Map<String, Object> options : variants(kind)) {
                    Game rules = rulesFor(kind, players, options);
                    if (rules == null) {
                        continue;
                    }
                    for (GameType.Deal deal : rules.type().deals()) {
                        long seed = 31L * players + options.hashCode();
                        GameState state = deal == GameType.Deal.TABLE ? rules.start(seed, Map.of("deal", "table")) : rules.start(seed);
                        String game = kind.name() + " " + players + "p " + rules.options() + " " + deal.name().toLowerCase();
                        screens += play(state, new SeededRandom(seed), new Players(kind.seatNames(players), Seats.NONE), game, cuts, ended);
                    }
                }
            }
        }
        assertTrue(screens > 10_000, "only " + screens + " screens drawn");
        assertEquals(everyCount(), ended, "games at these counts ended");
        assertTrue(cuts.isEmpty(), cuts.size() + " texts cut on the games' screens (" + screens + " drawn):\n"
                + String.join("\n", cuts.values()));
    }

    /**
     * The same with people seated by name, at every player count of every game under its defaults:
     * the widest name a seat may show, "WWWWWWWWWWWW", twelve kana, one in Cyrillic and one of
     * Latin and a kanji (issue 44), seat after seat, in the games' states (a refusal, a hint's why)
     * as in the screens' own names (as the box calls them in its sentences: as much as the room of
     * "Yellow" takes). Every end's and series' table names each person in their rows by their
     * whole name ({@link PeopleInRows}).
     */
    @Test
    void noScreenOfAnyGameCutsAWordWithPeopleSeated() {
        Map<String, String> cuts = new LinkedHashMap<>();
        Set<String> ended = new LinkedHashSet<>();
        int screens = 0;
        List<SeatName> people = List.of(SeatName.person("WWWWWWWWWWWW", "WWWWWW"), SeatName.person("タカハシ・サクラコタロウ", "タカハ"),
                SeatName.person("Дмитрий", "Дмитри"), SeatName.person("Ana 渡邊", "Ana 渡"));
        for (GameDisplay<?> display : DrawnGames.all()) {
            GameKind kind = display.kind();
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                Game plain = rulesFor(kind, players, Map.of());
                if (plain == null) {
                    continue;
                }
                List<SeatName> seated = new ArrayList<>();
                for (int seat = 0; seat < players; seat++) {
                    seated.add(people.get(seat % people.size()));
                }
                SeatNames names = plain.seatNames().seated(seated);
                Game rules = plain.withSeatNames(names);
                for (GameType.Deal deal : rules.type().deals()) {
                    for (long seed = 37L * players; seed < 37L * players + SEEDS_WITH_PEOPLE; seed++) {
                        GameState state = deal == GameType.Deal.TABLE ? rules.start(seed, Map.of("deal", "table")) : rules.start(seed);
                        String game = kind.name() + " " + players + "p with people, " + deal.name().toLowerCase() + ", seed " + seed;
                        screens += play(state, new SeededRandom(seed), new Players(names, Seats.NONE), game, cuts, ended);
                    }
                }
            }
        }
        assertTrue(screens > 1_000, "only " + screens + " screens drawn");
        assertEquals(everyCount(), ended, "games at these counts ended with people seated");
        assertTrue(cuts.isEmpty(), cuts.size() + " texts cut on the games' screens with people seated (" + screens + " drawn):\n"
                + String.join("\n", cuts.values()));
    }

    /** Every game at every count it is played at ("spite 4p"), so that each one's end screens are met. */
    private static Set<String> everyCount() {
        Set<String> counts = new LinkedHashSet<>();
        for (GameDisplay<?> display : DrawnGames.all()) {
            GameKind kind = display.kind();
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                if (rulesFor(kind, players, Map.of()) != null) {
                    counts.add(kind.name() + " " + players + "p");
                }
            }
        }
        return counts;
    }

    /** The defaults, then each flag set on its own. */
    private static List<Map<String, Object>> variants(GameKind kind) {
        List<Map<String, Object>> variants = new ArrayList<>();
        variants.add(Map.of());
        kind.optionSpecs().stream().filter(spec -> spec.type() == OptionSpec.Type.FLAG).forEach(spec -> variants.add(Map.of(spec.name(), true)));
        return variants;
    }

    /** The game under these options for this many players, adding a flag the count needs (four in Spite: partnership); null if none does. */
    private static Game rulesFor(GameKind kind, int players, Map<String, Object> options) {
        List<Map<String, Object>> tries = new ArrayList<>();
        tries.add(options);
        kind.optionSpecs().stream().filter(spec -> spec.type() == OptionSpec.Type.FLAG).forEach(spec -> {
            Map<String, Object> more = new LinkedHashMap<>(options);
            more.put(spec.name(), true);
            tries.add(more);
        });
        for (Map<String, Object> attempt : tries) {
            try {
                return kind.create(players, kind.parseOptions(attempt));
            } catch (GameConfigException e) {
                // this count, or this flag, needs another option
            }
        }
        return null;
    }

    /**
     * Plays the game at random, drawing each state of its first {@value #MAX_MOVES} moves, and its
     * end screens if it ends within {@value #END_BOUND}; returns the screens drawn.
     */
    private static int play(GameState state, SeededRandom rng, Players players, String game, Map<String, String> cuts, Set<String> ended) {
        List<GameEvent> latest = new ArrayList<>();
        int screens = 0;
        for (int move = 0; ; move++) {
            Set<Integer> audiences = new LinkedHashSet<>(List.of(GameState.TABLE));
            int mover = state.isOver() ? GameState.TABLE : state.toMove().first();
            if (mover >= 0 && mover < players.count()) {
                audiences.add(mover);
            }
            for (int audience : move <= MAX_MOVES ? audiences : Set.<Integer>of()) {
                String where = game + ", move " + move + (audience == GameState.TABLE ? ", table" : ", seat " + audience);
                screens += draw(DrawnGames.playScreen(state.view(audience), latest, players), where, cuts, move % NOTICE_EVERY == 0);
            }
            if (state.isOver()) {
                ended.add(state.game().kind().name() + " " + players.count() + "p");
                return screens + drawEnds(state, players, game, cuts);
            }
            if (move == END_BOUND) {
                return screens;
            }
            int[] moves = state.legalMoves(mover);
            latest.clear();
            state.apply(mover, moves[rng.nextInt(moves.length)], latest::add);
        }
    }

    /**
     * The game's end screen, alone and as the third game of a series of five (with the running
     * totals), and the series' table when a series of three is over, each game of it scored as
     * this one, with what OK does as the box says it; with people seated, each named whole in
     * their rows.
     */
    private static int drawEnds(GameState state, Players players, String game, Map<String, String> cuts) {
        EndScreen end = DrawnGames.endScreen(state.view(GameState.TABLE), players);
        Series underWay = Series.start(Series.Goal.games(5), players.count());
        Series over = Series.start(Series.Goal.games(3), players.count());
        for (int played = 0; played < 3; played++) {
            underWay = underWay.record(state.scores());
            over = over.record(state.scores());
        }
        Text title = DrawnGames.of(state.view(GameState.TABLE)).titles().shortName();
        Map<String, Screen> ends = new LinkedHashMap<>();
        ends.put("end", end.next(Text.of("console.okMenu")));
        ends.put("end in a series", end.withTotals(underWay.totals()).next(Text.of("console.okGameOf", 4, 5)));
        ends.put("series over", SeriesScreen.of(title, over, players).next(Text.of("console.okMenu")));
        int screens = 0;
        for (Map.Entry<String, Screen> screen : ends.entrySet()) {
            String where = game + ", " + screen.getKey();
            screens += draw(screen.getValue(), where, cuts, true);
            for (Language language : Language.all()) {
                for (String person : PeopleInRows.missing(screen.getValue(), language, players)) {
                    cuts.putIfAbsent(language.code() + " rows " + where + " " + person, language.code() + " the table does not name " + person + " whole ("
                            + where + ")");
                }
            }
        }
        return screens;
    }

    private static int draw(Screen screen, String where, Map<String, String> cuts, boolean underNotices) {
        for (Language language : Language.all()) {
            screen.render(language, (text, shown, area) -> cuts.putIfAbsent(language.code() + " " + text,
                    language.code() + " \"" + text + "\" shown as \"" + shown + "\" in " + area + " (" + where + ", "
                    + screen.getClass().getSimpleName() + ")"));
            String together = TextsRunTogether.find(screen, language);
            if (together != null) {
                cuts.putIfAbsent(language.code() + " together " + screen.getClass().getSimpleName() + " " + where.replaceAll(", move \\d+.*", ""),
                        language.code() + " " + together + " run together (" + where + ", " + screen.getClass().getSimpleName() + ")");
            }
            for (Text message : underNotices ? NOTICES : List.<Text>of()) {
                String overlap = NoticeOverlap.cut(new Toast(screen, Tone.ERROR, message), language);
                if (overlap != null) {
                    cuts.putIfAbsent(language.code() + " " + screen.getClass().getSimpleName() + " " + message,
                            language.code() + " a notice of " + message + " leaves " + overlap + " half-drawn (" + where + ")");
                }
            }
        }
        return Language.all().size();
    }
}
