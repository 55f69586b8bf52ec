package org.tabula.rules;

/**
 * What a reason says: its catalogue key, written out where the reason is declared (stable, since
 * translations are filed under it), and its English sentence with {@code {0}}, {@code {1}}...
 * where the arguments go. Each constant of a refusal's or a hint's reasons holds one.
 *
 * @param key     {@code rules.<game>.<NAME>} for a refusal, {@code hint.<game>.<NAME>} for a hint's reason
 * @param english the English sentence
 */
public record Wording(MessageKey key, String english) {
    public Wording(String key, String english) {
        this(MessageKey.of(key), english);
    }

    /** A kind of reason said in words of its own: {@link Refusal.Reason} and {@link Why.Reason}. */
    public interface Worded {
        Wording wording();

        /** The catalogue key. */
        default MessageKey key() {
            return wording().key();
        }

        /** The English sentence, with {@code {0}}, {@code {1}}... where the arguments go. */
        default String english() {
            return wording().english();
        }
    }
}
