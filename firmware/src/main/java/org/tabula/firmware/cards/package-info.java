/**
 * Physical decks as the box knows them (a {@link org.tabula.firmware.cards.Deck}, each declared in
 * a package of its own and registered in {@link org.tabula.firmware.cards.Decks}), their cards,
 * and the registry that knows each card by its NFC tag (cards.json in the state folder).
 */
package org.tabula.firmware.cards;
