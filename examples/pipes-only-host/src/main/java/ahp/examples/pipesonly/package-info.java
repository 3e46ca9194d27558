/** The pipes-only host's entry point. */
package ahp.examples.pipesonly;
