/**
 * Playing a game at the box: each game's adapter (which deck, which moves a card stands for),
 * picks, the match with its series and bots, and the recorder.
 */
package org.tabula.firmware.play;
