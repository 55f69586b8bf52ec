package org.tabula.rules.games;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where tests find a module's games in its compiled classes rather than in a list: the top-level
 * classes one package below a module's own (a game's package, such as {@code org.tabula.rules.sumo}
 * below {@code org.tabula.rules}), read from the classes folder or, under {@code mvn verify}, from
 * the module's jar.
 */
public final class CompiledClasses {
    private CompiledClasses() {
    }

    /** The binary names of the top-level classes in the packages just below {@code anchor}'s, in the module holding {@code anchor}. */
    public static List<String> inSubpackages(Class<?> anchor) {
        try {
            Path location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(location)) {
                try (FileSystem jar = FileSystems.newFileSystem(location)) {
                    return inSubpackages(jar.getPath("/"), anchor);
                }
            }
            return inSubpackages(location, anchor);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> inSubpackages(Path classes, Class<?> anchor) throws IOException {
        Path root = classes.resolve(anchor.getPackageName().replace('.', '/'));
        try (Stream<Path> files = Files.walk(root, 2)) {
            return files.filter(file -> file.getNameCount() == root.getNameCount() + 2)
                    .map(file -> classes.relativize(file).toString())
                    .filter(name -> name.endsWith(".class") && !name.contains("$"))
                    .map(name -> name.replace('/', '.').replaceAll("\\.class$", ""))
                    .sorted().toList();
        }
    }
}
