/**
 * The console as a service: its threads, the devices it opens, systemd's notify socket and
 * watchdog, and a stepped console for tests and scripts.
 */
package org.tabula.firmware.service;
