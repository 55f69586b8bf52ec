/**
 * Wheel of History's play screen (the circle from the pawn), end table and LED scene.
 */
package org.tabula.display.wheel;
