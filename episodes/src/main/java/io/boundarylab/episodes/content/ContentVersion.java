package io.boundarylab.episodes.content;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.SortedMap;

/**
 * Which version of the content a load read: a SHA-256 over every file the load read, so that two
 * copies of a content folder that give the same runs and the same words have the same version, on
 * any machine and from any checkout.
 *
 * <p>What goes in, in this order, for each file sorted by its path relative to the locale's folder
 * (forward slashes, so the folder may sit anywhere): the path's UTF-8 bytes, a NUL byte, the text's
 * UTF-8 bytes, a NUL byte. The text is the one the load read (strict UTF-8, a leading byte-order
 * mark dropped) with every CRLF and lone CR turned into LF: a checkout that converts line endings
 * (Git's {@code core.autocrlf} on Windows) is the same content, since YAML reads the same either
 * way. Every other byte counts, trailing spaces included. Files the load never read (a README, an
 * editor's backup) do not count.
 *
 * @param sha256 64 lower-case hex digits
 * @param files  how many files went in
 */
public record ContentVersion(String sha256, int files) {

    public ContentVersion {
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) throw new IllegalArgumentException("not a SHA-256 in hex: " + sha256);
    }

    /** The version of these texts, keyed by path relative to the locale's folder. */
    public static ContentVersion of(SortedMap<String, String> textsByPath) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        for (Map.Entry<String, String> e : textsByPath.entrySet()) {
            sha.update(e.getKey().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(normalised(e.getValue()).getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
        }
        return new ContentVersion(HexFormat.of().formatHex(sha.digest()), textsByPath.size());
    }

    /** The text with CRLF and lone CR as LF and without a leading byte-order mark. */
    static String normalised(String text) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        return t.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** The first {@code bits} bits of the hash (at most 63), as a class code carries them. */
    public long prefixBits(int bits) {
        if (bits < 1 || bits > 63) throw new IllegalArgumentException("bits must be 1 to 63, not " + bits);
        long first = Long.parseUnsignedLong(sha256.substring(0, 16), 16);
        return first >>> (64 - bits);
    }
}
