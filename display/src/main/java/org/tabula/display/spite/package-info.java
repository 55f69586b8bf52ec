/**
 * Spite and Malice's play screen (pay-off tops, centre and discard piles, the hand), end table
 * and LED scene.
 */
package org.tabula.display.spite;
