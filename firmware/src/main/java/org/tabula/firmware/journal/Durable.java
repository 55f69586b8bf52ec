package org.tabula.firmware.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Writing whole files so that a power cut leaves either the old content or the new, never a mix. */
public final class Durable {
    private Durable() {
    }

    /** What a file is to hold, written to its channel. */
    @FunctionalInterface
    public interface Content {
        void writeTo(FileChannel file) throws IOException;
    }

    /** Replaces {@code path} with {@code content}: temp file, fsync, atomic rename, fsync of the folder. */
    public static void writeAtomically(Path path, byte[] content) throws IOException {
        writeAtomically(path, file -> {
            ByteBuffer buffer = ByteBuffer.wrap(content);
            while (buffer.hasRemaining()) {
                file.write(buffer);
            }
        });
    }

    /** {@link #writeAtomically(Path, byte[])} of content written to the file as it goes, not held whole in memory. */
    public static void writeAtomically(Path path, Content content) throws IOException {
        Path folder = path.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temp = folder.resolve("." + path.getFileName() + ".tmp");
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            content.writeTo(channel);
            channel.force(true);
        }
        Files.move(temp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        syncDirectory(folder);
    }

    /** Forces a folder's entries (a new or renamed file) to the device. */
    static void syncDirectory(Path folder) throws IOException {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
