/**
 * Sumo's play screen, end screen and the ring on the LED strip, with the push animation.
 */
package org.tabula.display.sumo;
