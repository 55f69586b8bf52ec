package org.tabula.display.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

import org.tabula.rules.Place;
import org.tabula.rules.Seat;
import org.tabula.rules.Template;

/**
 * One language's messages: keys to templates, read from a UTF-8 {@code .properties} resource
 * ({@code /org/tabula/display/text/messages_en.properties}). A template names its arguments by
 * position, {@code {0}}, {@code {1}}, so a translation may reorder them; a seat or a place says so,
 * {@code {0,seat}}, {@code {0,shortSeat}}, {@code {1,place}}, and is named here: a seat by the game's
 * name for it, a place counted from 1. A key the catalogue
 * lacks is looked up in its fallback (English for a partial translation); a key no catalogue has
 * shows as {@code [key]} rather than failing, and the catalogue tests make sure none does.
 */
public final class Catalogue {
    private static final String DIRECTORY = "/org/tabula/display/text/";

    private final String language;
    private final Map<String, String> templates;
    private final Catalogue fallback;

    public Catalogue(String language, Map<String, String> templates, Catalogue fallback) {
        this.language = language;
        this.templates = Collections.unmodifiableMap(new LinkedHashMap<>(templates));
        this.fallback = fallback;
    }

    /**
     * The catalogue shipped for a language code ({@code en}): the box's messages and every game's
     * own {@link Words} in that language, falling back to {@code fallback} (may be null).
     *
     * @throws IllegalStateException if a game's words define a key already defined
     */
    public static Catalogue resource(String language, Catalogue fallback) {
        String path = DIRECTORY + "messages_" + language + ".properties";
        InputStream in = Catalogue.class.getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException("no message catalogue for language '" + language + "' (" + path + ")");
        }
        return merged(language, read(in, path), ServiceLoader.load(Words.class, Words.class.getClassLoader()), fallback);
    }

    /** The box's templates in a language with every game's words in it. */
    static Catalogue merged(String language, Map<String, String> box, Iterable<Words> games, Catalogue fallback) {
        Map<String, String> templates = new LinkedHashMap<>(box);
        for (Words words : games) {
            InputStream bundle = words.open(language);
            if (bundle == null) {
                continue;
            }
            String name = words.getClass().getPackageName() + " (" + language + ")";
            for (Map.Entry<String, String> entry : read(bundle, name).entrySet()) {
                if (templates.putIfAbsent(entry.getKey(), entry.getValue()) != null) {
                    throw new IllegalStateException("the words of " + name + " define " + entry.getKey() + " again");
                }
            }
        }
        return new Catalogue(language, templates, fallback);
    }

    /** A UTF-8 properties text's templates, by key in order. */
    private static Map<String, String> read(InputStream in, String name) {
        Properties properties = new Properties();
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
        Map<String, String> templates = new LinkedHashMap<>();
        for (String key : new TreeSet<>(properties.stringPropertyNames())) {
            templates.put(key, properties.getProperty(key));
        }
        return templates;
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
        if (text instanceof Text.Refusal refusal) {
            String template = template(refusal.reason().key());
            return fill(template != null ? template : refusal.reason().english(), refusal.args());
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
                    return format(Text.name(kind.equals("seat") ? seat.name() : seat.shortName()));
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
