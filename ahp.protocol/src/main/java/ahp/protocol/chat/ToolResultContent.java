package ahp.protocol.chat;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One content block of a tool call's result, discriminated by {@code type}. The host produces the
 * {@link TerminalContent} block (and, for 0.5.2–0.6.x clients, {@link TerminalCompleteContent}) and
 * {@link TextContent}; every other block type is carried as {@link UnknownContent}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type", visible = true, defaultImpl = UnknownContent.class)
@JsonSubTypes({
    @JsonSubTypes.Type(value = TerminalContent.class, name = TerminalContent.TYPE),
    @JsonSubTypes.Type(value = TerminalCompleteContent.class, name = TerminalCompleteContent.TYPE),
    @JsonSubTypes.Type(value = TextContent.class, name = TextContent.TYPE)})
public sealed interface ToolResultContent permits TerminalContent, TerminalCompleteContent, TextContent, UnknownContent {

    /** The wire {@code type} of this block. */
    String type();
}
