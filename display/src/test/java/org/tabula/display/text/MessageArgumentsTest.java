package org.tabula.display.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.rules.Place;
import org.tabula.rules.Refusal;
import org.tabula.rules.Seat;
import org.tabula.rules.SeatNames;
import org.tabula.rules.games.Refusals;

/**
 * Every message that takes a seat or a place, in every language, names the seat as the game does
 * and counts the place from 1, and fails on a raw index: a seat or a place is a typed argument
 * ({@link Seat}, {@link Place}) that only a place declared for it ({@code {0,seat}},
 * {@code {0,shortSeat}}, {@code {0,place}}) takes.
 */
class MessageArgumentsTest {
    private static final Pattern TYPED = SampleArguments.TYPED;
    private static final Pattern UNTYPED = Pattern.compile("\\{(\\d+)}");
    /** A seat or a place written by its number in a sentence a person reads. */
    private static final Pattern NUMBERED_SEAT = Pattern.compile("(?i)(?<!no )\\bseat \\{(\\d+)}|席\\{(\\d+)}|\\bplace \\{(\\d+)}|\\bpile \\{(\\d+)}");
    private static final Seat SEAT = SampleArguments.SEAT;
    private static final Place PLACE = SampleArguments.PLACE;

    /** The typed places of a template: argument number to kind. */
    private static Map<Integer, String> typedPlaces(String template) {
        Map<Integer, String> places = new TreeMap<>();
        Matcher matcher = TYPED.matcher(template);
        while (matcher.find()) {
            places.put(Integer.parseInt(matcher.group(1)), matcher.group(2));
        }
        return places;
    }

    /** Arguments for a template: a seat or a place where it says so, a plain word elsewhere. */
    private static List<Object> arguments(String template, int raw) {
        List<Object> args = new ArrayList<>();
        Map<Integer, String> typed = typedPlaces(template);
        for (int i = 0; i < 6; i++) {
            String kind = typed.get(i);
            args.add(kind == null ? "x" : i == raw ? (Object) 2 : kind.equals("place") ? PLACE : SEAT);
        }
        return args;
    }

    private static List<Catalogue> catalogues() {
        return Language.all().stream().map(Language::catalogue).toList();
    }

    @Test
    void aSeatOrPlaceArgumentIsNamedAndARawIndexFails() {
        int checked = 0;
        for (Catalogue catalogue : catalogues()) {
            for (String key : catalogue.keys()) {
                String template = catalogue.template(key);
                Map<Integer, String> typed = typedPlaces(template);
                for (Map.Entry<Integer, String> place : typed.entrySet()) {
                    checked++;
                    String shown = catalogue.format(new Text.Message(key, arguments(template, -1)));
                    if (place.getValue().equals("place")) {
                        assertTrue(shown.contains("5"), () -> catalogue.language() + " " + key + ": place 4 reads 5: " + shown);
                    } else {
                        assertTrue(shown.contains("P3"), () -> catalogue.language() + " " + key + ": seat 2 of 3 reads P3: " + shown);
                    }
                    assertThrows(IllegalArgumentException.class, () -> catalogue.format(new Text.Message(key, arguments(template, place.getKey()))),
                            () -> catalogue.language() + " " + key + " takes a raw index in argument " + place.getKey());
                }
                Matcher untyped = UNTYPED.matcher(template);
                while (untyped.find()) {
                    List<Object> args = arguments(template, -1);
                    int index = Integer.parseInt(untyped.group(1));
                    args.set(index, SEAT);
                    assertThrows(IllegalArgumentException.class, () -> catalogue.format(new Text.Message(key, args)),
                            () -> catalogue.language() + " " + key + " shows a seat in argument " + index + ", which takes none");
                }
            }
        }
        assertTrue(checked > 100, "seat and place arguments checked: " + checked);
    }

    @Test
    void everyLanguageTypesTheSameArgumentsAsEnglish() {
        Catalogue english = Language.english().catalogue();
        for (Catalogue catalogue : catalogues()) {
            for (String key : catalogue.keys()) {
                if (english.has(key)) {
                    assertEquals(typedPlaces(english.template(key)), typedPlaces(catalogue.template(key)), catalogue.language() + " " + key);
                }
            }
        }
    }

    /**
     * The simulator's reader pads outside a game, where no game names the seats: "seat 2" is the
     * reader's number, counted from 1 (inside a game the pads show the game's names); and a
     * script's seat the game does not have, which no name can name (NO_SUCH_SEAT).
     */
    private static final Set<String> READER_NUMBERS = Set.of("sim.readerSeat");
    private static final String NO_SUCH_SEAT = ".NO_SUCH_SEAT";

    @Test
    void noMessageWritesASeatOrPlaceByItsNumber() {
        for (Catalogue catalogue : catalogues()) {
            for (String key : catalogue.keys()) {
                if (READER_NUMBERS.contains(key) || key.endsWith(NO_SUCH_SEAT)) {
                    continue;
                }
                assertFalse(NUMBERED_SEAT.matcher(catalogue.template(key)).find(), () -> catalogue.language() + " " + key + ": " + catalogue.template(key));
            }
        }
    }

    /**
     * The rules' own English counts seats from 0, as the replay notation does: every refusal that
     * names a seat or a place by number says it in every language in words that name the seat and
     * count the place from 1.
     */
    @Test
    void everyRefusalNamingASeatOrPlaceIsWordedInEveryLanguage() {
        int named = 0;
        for (Refusal.Reason reason : Refusals.of(DrawnGames.kinds())) {
            // The English may name the place by the notation's number in an argument of its own (Wheel's ALREADY_LAID).
            long numbered = NUMBERED_SEAT.matcher(reason.english()).results().count();
            named += (int) numbered;
            for (Catalogue catalogue : catalogues()) {
                String template = catalogue.template(reason.key().name());
                assertTrue(numbered == 0 || template != null && typedPlaces(template).size() >= numbered,
                        () -> catalogue.language() + " " + reason.key() + " does not name the seats and places of '" + reason.english() + "': " + template);
            }
        }
        assertTrue(named >= 20, "refusals naming a seat or place: " + named);
    }

    @Test
    void aRefusalFromTheRulesReadsTheSeatsName() {
        Seat west = new SeatNames(List.of(org.tabula.rules.SeatName.of("seat.east"), org.tabula.rules.SeatName.of("seat.west")),
                List.of(org.tabula.rules.SeatName.of("seat.east"), org.tabula.rules.SeatName.of("seat.west"))).seat(1);
        Refusal moved = Refusal.of(org.tabula.rules.TakeBackRefusal.ANOTHER_SEAT_MOVED, west);
        assertEquals("Seat 1 has moved since", moved.sentence(), "the replay's English keeps the notation's seat number");
        assertEquals("West has moved since", Language.english().format(new Text.Refusal(moved.reason(), moved.args())));
        assertEquals("その後に西が動いた", Language.japanese().format(new Text.Refusal(moved.reason(), moved.args())));
        Refusal laid = Refusal.of(org.tabula.rules.wheel.WheelRefusal.ALREADY_LAID, "Y5", Place.of(1), 1);
        assertEquals("Y5 is already in the circle, at place 1", laid.sentence());
        assertEquals("Y5 is already in the circle, at place 2", Language.english().format(new Text.Refusal(laid.reason(), laid.args())));
    }
}
