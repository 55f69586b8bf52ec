/**
 * The game log that survives power cuts (the journal of the game in play and the archive of
 * finished ones, {@code GameLogRecorder}), and the replay of scripts ({@code Replay}) that both
 * the service's resume and {@code tabula replay} use.
 */
package org.tabula.firmware;
