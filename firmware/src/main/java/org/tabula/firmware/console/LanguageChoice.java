package org.tabula.firmware.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.journal.Durable;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * The language the box speaks: the configured one (the {@code language} key of tabula.conf)
 * until a player chooses another in the menu; the choice is kept in the state folder as
 * {@code {"language": "ja"}} in {@value #FILE_NAME}, rewritten atomically, so it survives restarts.
 * Read and changed on the loop thread only.
 */
public final class LanguageChoice {
    public static final String FILE_NAME = "language.json";
    private static final String LANGUAGE = "language";

    private final Path file;
    private Language current;

    private LanguageChoice(Path file, Language current) {
        this.file = file;
        this.current = current;
    }

    /** A choice kept in memory only (tests, scripts). */
    public static LanguageChoice inMemory(Language initial) {
        return new LanguageChoice(null, initial);
    }

    /**
     * The choice saved in {@code stateDirectory}, or {@code configured} when none was saved.
     *
     * @throws IOException if the saved file cannot be read or names no language the box speaks (the message says where)
     */
    public static LanguageChoice load(Path stateDirectory, Language configured) throws IOException {
        Path file = stateDirectory.resolve(FILE_NAME);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new LanguageChoice(file, configured);
        }
        String expected = "expected {\"language\": \"en\"} or another language code";
        // Other keys are ignored: a later version may keep more beside the language.
        if (!(Json.readFile(bytes, file).get(LANGUAGE) instanceof TextNode language)) {
            throw new IOException(file + ": " + expected);
        }
        try {
            return new LanguageChoice(file, Language.fromTag(language.textValue()));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The language a configuration file sets with {@code language = "ja"}; English when it sets none.
     *
     * @throws ConfigException naming the file, line and the languages there are, for a language the box does not speak
     */
    public static Language configured(HardwareConfig config) throws ConfigException {
        if (config.language().isEmpty()) {
            return Language.english();
        }
        HardwareConfig.Setting setting = config.language().get();
        try {
            return Language.fromTag(setting.value());
        } catch (IllegalArgumentException e) {
            throw setting.invalid(e.getMessage());
        }
    }

    public Language current() {
        return current;
    }

    /** Speaks {@code next} from now on, saved first so a power cut never loses a choice that was shown. */
    public void choose(Language next) throws IOException {
        if (file != null) {
            byte[] content = Json.bytes(Json.object().put(LANGUAGE, next.code()));
            Durable.writeAtomically(file, content);
        }
        current = next;
    }

    /** The menu line that names the language and, on OK, speaks the next one, saved at once: the main menu's and the pause menu's. */
    MenuActivity.Item menuLine() {
        return new MenuActivity.Item(() -> Text.of("console.setting", Text.of("menu.language"), current().name()), menu -> {
            List<Language> all = Language.all();
            try {
                choose(all.get((all.indexOf(current()) + 1) % all.size()));
            } catch (IOException e) {
                return menu.refuse(Text.of("console.cannotSave", e.getMessage()));
            }
            return menu;
        });
    }
}
