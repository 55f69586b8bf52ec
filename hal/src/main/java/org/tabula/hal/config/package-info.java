/**
 * The hardware configuration, tabula.conf (TOML): which devices the box has and where, read
 * strictly, with errors that name the line and the key.
 */
package org.tabula.hal.config;
