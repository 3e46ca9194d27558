/** The agent shell tools: today their six names only. */
package ahp.agenttools;
