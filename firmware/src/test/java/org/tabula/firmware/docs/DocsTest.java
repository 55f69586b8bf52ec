package org.tabula.firmware.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The README is the front door: short, linking every page, and no link or picture leads nowhere;
 * every package of the modules says what it holds.
 */
class DocsTest {
    @Test
    void theReadmeIsAtMost200Lines() throws IOException {
        long lines = Files.readAllLines(Pages.README, StandardCharsets.UTF_8).size();
        assertTrue(lines <= 200, "README.md has " + lines + " lines: move the detail into docs/");
    }

    @Test
    void everyRelativeLinkAndPictureResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : Pages.all()) {
            for (String link : Pages.relativeLinks(page)) {
                if (!Files.exists(page.getParent().resolve(link))) {
                    broken.add(Pages.ROOT.relativize(page) + ": " + link);
                }
            }
        }
        assertEquals(List.of(), broken, "links and pictures that lead nowhere");
    }

    @Test
    void theReadmeLinksEveryPage() throws IOException {
        List<String> linked = Pages.relativeLinks(Pages.README).stream()
                .map(link -> Pages.ROOT.resolve(link).normalize().toString()).toList();
        List<String> unlinked = new ArrayList<>();
        for (Path page : Pages.all().subList(1, Pages.all().size())) {
            if (!linked.contains(page.normalize().toString())) {
                unlinked.add(Pages.ROOT.relativize(page).toString());
            }
        }
        assertEquals(List.of(), unlinked, "pages under docs/ the README does not link");
    }

    @Test
    void everyPackageSaysWhatItHolds() throws IOException {
        List<String> silent = new ArrayList<>();
        for (String module : List.of("rules", "hal", "display", "firmware", "simulator")) {
            try (Stream<Path> files = Files.walk(Pages.ROOT.resolve(module).resolve("src/main/java"))) {
                for (Path folder : files.filter(file -> file.toString().endsWith(".java")).map(Path::getParent).distinct().toList()) {
                    Path info = folder.resolve("package-info.java");
                    if (!Files.exists(info) || !Files.readString(info).contains("/**")) {
                        silent.add(Pages.ROOT.relativize(folder).toString());
                    }
                }
            }
        }
        assertEquals(List.of(), silent, "packages without a package-info.java saying what they hold");
    }

    /**
     * The developers' reference texts live outside the repository, so no page, message, comment or
     * shipped file may send a reader to them: the project's own pages say the same.
     */
    @Test
    void nothingNamesAFileTheProjectDoesNotHave() throws IOException {
        List<String> outside = List.of("HARDWARE.md", "RULES.md", "STYLE.md", "../shared");
        Path self = Path.of("firmware/src/test/java/org/tabula/firmware/docs/DocsTest.java");
        List<String> naming = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Pages.ROOT)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path relative = Pages.ROOT.relativize(file);
                String path = relative.toString();
                if (relative.equals(self) || path.startsWith(".git") || path.contains("/target/") || path.startsWith("target/")
                        || !path.matches(".*\\.(md|java|properties|conf|1|svg|json|txt|sh|service)$|tabula|systemd/.*")) {
                    continue;
                }
                String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                outside.stream().filter(text::contains).forEach(name -> naming.add(path + ": " + name));
            }
        }
        assertEquals(List.of(), naming, "files that name a developer's reference text outside the project");
    }
}
