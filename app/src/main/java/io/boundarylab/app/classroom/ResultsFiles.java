package io.boundarylab.app.classroom;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Locale;

/**
 * Writes and reads results files. A file is signed with HMAC-SHA256, keyed with the class code
 * (upper case, without hyphens), over the file's fields without the signature, written as compact
 * JSON in the order {@link Results} declares them. This is tamper-evidence, not security: anyone
 * who knows the class code (every learner in the class) can make a file that verifies. It tells an
 * instructor that a file was edited by hand or belongs to another class; it cannot tell who wrote it.
 */
public final class ResultsFiles {
    /** A results file is small; a bigger file is not one. */
    public static final int MAX_BYTES = 1024 * 1024;
    /** rw-r--r--: the learner writes it, whoever collects the folder reads it. */
    static final java.util.Set<java.nio.file.attribute.PosixFilePermission> READABLE_BY_ALL =
            java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");

    private final ObjectMapper compact = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private final ObjectMapper pretty = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The results signed with the code. */
    public Results sign(Results r, String classCode) {
        return r.withSignature(hmac(r, classCode));
    }

    /** The signed file's bytes: indented JSON, UTF-8, ending in a newline. */
    public byte[] bytes(Results signed) {
        try {
            return (pretty.writeValueAsString(signed) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("results always serialise", e);
        }
    }

    /**
     * Signs and writes the results to a file: to a temporary file beside it, forced to disk, then
     * moved into place, so a folder the instructor collects from never holds half a file.
     */
    public void write(Results r, String classCode, Path file) throws IOException {
        byte[] bytes = bytes(sign(r, classCode));
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        if (Files.exists(file) && !Files.isRegularFile(file)) throw new IOException(file + " is not a regular file; it was left as it is");
        Path tmp = Files.createTempFile(parent, file.getFileName() + ".", ".tmp");
        try {
            // A temporary file is made readable by its owner only; the instructor collecting the folder must read it too.
            if (Files.getFileStore(tmp).supportsFileAttributeView(java.nio.file.attribute.PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(tmp, READABLE_BY_ALL);
            }
            try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer b = ByteBuffer.wrap(bytes);
                while (b.hasRemaining()) out.write(b);
                out.force(true);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Reads a results file and checks its signature against the class code.
     *
     * @throws ResultsProblem {@code file:line:column: field: problem}, for a file that is not results
     *                        JSON, misses or mistypes a field, or whose signature does not match
     */
    public Results read(Path file, String classCode) throws ResultsProblem {
        String name = file.toString();
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_BYTES) throw new ResultsProblem(name, 1, 1, "file", "larger than 1 MiB: not a results file");
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new ResultsProblem(name, 1, 1, "file", "cannot read: " + e.getMessage());
        }
        Results r;
        try {
            r = compact.readValue(bytes, Results.class);
        } catch (JsonMappingException e) {
            JsonLocation at = e.getLocation();
            String field = path(e);
            String problem = e instanceof ValueInstantiationException && e.getCause() != null ? e.getCause().getMessage() : e.getOriginalMessage();
            // A record's own check names its field first ("confidencePercent: ..."): joined to the path, it says where it sits.
            java.util.regex.Matcher own = java.util.regex.Pattern.compile("^(\\w+): (.*)$", java.util.regex.Pattern.DOTALL).matcher(problem == null ? "" : problem);
            if (e instanceof ValueInstantiationException && own.matches()) {
                field = field.isEmpty() ? own.group(1) : field + "." + own.group(1);
                problem = own.group(2);
            }
            throw new ResultsProblem(name, at == null ? 1 : at.getLineNr(), at == null ? 1 : at.getColumnNr(),
                    field.isEmpty() ? "file" : field, firstLine(problem));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new ResultsProblem(name, at == null ? 1 : at.getLineNr(), at == null ? 1 : at.getColumnNr(), "file",
                    "not JSON: " + firstLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new ResultsProblem(name, 1, 1, "file", "cannot read: " + e.getMessage());
        }
        if (r == null) throw new ResultsProblem(name, 1, 1, "file", "empty: not a results file");
        if (r.signature() == null) throw new ResultsProblem(name, 1, 1, "signature", "missing: the file was not written by Boundary Lab");
        if (!canonical(r.classCode()).equals(canonical(classCode))) {
            throw new ResultsProblem(name, 1, 1, "classCode", "the file is for class " + r.classCode() + ", not " + classCode);
        }
        byte[] expected = HexFormat.of().parseHex(hmacAsWritten(bytes, classCode));
        byte[] given;
        try {
            given = HexFormat.of().parseHex(r.signature());
        } catch (IllegalArgumentException e) {
            given = new byte[0];
        }
        if (!MessageDigest.isEqual(expected, given)) {
            throw new ResultsProblem(name, 1, 1, "signature", "does not match the file's contents: it was changed after Boundary Lab wrote it");
        }
        return r;
    }

    /** A class code as the key: upper case, Crockford's look-alikes read as digits, without hyphens or spaces. */
    static String canonical(String code) {
        return code.toUpperCase(Locale.ROOT).replaceAll("[\\s-]", "").replace('I', '1').replace('L', '1').replace('O', '0');
    }

    private String hmac(Results r, String classCode) {
        try {
            return hmac(compact.writeValueAsBytes(r.withSignature(null)), classCode);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("results always serialise", e);
        }
    }

    /**
     * The signature of a file's fields as they stand in it, its own names and order kept: a file of an
     * earlier release, whose fields had other names ({@code contentVersion}, a review's {@code choice}),
     * verifies as it was signed.
     */
    private String hmacAsWritten(byte[] file, String classCode) {
        try {
            com.fasterxml.jackson.databind.node.ObjectNode fields = (com.fasterxml.jackson.databind.node.ObjectNode) compact.readTree(file);
            fields.putNull("signature");
            return hmac(compact.writeValueAsBytes(fields), classCode);
        } catch (IOException | ClassCastException e) {
            throw new IllegalStateException("a file read as results reads as JSON fields", e);
        }
    }

    private static String hmac(byte[] signed, String classCode) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(canonical(classCode).getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(signed));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA256", e);
        }
    }

    private static String path(JsonMappingException e) {
        StringBuilder b = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                if (b.length() > 0) b.append('.');
                b.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                b.append('[').append(r.getIndex()).append(']');
            }
        }
        return b.toString();
    }

    private static String firstLine(String s) {
        if (s == null) return "not readable";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
