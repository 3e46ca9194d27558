package ahp.server.web;

/**
 * One file of the web client, held in memory.
 *
 * @param name its name in the bundle, which is its path after the leading {@code /}
 * @param bytes its content
 * @param contentType its {@code Content-Type}
 * @param etag its strong entity tag, quoted, from a hash of its content
 * @param immutable whether its name carries a hash of its content, so it may be cached for good
 */
record PageFile(String name, byte[] bytes, String contentType, String etag, boolean immutable) {}
