package ahp.machines.docker.engine;

import java.io.EOFException;
import java.io.IOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The head of one answer: its status and headers (names in lower case), read from {@code input}.
 *
 * @param status the status code
 * @param headers the headers, names in lower case
 */
record HttpResponse(int status, Map<String, String> headers) {

    /** Reads the status line and the headers; the body is left in {@code input}. */
    static HttpResponse readHead(HttpInput input) throws IOException {
        String statusLine = input.readLine();
        if (statusLine == null) {
            throw new EOFException("the connection ended before an answer");
        }
        String[] parts = statusLine.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new IOException("the answer is not HTTP/1.1: " + Words.cut(statusLine));
        }
        int status;
        try {
            status = Integer.parseInt(parts[1]);
        } catch (NumberFormatException notNumber) {
            throw new IOException("the answer's status is not a number: " + Words.cut(statusLine));
        }
        Map<String, String> headers = new HashMap<>();
        for (String line = input.readLine(); line != null && !line.isEmpty(); line = input.readLine()) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                headers.put(line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip());
            }
        }
        return new HttpResponse(status, Map.copyOf(headers));
    }

    /** Reads the body this head announces: by its length, in chunks, or to the end; none for 1xx, 204, 304. */
    byte[] readBody(HttpInput input) throws IOException {
        if (status / 100 == 1 || status == 204 || status == 304) {
            return new byte[0];
        }
        String encoding = headers.getOrDefault("transfer-encoding", "");
        if (encoding.toLowerCase(Locale.ROOT).contains("chunked")) {
            return input.readChunked();
        }
        String length = headers.get("content-length");
        if (length != null) {
            try {
                return input.readExactly(Long.parseLong(length));
            } catch (NumberFormatException notNumber) {
                throw new IOException("the answer's length is not a number: " + Words.cut(length));
            }
        }
        return input.readToEnd();
    }
}
