package org.tabula.firmware.journal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Run in a child JVM by {@link JournalKillTest}: reopens the journal, then appends records
 * "record N" from where it stands, printing "acked N" after each append has returned (the
 * moment the console would show a move as accepted), until killed.
 */
public final class JournalWriterProcess {
    private JournalWriterProcess() {
    }

    public static void main(String[] args) throws IOException {
        try (Journal journal = Journal.open(Path.of(args[0]))) {
            int next = journal.records().size();
            System.out.println("open " + next);
            System.out.flush();
            for (int n = next; n < next + 100_000; n++) {
                // Records of varying length, so a kill lands in headers and payloads alike.
                String payload = "record " + n + " " + "x".repeat(n % 97);
                journal.append(payload.getBytes(StandardCharsets.UTF_8));
                System.out.println("acked " + n);
                System.out.flush();
            }
        }
    }
}
