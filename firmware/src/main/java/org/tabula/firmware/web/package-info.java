/**
 * The live table page on the local network: what the audience sees at the table, and each paired
 * seat's own view on a phone, pushed as server-sent events by the page's own small server on
 * non-blocking sockets. The loop thread only hands over an immutable
 * {@link org.tabula.firmware.web.TablePosition} when the table changed; everything else runs on
 * the server's one thread. docs/architecture.md, "The live table page", says why it is built so.
 */
package org.tabula.firmware.web;
