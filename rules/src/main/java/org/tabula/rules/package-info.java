/**
 * The game API every game implements (kinds, options, states, moves, views, refusals, events) and
 * the seeded randomness, series and play-outs they share; pure logic, no I/O. See docs/architecture.md.
 */
package org.tabula.rules;
