package org.tabula.firmware.console;

import org.tabula.firmware.play.Match;

/** An activity that belongs to a match in play (the game, or a question asked during it): the match is still the one in play. */
interface InMatch {
    Match match();
}
