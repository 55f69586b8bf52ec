package org.tabula.display.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

import org.tabula.rules.GameKind;
import org.tabula.rules.Place;
import org.tabula.rules.Seat;
import org.tabula.rules.Template;
import org.tabula.rules.games.Games;

/**
 * One language's messages: keys to templates, read from UTF-8 {@code .properties} resources (the
 * common words, {@code /org/tabula/display/text/messages_en.properties}, and each game's own). A template names its arguments by
 * position, {@code {0}}, {@code {1}}, so a translation may reorder them; a seat or a place says so,
 * {@code {0,seat}}, {@code {0,shortSeat}}, {@code {1,place}}, and is named here: a seat by the game's
 * name for it, a place counted from 1. A key the catalogue
 * lacks is looked up in its fallback (English for a partial translation); a key no catalogue has
 * shows as {@code [key]} rather than failing, and the catalogue tests make sure none does. A person
 * sitting at a seat is named in the catalogue's {@link NameForm}: as the box's small screen calls
 * them, or whole for the page ({@link #naming}).
 */
public final class Catalogue {
    private static final String DIRECTORY = "/org/tabula/display/text/";

    private final String language;
    private final Map<String, String> templates;
    private final Catalogue fallback;
    private final NameForm people;

    /** A catalogue that names people as the box's small screen does ({@link NameForm#SCREEN}). */
    public Catalogue(String language, Map<String, String> templates, Catalogue fallback) {
        this(language, Collections.unmodifiableMap(new LinkedHashMap<>(templates)), fallback, NameForm.SCREEN);
    }

    private Catalogue(String language, Map<String, String> templates, Catalogue fallback, NameForm people) {
        this.language = language;
        this.templates = templates;
        this.fallback = fallback;
        this.people = people;
    }

    /** The same words, people named in {@code form} (its fallback's too). */
    public Catalogue naming(NameForm form) {
        return form == people ? this : new Catalogue(language, templates, fallback == null ? null : fallback.naming(form), form);
    }

    /** How this catalogue names the people at the seats. */
    public NameForm people() {
        return people;
    }

    /**
     * The catalogue shipped for a language code ({@code en}): the common words, and each game's
     * own ({@code words_en.properties} in its display package, {@code org/tabula/display/<game>/},
     * for every game of the rules' registry that has them), falling back to {@code fallback} (may
     * be null).
     *
     * @throws IllegalStateException if there are no common words for the language, or a game's words repeat a key
     */
    public static Catalogue resource(String language, Catalogue fallback) {
        String common = DIRECTORY + "messages_" + language + ".properties";
        Map<String, String> templates = read(common).orElseThrow(
                () -> new IllegalStateException("no message catalogue for language '" + language + "' (" + common + ")"));
        for (GameKind game : Games.all()) {
            String words = "/org/tabula/display/" + game.name() + "/words_" + language + ".properties";
            read(words).ifPresent(own -> own.forEach((key, template) -> {
                if (templates.putIfAbsent(key, template) != null) {
                    throw new IllegalStateException(words + " repeats the key " + key);
                }
            }));
        }
        return new Catalogue(language, new TreeMap<>(templates), fallback);
    }

    /** The templates of a UTF-8 {@code .properties} resource, if there is one. */
    static Optional<Map<String, String>> read(String path) {
        InputStream in = Catalogue.class.getResourceAsStream(path);
        if (in == null) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
        Map<String, String> templates = new HashMap<>();
        properties.stringPropertyNames().forEach(key -> templates.put(key, properties.getProperty(key)));
        return Optional.of(templates);
    }

    public String language() {
        return language;
    }

    /** The keys this catalogue itself defines (not its fallback's). */
    public Set<String> keys() {
        return templates.keySet();
    }

    /** The template for a key in this catalogue or its fallback, or null. */
    public String template(String key) {
        String template = templates.get(key);
        return template != null || fallback == null ? template : fallback.template(key);
    }

    public boolean has(String key) {
        return template(key) != null;
    }

    /** The text in this language. */
    public String format(Text text) {
        if (text instanceof Text.Plain plain) {
            return plain.text();
        }
        if (text instanceof Text.Person person) {
            // The catalogue's words for a person's name ({@code SeatName.PERSON}): the name alone.
            return format(Text.of("seat.person", Text.plain(people.of(person.name()))));
        }
        if (text instanceof Text.Refusal refusal) {
            String template = template(refusal.reason().key().name());
            return fill(template != null ? template : refusal.reason().english(), refusal.args());
        }
        if (text instanceof Text.Own own) {
            String template = own.words().template(language, own.key());
            if (template == null) {
                return fallback != null ? fallback.format(text) : "[" + own.key() + "]";
            }
            return fill(template, own.args());
        }
        Text.Message message = (Text.Message) text;
        String template = template(message.key());
        if (template == null) {
            return "[" + message.key() + "]";
        }
        return fill(template, message.args());
    }

    private String fill(String template, List<Object> args) {
        return Template.fill(template, args.size(), (index, kind) -> argument(template, index, kind, args.get(index)));
    }

    /**
     * One argument in words. A seat or a place fills only a place that says it takes one
     * ({@code {0,seat}}, {@code {0,shortSeat}}, {@code {0,place}}), and such a place takes nothing
     * else: so no seat shows as its number, and no number as a seat.
     */
    private String argument(String template, int index, String kind, Object argument) {
        switch (kind) {
            case "seat", "shortSeat" -> {
                if (argument instanceof Seat seat) {
                    return format(Text.name(kind.equals("seat") ? seat.name() : seat.narrowName()));
                }
            }
            case "place" -> {
                if (argument instanceof Place place) {
                    return Integer.toString(place.number());
                }
            }
            case "" -> {
                if (!(argument instanceof Seat || argument instanceof Place)) {
                    return argument instanceof Text text ? format(text) : String.valueOf(argument);
                }
            }
            default -> throw new IllegalArgumentException("'" + template + "': no kind of argument is called " + kind);
        }
        throw new IllegalArgumentException("'" + template + "': argument " + index + (kind.isEmpty() ? " takes no seat or place" : " is a " + kind)
                + ", not " + argument.getClass().getSimpleName() + " " + argument);
    }
}
