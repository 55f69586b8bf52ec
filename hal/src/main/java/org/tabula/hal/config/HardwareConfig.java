package org.tabula.hal.config;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Which devices the box has and where they are, and the language it speaks until a player
 * chooses another. A device that is not listed is absent, and the service runs without it.
 *
 * @param language  the top-level {@code language} key as written (a tag such as {@code "ja"}), which
 *                  the console checks against the languages it has
 * @param page      the live table page ({@code [page]}; on by default, so a file without the section serves it)
 * @param archiveKb the most the archive of finished games keeps in the state folder, in KiB
 *                  ({@code [archive] max-kb}); the oldest games leave first
 */
public record HardwareConfig(Optional<DisplayConfig> display, Optional<LedConfig> leds, List<ReaderConfig> readers,
        int pollMs, Optional<ButtonsConfig> buttons, Optional<Setting> language, PageConfig page, int archiveKb) {
    public static final Path DEFAULT_PATH = Path.of("/etc/tabula/tabula.conf");
    /** The archive's default size: a few games a night for years (docs/architecture.md, the archive). */
    public static final int DEFAULT_ARCHIVE_KB = 4096;

    /**
     * A value of the file with where it was written, so that a user of it can name the line
     * when it finds the value wrong.
     *
     * @param value the text written
     * @param where the file, line and key ({@code tabula.conf line 2: language})
     */
    public record Setting(String value, String where) {
        /** The error to report when the value turns out to be wrong: where it is, then {@code why}. */
        public ConfigException invalid(String why) {
            return new ConfigException(where + ": " + why);
        }
    }

    public HardwareConfig {
        readers = List.copyOf(readers);
    }

    /** Devices only: the language left to the console's default, the page as standard, the archive at its default size. */
    public HardwareConfig(Optional<DisplayConfig> display, Optional<LedConfig> leds, List<ReaderConfig> readers, int pollMs,
            Optional<ButtonsConfig> buttons) {
        this(display, leds, readers, pollMs, buttons, Optional.empty(), PageConfig.standard(), DEFAULT_ARCHIVE_KB);
    }

    /** The reference box of docs/build-the-box.md, used when no configuration file exists. */
    public static HardwareConfig referenceBox() {
        return new HardwareConfig(Optional.of(DisplayConfig.reference()), Optional.of(LedConfig.reference()),
                List.of(new Mfrc522Config(1, 0, OptionalInt.of(Mfrc522Config.REFERENCE_RESET_PIN), 1_000_000),
                        new Mfrc522Config(1, 1, OptionalInt.of(Mfrc522Config.REFERENCE_RESET_PIN), 1_000_000)),
                50, Optional.of(ButtonsConfig.reference()));
    }

    /** Reads {@code file}. */
    public static HardwareConfig load(Path file) throws ConfigException {
        try {
            return parse(Files.readString(file), file.toString());
        } catch (NoSuchFileException e) {
            throw new ConfigException(file + ": no such file");
        } catch (CharacterCodingException e) {
            throw new ConfigException(file + ": not UTF-8 text (save it as UTF-8)");
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** Reads {@code file}, or gives the reference box when the file does not exist. */
    public static HardwareConfig loadOrReference(Path file) throws ConfigException {
        return Files.exists(file) ? load(file) : referenceBox();
    }

    public static HardwareConfig parse(String text, String source) throws ConfigException {
        return ConfigParser.parse(text, source);
    }

    public int ledCount() {
        return leds.map(LedConfig::count).orElse(0);
    }
}
