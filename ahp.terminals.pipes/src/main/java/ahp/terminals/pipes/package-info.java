/** The pipes process binding: spawn, read, signal and wait through the JDK's foreign-function API. */
package ahp.terminals.pipes;
