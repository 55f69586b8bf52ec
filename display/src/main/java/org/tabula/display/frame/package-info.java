/**
 * The 128x64 one-bit frame in SSD1306 page order, the canvas that draws on it, rectangles and
 * icons.
 */
package org.tabula.display.frame;
