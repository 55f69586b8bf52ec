package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.tabula.firmware.journal.Journal;

/**
 * A game journal whose records pass their checksums but hold no game (found by
 * StateFolderFuzzTest): the console starts afresh and keeps the file aside, instead of failing to start.
 */
class GameLogForeignJournalTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"[1, 2]", "not json", "{\"series\": {\"games\": [5]}}", "{\"game\": \"sumo\", \"moves\": 3}"})
    void aJournalWithoutAGameIsSetAsideAndPlayStartsAfresh(String header) throws Exception {
        try (Journal journal = Journal.open(dir.resolve(GameLog.CURRENT))) {
            journal.append(header.getBytes(StandardCharsets.UTF_8));
            journal.append("0:6".getBytes(StandardCharsets.UTF_8));
        }
        try (GameLog log = GameLog.open(dir)) {
            assertEquals(Optional.empty(), log.unfinishedScript());
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.anyMatch(file -> file.getFileName().toString().startsWith(GameLog.CURRENT + ".unreadable-")));
        }
    }
}
