/**
 * Spartacus: a trick game for 3-5 players where low beats high, with banners and the joker
 * variants (docs/rules.md, Spartacus).
 */
package org.tabula.rules.spartacus;
