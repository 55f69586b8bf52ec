/**
 * The configured devices behind the firmware's interfaces: one device thread does all I/O, each
 * device is opened on first use and retried with a back-off after a failure.
 */
package org.tabula.hal.runtime;
