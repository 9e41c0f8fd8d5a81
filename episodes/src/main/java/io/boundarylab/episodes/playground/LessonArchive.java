package io.boundarylab.episodes.playground;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A saved lesson as one file a class can pass around: the lesson's content folder in a zip
 * archive ({@code .zip}), the entries in path order. Its fingerprint is a SHA-256 over the
 * lesson's files (each path and its bytes, in path order), the same for the folder and for its
 * archive, so a short code made of it names the lesson wherever it travels and tells when a file
 * changed.
 */
public final class LessonArchive {
    /** How an archive's name ends. */
    public static final String SUFFIX = ".zip";
    /** More files or bytes than any saved lesson has: an archive with more is not one. */
    static final int MAX_FILES = 64;
    static final long MAX_BYTES = 8L << 20;
    /** Entries carry one fixed time, so the same lesson always makes the same archive. */
    private static final FileTime EPOCH = FileTime.fromMillis(315532800000L);

    private LessonArchive() {
    }

    /** Writes the saved lesson in {@code folder} as an archive at {@code zip} (replaced when there). */
    public static void write(Path folder, Path zip) throws IOException {
        Map<String, byte[]> files = files(folder);
        Path tmp = zip.resolveSibling(zip.getFileName() + ".writing");
        try (OutputStream out = Files.newOutputStream(tmp); ZipOutputStream z = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                ZipEntry e = new ZipEntry(f.getKey());
                e.setLastModifiedTime(EPOCH);
                z.putNextEntry(e);
                z.write(f.getValue());
                z.closeEntry();
            }
        }
        Files.move(tmp, zip, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * The files of a lesson, by path relative to it with {@code /}, in path order: a saved folder's,
     * or an archive's entries.
     *
     * @throws IOException when it cannot be read, or holds more than a lesson or a path that leaves it
     */
    public static Map<String, byte[]> files(Path folderOrZip) throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        long total = 0;
        if (Files.isDirectory(folderOrZip)) {
            try (Stream<Path> s = Files.walk(folderOrZip)) {
                for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                    byte[] b = Files.readAllBytes(p);
                    total += b.length;
                    out.put(folderOrZip.relativize(p).toString().replace('\\', '/'), b);
                    if (out.size() > MAX_FILES || total > MAX_BYTES) throw new IOException(folderOrZip + " holds more than a lesson");
                }
            }
            return out;
        }
        try (InputStream in = Files.newInputStream(folderOrZip); ZipInputStream z = new ZipInputStream(in, StandardCharsets.UTF_8)) {
            for (ZipEntry e; (e = z.getNextEntry()) != null; ) {
                if (e.isDirectory()) continue;
                String name = e.getName();
                if (name.startsWith("/") || name.contains("\\") || java.util.Arrays.asList(name.split("/")).contains(".."))
                    throw new IOException(folderOrZip + ": the entry " + name + " leaves the lesson");
                byte[] b = readAtMost(z, MAX_BYTES - total);
                total += b.length;
                out.put(name, b);
                if (out.size() > MAX_FILES) throw new IOException(folderOrZip + " holds more than a lesson");
            }
        } catch (IllegalArgumentException e) {
            throw new IOException(folderOrZip + " is not a zip archive: " + e.getMessage(), e);
        }
        if (out.isEmpty()) throw new IOException(folderOrZip + " is not a zip archive of a lesson");
        return out;
    }

    /** The SHA-256 of a lesson's files: each path, a zero byte, its length in 8 bytes and its bytes, in path order. */
    public static byte[] fingerprint(Map<String, byte[]> files) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, byte[]> f : new TreeMap<>(files).entrySet()) {
                d.update(f.getKey().getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
                d.update(java.nio.ByteBuffer.allocate(8).putLong(f.getValue().length).array());
                d.update(f.getValue());
            }
            return d.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** Writes a lesson's files into {@code folder} (made; it must not hold anything yet). */
    public static void unpack(Map<String, byte[]> files, Path folder) throws IOException {
        Files.createDirectories(folder);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path p = folder.resolve(f.getKey()).normalize();
            if (!p.startsWith(folder)) throw new IOException("the entry " + f.getKey() + " leaves the lesson");
            Files.createDirectories(p.getParent());
            Files.write(p, f.getValue());
        }
    }

    private static byte[] readAtMost(InputStream in, long most) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) > 0; ) {
            out.write(buf, 0, n);
            if (out.size() > most) throw new IOException("more bytes than a lesson");
        }
        return out.toByteArray();
    }
}
