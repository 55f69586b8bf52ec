/**
 * NFC reader drivers, MFRC522 on SPI and PN532 on I2C, written from their datasheets, with the
 * Type 2 tag and NDEF readers that name a card.
 */
package org.tabula.hal.nfc;
