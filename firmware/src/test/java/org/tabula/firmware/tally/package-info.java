/**
 * The Tally deck: a physical deck declared in test code, proving that a deck is one package and
 * one registration line ({@code META-INF/services/org.tabula.firmware.cards.DeckRegistration})
 * away from the box's enrolment, its taps and its screens.
 */
package org.tabula.firmware.tally;
