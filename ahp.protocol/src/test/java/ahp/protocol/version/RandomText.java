package ahp.protocol.version;

import java.util.SplittableRandom;

/**
 * Random strings that hit every case a JSON string writer distinguishes: runs of printable ASCII
 * (the common case) between every char below U+0020, DEL, the C1 controls, quotes, backslashes,
 * slashes, other BMP chars, U+2028/U+2029, U+FFFE/U+FFFF, surrogate pairs and lone surrogates of both
 * halves, in random order and often side by side.
 */
final class RandomText {

    private RandomText() {}

    /** {@code length} chars drawn from {@code random}. */
    static String of(SplittableRandom random, int length) {
        StringBuilder text = new StringBuilder(length + 1);
        while (text.length() < length) {
            switch (random.nextInt(14)) {
                case 0, 1, 2 -> {
                    for (int run = random.nextInt(1, 80); run > 0; run--) {
                        text.append((char) random.nextInt(0x20, 0x7f));
                    }
                }
                case 3 -> text.append((char) random.nextInt(0x00, 0x20));
                case 4 -> text.append(random.nextBoolean() ? "\r\n" : "\u001b[");
                case 5 -> text.append(random.nextBoolean() ? '\u007f' : (char) random.nextInt(0x80, 0xa0));
                case 6 -> text.append("\"\\/".charAt(random.nextInt(3)));
                case 7 -> text.append((char) random.nextInt(0xa0, 0xd800));
                case 8 -> text.append((char) random.nextInt(0xe000, 0x10000));
                case 9 -> text.append(random.nextBoolean() ? '\u2028' : '\u2029');
                case 10 -> text.append(random.nextBoolean() ? '\ufffe' : '\uffff');
                case 11 -> text.appendCodePoint(random.nextInt(0x10000, 0x110000));
                case 12 -> text.append((char) random.nextInt(0xd800, 0xdc00));
                default -> text.append((char) random.nextInt(0xdc00, 0xe000));
            }
        }
        text.setLength(length);
        return text.toString();
    }

    /**
     * {@code length} chars of Latin-1 (runs of printable ASCII, every char up to U+00FF, many
     * {@code ?}) with {@code wide} chars above U+00FF (BMP chars, surrogate pairs, lone surrogates)
     * at random places, mostly late: a {@code String} of them is kept one byte a char up to the first.
     */
    static String mostlyLatin1(SplittableRandom random, int length, int wide) {
        StringBuilder text = new StringBuilder(length + 1);
        while (text.length() < length) {
            switch (random.nextInt(6)) {
                case 0, 1, 2 -> {
                    for (int run = random.nextInt(1, 80); run > 0; run--) {
                        text.append((char) random.nextInt(0x20, 0x7f));
                    }
                }
                case 3 -> text.append(random.nextBoolean() ? "\r\n" : "\u001b[0m");
                case 4 -> text.append('?');
                default -> text.append((char) random.nextInt(0x00, 0x100));
            }
        }
        text.setLength(length);
        for (int k = 0; k < wide; k++) {
            String insert = switch (random.nextInt(5)) {
                case 0 -> String.valueOf((char) random.nextInt(0x100, 0xd800));
                case 1 -> Character.toString(random.nextInt(0x10000, 0x110000));
                case 2 -> String.valueOf((char) random.nextInt(0xd800, 0xdc00));
                case 3 -> String.valueOf((char) random.nextInt(0xdc00, 0xe000));
                default -> random.nextBoolean() ? "\u2028" : "\uffff";
            };
            text.insert(random.nextInt(Math.min(length, 64), length + 1), insert);
        }
        return text.toString();
    }
}
