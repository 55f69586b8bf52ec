/**
 * The Roman deck: its 60 cards and what each is to a game ({@code RomanCard}), their names in its
 * own words files, their tiles in the simulator and the printed cards of {@code tabula cards pdf}.
 */
package org.tabula.firmware.cards.roman;
