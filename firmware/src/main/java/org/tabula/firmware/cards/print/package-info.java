/**
 * The print-and-play sheets of {@code tabula cards pdf}: the Roman deck's fronts and backs with
 * crop marks and bleed, and round labels for the Spite deck's stickers, drawn with PDFBox.
 */
package org.tabula.firmware.cards.print;
