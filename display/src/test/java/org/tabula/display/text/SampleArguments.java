package org.tabula.display.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.tabula.rules.Place;
import org.tabula.rules.Seat;
import org.tabula.rules.SeatNames;

/** Sample arguments for a message, as the screens fill it in: a seat or a place where its template takes one. */
public final class SampleArguments {
    /** A seat's or place's typed argument in a template: {@code {0,seat}}. */
    public static final Pattern TYPED = Pattern.compile("\\{(\\d+),(\\w+)}");
    /** Seat P3 of three: its name and its index differ, so a raw index shows. */
    public static final Seat SEAT = SeatNames.numbered(3).seat(2);
    /** The fifth place: its number and its index differ. */
    public static final Place PLACE = Place.of(4);

    private SampleArguments() {
    }

    /** These arguments, with {@link #SEAT} or {@link #PLACE} where the template takes a seat or a place. */
    public static Object[] typed(String template, Object... args) {
        Object[] typed = args.clone();
        Matcher place = TYPED.matcher(template);
        while (place.find()) {
            int index = Integer.parseInt(place.group(1));
            if (index < typed.length) {
                typed[index] = place.group(2).equals("place") ? PLACE : SEAT;
            }
        }
        return typed;
    }
}
