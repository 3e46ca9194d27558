package ahp.shellintegration.marks;

import java.util.List;

/** The three OSC families a shell marks its prompt, its commands and its directory with. */
enum MarkFamily {

    /** VS Code's own: {@code ESC ] 633 ; <letter> [; args] ST}. */
    VSCODE("633;"),

    /** FinalTerm's semantic prompts: {@code ESC ] 133 ; <letter> [; args] ST}. */
    FINAL_TERM("133;"),

    /** The working directory as a URI: {@code ESC ] 7 ; file://host/path ST}. */
    CWD_URI("7;");

    static final List<MarkFamily> VALUES = List.of(values());

    private final String prefix;

    MarkFamily(String prefix) {
        this.prefix = prefix;
    }

    /** What follows {@code ESC ]}: the family's number and its {@code ;}. */
    String prefix() {
        return prefix;
    }
}
