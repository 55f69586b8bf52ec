/**
 * The Spite deck, two standard packs and four jokers: its 108 cards and what each is to a game
 * ({@code PlayingCard}), their names in its own words files, their tiles in the simulator and the
 * copy marks of {@code tabula cards pdf}.
 */
package org.tabula.firmware.cards.spite;
