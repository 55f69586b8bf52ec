/**
 * The registry of the rules: every game the rules know ({@link org.tabula.rules.games.Games}) and
 * every reason they give for refusing something ({@link org.tabula.rules.games.Refusals}). Kept
 * apart from the game API so the API depends on no game.
 */
package org.tabula.rules.games;
