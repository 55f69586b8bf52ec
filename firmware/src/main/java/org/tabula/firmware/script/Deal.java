package org.tabula.firmware.script;

import java.util.List;

/**
 * One game of a script: its seed, its setup and its moves as written ({@link Move} reads each
 * one as it is played, so that an earlier move's refusal is reported before a later one's form).
 */
public record Deal(long seed, GameSetup setup, List<String> moves) {
    public Deal {
        moves = List.copyOf(moves);
    }
}
