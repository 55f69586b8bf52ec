package org.tabula.rules.games;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.tabula.rules.GameKind;

/**
 * Every game of the rules module, found in its compiled classes rather than kept in a list: the
 * kind class of each game package, the one whose static {@code KIND} is a {@link GameKind}. The
 * box's own list is its registration in the firmware ({@code ConsoleGames}), which a firmware
 * test holds to these.
 */
public final class RulesGames {
    private static final List<GameKind> ALL = find();

    private RulesGames() {
    }

    /** Every kind, by name. */
    public static List<GameKind> all() {
        return ALL;
    }

    public static GameKind named(String name) {
        return ALL.stream().filter(kind -> kind.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the rules have no game " + name));
    }

    private static List<GameKind> find() {
        try {
            Path location = Path.of(GameKind.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            // Under `mvn verify` another module's classes come as its jar: walk inside it.
            if (Files.isRegularFile(location)) {
                try (FileSystem jar = FileSystems.newFileSystem(location)) {
                    return find(jar.getPath("/"));
                }
            }
            return find(location);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<GameKind> find(Path classes) throws IOException {
        Path api = classes.resolve(GameKind.class.getPackageName().replace('.', '/'));
        try (Stream<Path> files = Files.walk(api, 2)) {
            return files.filter(file -> file.getNameCount() == api.getNameCount() + 2 && file.toString().endsWith(".class")
                    && !file.getFileName().toString().contains("$"))
                    .map(file -> kindIn(classes.relativize(file))).flatMap(Optional::stream)
                    .sorted(Comparator.comparing(GameKind::name)).toList();
        }
    }

    private static Optional<GameKind> kindIn(Path classFile) {
        String name = classFile.toString().replace(classFile.getFileSystem().getSeparator(), ".").replaceAll("\\.class$", "");
        try {
            Class<?> type = Class.forName(name, false, RulesGames.class.getClassLoader());
            if (!GameKind.class.isAssignableFrom(type)) {
                return Optional.empty();
            }
            Field kind = type.getField("KIND");
            return Modifier.isStatic(kind.getModifiers()) ? Optional.of((GameKind) kind.get(null)) : Optional.empty();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(name + " is a game kind without a public static KIND", e);
        }
    }
}
