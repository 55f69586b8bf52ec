/**
 * Small drawing pieces the screens share: labels, rows, tables, title bars, icons and
 * alignment.
 */
package org.tabula.display.widget;
