package org.tabula.firmware.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The README and the pages under docs/, read for the documentation tests. */
final class Pages {
    static final Path ROOT = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent();
    static final Path README = ROOT.resolve("README.md");
    /** The info string of a fenced block that a test runs: {@code ```sh runnable}. */
    static final String RUNNABLE = "```sh runnable";

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)[^)]*\\)|<img [^>]*src=\"([^\"]+)\"");

    private Pages() {
    }

    /** README.md and every Markdown page under docs/. */
    static List<Path> all() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(README));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The targets of the page's links and images that lead into the repository (no web address, no bare #anchor). */
    static List<String> relativeLinks(Path page) throws IOException {
        List<String> links = new ArrayList<>();
        Matcher matcher = LINK.matcher(withoutCodeBlocks(Files.readString(page, StandardCharsets.UTF_8)));
        while (matcher.find()) {
            String target = matcher.group(1) != null ? matcher.group(1) : matcher.group(2);
            if (!target.matches("^[a-z]+:.*") && !target.startsWith("#")) {
                links.add(target.replaceFirst("#.*$", ""));
            }
        }
        return links;
    }

    /** The page's blocks marked {@link #RUNNABLE}, each as its lines. */
    static List<List<String>> runnableBlocks(Path page) throws IOException {
        List<List<String>> blocks = new ArrayList<>();
        List<String> block = null;
        for (String line : Files.readAllLines(page, StandardCharsets.UTF_8)) {
            if (block == null && line.strip().equals(RUNNABLE)) {
                block = new ArrayList<>();
            } else if (block != null && line.strip().equals("```")) {
                blocks.add(block);
                block = null;
            } else if (block != null) {
                block.add(line);
            }
        }
        return blocks;
    }

    private static String withoutCodeBlocks(String text) {
        return text.replaceAll("(?ms)^\\s*```.*?^\\s*```", "").replaceAll("`[^`\n]*`", "");
    }
}
