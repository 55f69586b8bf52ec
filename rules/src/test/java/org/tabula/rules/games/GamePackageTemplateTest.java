package org.tabula.rules.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Bot;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.View;
import org.tabula.rules.bots.TakeAway;

/**
 * Every game package follows one template (docs/adding-a-game.md, "The parts of a game"): beside
 * the kind {@code <Name>} sit {@code <Name>Game}, {@code <Name>State}, {@code <Name>Move},
 * {@code <Name>View}, {@code <Name>Event}, {@code <Name>Refusal} and {@code <Name>RuleBot}, and
 * they are what the kind's games actually make, play and say.
 */
class GamePackageTemplateTest {
    /** Moves of a random game whose views, moves and events are checked. */
    private static final int MOVES_WATCHED = 60;

    /** A part of a game's package: its class name after the kind's, and the type it implements. */
    private record Part(String suffix, Class<?> type) {
    }

    private static final List<Part> PARTS = List.of(
            new Part("Game", Game.class),
            new Part("State", GameState.class),
            new Part("Move", Move.class),
            new Part("View", View.class),
            new Part("Event", GameEvent.class),
            new Part("Refusal", Refusal.Reason.class),
            new Part("RuleBot", Bot.class));

    static List<GameKind> games() {
        return Games.all();
    }

    /**
     * The registry holds each line of its services file, in the file's order, each a game of its
     * own package named as the game is in scripts ({@code org.tabula.rules.sumo}): the names no
     * other list writes out.
     */
    @Test
    void theRulesHoldEveryRegisteredGameOnceInItsOwnPackage() throws java.io.IOException {
        List<String> lines;
        try (var in = GamePackageTemplateTest.class.getResourceAsStream("/META-INF/services/org.tabula.rules.GameRegistration")) {
            lines = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines()
                    .map(line -> line.replaceAll("#.*", "").strip()).filter(line -> !line.isEmpty()).toList();
        }
        assertEquals(lines.size(), Games.all().size(), "one game a line");
        for (int i = 0; i < lines.size(); i++) {
            GameKind kind = Games.all().get(i);
            assertEquals("org.tabula.rules." + kind.name(), kind.getClass().getPackageName(), kind.name() + "'s package");
            assertEquals(kind.getClass().getPackageName(), lines.get(i).substring(0, lines.get(i).lastIndexOf('.')), "line " + (i + 1));
        }
        assertEquals(Games.all().size(), Games.all().stream().map(GameKind::name).distinct().count(), "a name each");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyGamePackageHasEveryPart(GameKind kind) {
        assertEquals(List.of(), missingParts(kind));
    }

    /** Take-away, the bots' test game, is a kind and its own game, with none of the parts. */
    @Test
    void aGameLackingItsPartsIsToldWhichItLacks() {
        assertEquals(List.of(
                "no org.tabula.rules.bots.TakeAwayGame",
                "no org.tabula.rules.bots.TakeAwayState",
                "no org.tabula.rules.bots.TakeAwayMove",
                "no org.tabula.rules.bots.TakeAwayView",
                "no org.tabula.rules.bots.TakeAwayEvent",
                "no org.tabula.rules.bots.TakeAwayRefusal",
                "no org.tabula.rules.bots.TakeAwayRuleBot",
                "it gives no refusal reasons of its own",
                "org.tabula.rules.bots.TakeAway where org.tabula.rules.bots.TakeAwayGame belongs",
                "org.tabula.rules.bots.TakeAway$State where org.tabula.rules.bots.TakeAwayState belongs",
                "org.tabula.rules.bots.TakeAway$PileView where org.tabula.rules.bots.TakeAwayView belongs",
                "org.tabula.rules.Move$Numbered where org.tabula.rules.bots.TakeAwayMove belongs",
                "it supplies no rule bot"), missingParts(new TakeAway(5)));
    }

    /** What the kind's package lacks of the template, in words; empty if nothing. */
    private static List<String> missingParts(GameKind kind) {
        String prefix = kind.getClass().getPackageName() + "." + kind.getClass().getSimpleName();
        List<String> missing = new ArrayList<>();
        Map<String, Class<?>> parts = new HashMap<>();
        for (Part part : PARTS) {
            try {
                Class<?> found = Class.forName(prefix + part.suffix());
                parts.put(part.suffix(), found);
                if (!part.type().isAssignableFrom(found)) {
                    missing.add(found.getSimpleName() + " is no " + part.type().getSimpleName());
                }
            } catch (ClassNotFoundException e) {
                missing.add("no " + prefix + part.suffix());
            }
        }
        if (kind.refusalReasons().isEmpty()) {
            missing.add("it gives no refusal reasons of its own");
        }
        whatItMakes(kind).forEach((suffix, things) -> things.stream()
                .filter(thing -> !parts.containsKey(suffix) || !parts.get(suffix).isInstance(thing)).findFirst()
                .ifPresent(thing -> missing.add(thing.getClass().getName() + " where " + prefix + suffix + " belongs")));
        if (kind.ruleBot().isEmpty()) {
            missing.add("it supplies no rule bot");
        }
        return missing;
    }

    /**
     * What the kind's game makes in a random game at its smallest player count, by the part each
     * thing should be: the game, its first state, the views, moves and events along the way, the
     * kind's refusal reasons and rule bot.
     */
    private static Map<String, List<?>> whatItMakes(GameKind kind) {
        Game game = kind.create(kind.minPlayers(), kind.parseOptions(Map.of()));
        GameState state = game.start(0);
        Map<String, List<?>> made = new LinkedHashMap<>();
        made.put("Game", List.of(game));
        made.put("State", List.of(state.copy()));
        List<Object> views = new ArrayList<>();
        List<Object> moves = new ArrayList<>();
        List<Object> events = new ArrayList<>();
        SeededRandom rng = new SeededRandom(1);
        for (int played = 0; played < MOVES_WATCHED && !state.isOver(); played++) {
            int seat = state.toMove().first();
            views.add(state.view(seat));
            views.add(state.view(GameState.TABLE));
            int[] legal = state.legalMoves(seat);
            for (int move : legal) {
                moves.add(state.move(seat, move));
            }
            state.apply(seat, legal[rng.nextInt(legal.length)], events::add);
        }
        made.put("View", views);
        made.put("Move", moves);
        made.put("Event", events);
        made.put("Refusal", kind.refusalReasons());
        made.put("RuleBot", kind.ruleBot().stream().toList());
        return made;
    }
}
