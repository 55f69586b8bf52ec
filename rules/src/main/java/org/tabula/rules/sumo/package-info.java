/**
 * Sumo: two wrestlers reveal cards at once and push one piece along a ring
 * (docs/rules.md, Sumo).
 */
package org.tabula.rules.sumo;
