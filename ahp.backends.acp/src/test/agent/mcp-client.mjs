// A scripted MCP client for the ahp.server tests, on the official MCP TypeScript SDK: it starts the
// server named by its arguments (`node mcp-client.mjs <script.json> <command> [args...]`) over stdio,
// then plays the script's steps, printing one JSON line per step on standard output:
//
//   {"list": true}                  {"step": "list", "tools": [names]}
//   {"call": name, "arguments": {}} {"step": "call", "name": name, "result": CallToolResult}
//                                   or {"step": "call", "name": name, "error": "..."}; with
//                                   "until": text, called again (50 ms apart, for at most 20 s) until
//                                   its result says text
//   {"time": name, "arguments": {}, "warmup": n, "count": n}
//                                   {"step": "time", "ms": [each timed call, request to answer]}
//   {"parallel": [{"call": name, "arguments": {}}, ...], "release": fifo}
//                                   calls them all at once: one line per call as its answer
//                                   arrives, {"step": "call", "name": name, "index": i, "result": ...,
//                                   "othersPending": [indexes not answered yet]}; once every call
//                                   but the first has answered, writes a line to the fifo "release"
//                                   (the first call's command waits for it), then the first's line
//
// The client names itself after the script's "clientName" (default "scripted-mcp-client").
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [scriptFile, command, ...args] = process.argv.slice(2);
const script = JSON.parse(readFileSync(scriptFile, "utf8"));
const client = new Client({ name: script.clientName ?? "scripted-mcp-client", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command, args, env: { ...process.env }, stderr: "inherit" }));
const print = (line) => process.stdout.write(JSON.stringify(line) + "\n");
for (const step of script.steps ?? []) {
  if (step.list) {
    const { tools } = await client.listTools();
    print({ step: "list", tools: tools.map((tool) => tool.name) });
  } else if (step.call) {
    try {
      const deadline = performance.now() + 20_000;
      let result = await client.callTool({ name: step.call, arguments: step.arguments ?? {} });
      while (step.until && !JSON.stringify(result).includes(step.until) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        result = await client.callTool({ name: step.call, arguments: step.arguments ?? {} });
      }
      print({ step: "call", name: step.call, result });
    } catch (error) {
      print({ step: "call", name: step.call, error: String(error?.message ?? error) });
    }
  } else if (step.parallel) {
    const pending = new Set(step.parallel.map((_, index) => index));
    const answers = step.parallel.map((call, index) =>
      client.callTool({ name: call.call, arguments: call.arguments ?? {} }).then((result) => {
        pending.delete(index);
        print({ step: "call", name: call.call, index, result, othersPending: [...pending] });
      }));
    await Promise.all(answers.slice(1));
    if (step.release) {
      writeFileSync(step.release, "go\n");
    }
    await answers[0];
  } else if (step.time) {
    const timed = [];
    for (let round = 0; round < (step.warmup ?? 0) + (step.count ?? 1); round++) {
      const start = performance.now();
      await client.callTool({ name: step.time, arguments: step.arguments ?? {} });
      if (round >= (step.warmup ?? 0)) {
        timed.push(performance.now() - start);
      }
    }
    print({ step: "time", ms: timed });
  }
}
await client.close();
