/**
 * The one palette of the Roman deck's colours and the seats: each colour's letter, name, LED
 * light and printed ink, shared by the LEDs, the screens, the simulator's tiles and the card sheets.
 */
package org.tabula.display.palette;
