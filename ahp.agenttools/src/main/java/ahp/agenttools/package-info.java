/** The agent shell tools, over the terminal store. */
package ahp.agenttools;
