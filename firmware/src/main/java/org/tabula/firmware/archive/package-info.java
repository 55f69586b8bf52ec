/**
 * The archive of finished games and series in the state folder: each kept whole or not at all,
 * the oldest leaving first once it outgrows its size, read by {@code tabula games}, the menu's
 * last games and the web page through {@link org.tabula.firmware.archive.ArchiveReader}.
 */
package org.tabula.firmware.archive;
