package org.tabula.firmware.club;

import java.util.Optional;

/** A person on the roster: a name, and the badge written for them (null until one is). */
public record Member(PlayerName name, Badge badge) {
    public Optional<Badge> badgeIfAny() {
        return Optional.ofNullable(badge);
    }
}
