/**
 * The screens that are not one game's: start-up, menus, picks, prompts and refusals, end and
 * series tables, and the players' names.
 */
package org.tabula.display.screen;
