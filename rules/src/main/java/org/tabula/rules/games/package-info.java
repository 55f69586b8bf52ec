/**
 * Every reason the rules give for refusing something ({@link org.tabula.rules.games.Refusals}),
 * kept apart from the game API so the API depends on no game. The games the box plays are
 * registered once, in the firmware ({@code ConsoleGames}).
 */
package org.tabula.rules.games;
