/**
 * Every word the box shows: the English and Japanese message catalogues, the language, and
 * texts that are put into words only when shown.
 */
package org.tabula.display.text;
