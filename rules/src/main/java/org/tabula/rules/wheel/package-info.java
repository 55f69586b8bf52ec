/**
 * Wheel of History: take cards from a circle; completed colours score and completed values end
 * the game (docs/rules.md, Wheel of History).
 */
package org.tabula.rules.wheel;
