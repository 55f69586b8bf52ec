/**
 * The kinds of bot: random, the rule-based player each game's kind supplies, information-set
 * Monte Carlo tree search over determinised states, and Sumo's exact solver and adaptive player.
 * See docs/bots.md.
 */
package org.tabula.rules.bots;
