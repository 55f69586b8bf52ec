/**
 * Playing a game at the box: the registry of its games ({@code ConsoleGames}), what a game declares
 * and the parts of how it is played (taps, words, picks), the match with its series and bots, and
 * the recorder. Each game's own part is in a subpackage of its own.
 */
package org.tabula.firmware.play;
