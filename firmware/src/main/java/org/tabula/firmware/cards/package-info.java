/**
 * The two physical decks, their cards, and the registry that knows each card by its NFC tag
 * (cards.json in the state folder).
 */
package org.tabula.firmware.cards;
