package org.tabula.rules.engarde;

import java.util.ArrayList;
import java.util.List;

import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;

/**
 * An En Garde move: the cards a fencer plays and what they do. Written in the replay script as
 * {@code +3} (advance 3), {@code -3} (retreat 3), {@code !44} (attack with two 4s),
 * {@code +2!55} (advance 2, then attack with two 5s), {@code =44} (parry with two 4s; under
 * {@code parryBySum} any cards, {@code =35}) and {@code pass} (the fencer cannot play, and loses
 * the bout; at the last chance of the basic game, declines to attack).
 *
 * <p>Numbered compactly for the search: 0 pass, 1-5 advance, 6-10 retreat, 11-35 attack (card,
 * count), 36-160 advance-and-attack (step, card, count), and from 161 a parry, by how many cards of
 * each value it plays.
 */
public sealed interface EnGardeMove extends Move {
    int PASS = 0;
    int ADVANCE = 1;
    int RETREAT = 6;
    int ATTACK = 11;
    int ADVANCE_ATTACK = 36;
    int PARRY = 161;
    /** One more than the highest move number: a parry of five 5s. */
    int LIMIT = PARRY + 5 * 1296;

    /** The move's number. */
    int number();

    /** The move in the replay notation. */
    String notation();

    /** A fencer with no card it can play says so: the bout is lost (or, at the basic game's last chance, no attack is made). */
    record Pass() implements EnGardeMove {
        @Override
        public boolean passes() {
            return true;
        }

        @Override
        public int number() {
            return PASS;
        }

        @Override
        public String notation() {
            return "pass";
        }
    }

    /** Moves toward the other fencer by the card's value. */
    record Advance(int card) implements EnGardeMove {
        @Override
        public int number() {
            return ADVANCE + card - 1;
        }

        @Override
        public String notation() {
            return "+" + card;
        }
    }

    /** Moves back by the card's value; also the escape from an advance-and-attack. */
    record Retreat(int card) implements EnGardeMove {
        @Override
        public int number() {
            return RETREAT + card - 1;
        }

        @Override
        public String notation() {
            return "-" + card;
        }
    }

    /** A direct attack: {@code count} cards whose value is the distance. */
    record Attack(int card, int count) implements EnGardeMove {
        @Override
        public int number() {
            return ATTACK + (card - 1) * 5 + count - 1;
        }

        @Override
        public String notation() {
            return "!" + repeat(card, count);
        }
    }

    /** The advanced game's advance-and-attack: a step forward, then {@code count} cards of the distance left. */
    record AdvanceAttack(int step, int card, int count) implements EnGardeMove {
        @Override
        public int number() {
            return ADVANCE_ATTACK + ((step - 1) * 5 + card - 1) * 5 + count - 1;
        }

        @Override
        public String notation() {
            return "+" + step + "!" + repeat(card, count);
        }
    }

    /** A parry with these cards, ascending. */
    record Parry(List<Integer> cards) implements EnGardeMove {
        public Parry {
            cards = List.copyOf(cards.stream().sorted().toList());
        }

        @Override
        public int number() {
            int code = 0;
            for (int card : cards) {
                code += Cards.weight(card);
            }
            return PARRY + code;
        }

        @Override
        public String notation() {
            StringBuilder text = new StringBuilder("=");
            cards.forEach(text::append);
            return text.toString();
        }
    }

    /**
     * The move numbered {@code number}.
     *
     * @throws IllegalArgumentException if no move has that number
     */
    static EnGardeMove of(int number) {
        if (number == PASS) {
            return new Pass();
        }
        if (number >= ADVANCE && number < RETREAT) {
            return new Advance(number - ADVANCE + 1);
        }
        if (number >= RETREAT && number < ATTACK) {
            return new Retreat(number - RETREAT + 1);
        }
        if (number >= ATTACK && number < ADVANCE_ATTACK) {
            int i = number - ATTACK;
            return new Attack(i / 5 + 1, i % 5 + 1);
        }
        if (number >= ADVANCE_ATTACK && number < PARRY) {
            int i = number - ADVANCE_ATTACK;
            return new AdvanceAttack(i / 25 + 1, i / 5 % 5 + 1, i % 5 + 1);
        }
        if (number > PARRY && number < LIMIT) {
            List<Integer> cards = new ArrayList<>();
            int code = number - PARRY;
            for (int card = 1; card <= Cards.VALUES; card++) {
                int count = code / Cards.weight(card) % 6;
                for (int k = 0; k < count; k++) {
                    cards.add(card);
                }
            }
            if (cards.size() <= Cards.HAND) {
                return new Parry(cards);
            }
        }
        throw new IllegalArgumentException("there is no En Garde move numbered " + number);
    }

    /** @throws MoveSyntaxException if the text is no move */
    static EnGardeMove parse(String text) {
        String t = text.trim();
        if (t.equals("pass")) {
            return new Pass();
        }
        if (t.matches("\\+[1-5]")) {
            return new Advance(t.charAt(1) - '0');
        }
        if (t.matches("-[1-5]")) {
            return new Retreat(t.charAt(1) - '0');
        }
        if (t.matches("!([1-5])\\1{0,4}")) {
            return new Attack(t.charAt(1) - '0', t.length() - 1);
        }
        if (t.matches("\\+[1-5]!([1-5])\\1{0,4}")) {
            return new AdvanceAttack(t.charAt(1) - '0', t.charAt(3) - '0', t.length() - 3);
        }
        if (t.matches("=[1-5]{1,5}")) {
            List<Integer> cards = new ArrayList<>();
            for (char c : t.substring(1).toCharArray()) {
                cards.add(c - '0');
            }
            return new Parry(cards);
        }
        throw new MoveSyntaxException("'" + text + "' is not an En Garde move: write +3 to advance 3, -3 to retreat 3, !44 to attack"
                + " with two 4s, +2!55 to advance 2 and attack with two 5s, =44 to parry with two 4s, or pass");
    }

    /** Reads a card the table shows (a table deal): its value, such as {@code 4}. */
    static int parseReveal(String text) {
        String t = text.trim();
        if (!t.matches("[1-5]")) {
            throw new MoveSyntaxException("'" + text + "' is not an En Garde card: the table shows a value from 1 to 5, such as reveal:4");
        }
        return t.charAt(0) - '0';
    }

    private static String repeat(int card, int count) {
        return String.valueOf(card).repeat(count);
    }
}
