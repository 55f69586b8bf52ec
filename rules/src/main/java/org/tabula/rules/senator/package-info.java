/**
 * Senator: the 21-square board, pushes along its lines, the banner variants and hidden play
 * (docs/rules.md, Senator).
 */
package org.tabula.rules.senator;
