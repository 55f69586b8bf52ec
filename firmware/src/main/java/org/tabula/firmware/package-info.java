/**
 * The tabula command line (run, enrol, replay, selftest, tournament, solve, wiring, the benches)
 * and the game log that survives power cuts; man tabula is its reference.
 */
package org.tabula.firmware;
