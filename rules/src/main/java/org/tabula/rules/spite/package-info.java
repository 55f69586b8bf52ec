/**
 * Spite and Malice: deals, pay-off, centre and discard piles, forced plays, stalemates,
 * partnerships and every variant (docs/rules.md, Spite and Malice).
 */
package org.tabula.rules.spite;
