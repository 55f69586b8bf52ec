package org.tabula.firmware.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.tabula.display.screen.SummaryPages;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.GameKind;

/**
 * The full rules of each game for the live page: its chapter of the rule book, docs/rules.md,
 * which the build ships in the jar as it is (one text, never a copy kept in step by hand), and
 * its summary in every language, the same messages the box pages on its screen. The rule book is
 * in English; a page in another language shows the summary in its language above the chapter.
 */
final class RuleBook {
    /** Where the build puts the rule book. */
    static final String RESOURCE = "page/rules.md";

    /** Each chapter's text (its {@code ## } heading left out), by heading: the games' English titles. */
    private final Map<String, String> chapters;

    private RuleBook(Map<String, String> chapters) {
        this.chapters = Map.copyOf(chapters);
    }

    /** The rule book the jar ships. */
    static RuleBook shipped() {
        try (InputStream in = RuleBook.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the rule book is missing from the jar (" + RESOURCE + ")");
            }
            return of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The chapters of a rule book written in Markdown, one {@code ## } heading each. */
    static RuleBook of(String markdown) {
        Map<String, String> chapters = new LinkedHashMap<>();
        String heading = null;
        StringBuilder text = new StringBuilder();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            fenced ^= line.startsWith("```");
            if (!fenced && line.startsWith("## ")) {
                if (heading != null) {
                    chapters.put(heading, text.toString().strip());
                }
                heading = line.substring(3).strip();
                text.setLength(0);
            } else if (heading != null) {
                text.append(line).append('\n');
            }
        }
        if (heading != null) {
            chapters.put(heading, text.toString().strip());
        }
        return new RuleBook(chapters);
    }

    /** The game's chapter, by its English title; empty if the rule book has none. */
    Optional<String> chapter(GameKind kind) {
        return Optional.ofNullable(chapters.get(kind.title()));
    }

    /** The page's JSON of a game's rules: its name and summary in every language, and its chapter. */
    byte[] json(GameKind kind) {
        ObjectNode root = Json.object();
        root.put("key", kind.name());
        ObjectNode title = root.putObject("title");
        ObjectNode summary = root.putObject("summary");
        for (Language language : Language.all()) {
            title.put(language.code(), language.format(ConsoleGames.of(kind).titles().name()));
            ArrayNode paragraphs = summary.putArray(language.code());
            for (Text paragraph : SummaryPages.summary(ConsoleGames.of(kind).titles().summary())) {
                paragraphs.add(language.format(paragraph));
            }
        }
        root.put("chapter", chapter(kind).orElse(""));
        root.put("chapterLanguage", "en");
        return Json.bytes(root);
    }
}
