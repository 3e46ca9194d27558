package ahp.protocol.command;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The software on one end of a connection ({@code clientInfo}, {@code serverInfo}); informational.
 *
 * @param name its name
 * @param version its version, or null
 * @param title a display title, or null
 */
public record Implementation(@JsonProperty(required = true) String name, String version, String title) {}
