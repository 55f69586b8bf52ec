/**
 * The game API every game implements (kinds, options, states, moves, views, refusals, events),
 * what a bot is given to play one ({@link org.tabula.rules.Bot}, {@link org.tabula.rules.InformationSet},
 * {@link org.tabula.rules.Budget}), and the seeded randomness, series and play-outs they share; pure
 * logic, no I/O. See docs/architecture.md.
 */
package org.tabula.rules;
