/**
 * En Garde: two fencers play cards to move, attack, parry and retreat on a piste of 23 squares
 * (docs/rules.md, En Garde).
 */
package org.tabula.rules.engarde;
