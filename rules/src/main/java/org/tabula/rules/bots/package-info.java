/**
 * The bots: random, a rule-based player per game, information-set Monte Carlo tree search over
 * determinised states, and Sumo's exact solver and adaptive player. See docs/bots.md.
 */
package org.tabula.rules.bots;
