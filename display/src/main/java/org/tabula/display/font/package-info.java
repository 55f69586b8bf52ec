/**
 * Bitmap fonts (X11 misc-fixed for Latin, Misaki Gothic for Japanese) and the text layout that
 * measures and draws with them.
 */
package org.tabula.display.font;
