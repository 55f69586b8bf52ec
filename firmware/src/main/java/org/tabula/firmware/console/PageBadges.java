package org.tabula.firmware.console;

import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.web.BadgeDesk;

/**
 * The club page's badge asks, taken on the loop at each tick: at a menu with no match at the table
 * the box asks for a tag ({@link PageBadgeWriting}) and goes back to that menu afterwards; in a
 * game, its pause menu, or another errand (enrolment, a setting being edited) the ask is refused
 * as busy at once, and nothing at the box changes.
 */
final class PageBadges {
    private final BadgeDesk desk;
    private final ConsoleContext context;

    PageBadges(BadgeDesk desk, ConsoleContext context) {
        this.desk = desk;
        this.context = context;
    }

    /** The activity after the desk was looked at: {@code now}, or the badge's writing. */
    Activity next(Activity now, boolean matchAtTable, long nowNanos) {
        Optional<Badge> asked = desk.take();
        if (asked.isEmpty()) {
            return now;
        }
        if (matchAtTable || !(now instanceof MenuActivity)) {
            desk.told(BadgeDesk.Outcome.of(BadgeDesk.Kind.BOX_BUSY, Text.of("badge.boxBusy")));
            return now;
        }
        return new PageBadgeWriting(context, asked.get(), now, desk::told, nowNanos);
    }
}
