// A scripted ACP agent for the ahp.backends.acp tests, on the official ACP TypeScript SDK.
//
// It reads the JSON file named by ACP_SCRIPT and plays it:
//
//   {
//     "agentInfo": {"name": "...", "title": "...", "version": "..."},   optional
//     "loadSession": true,                                              advertise session/load
//     "initialize": "hang" | "hang-once" | "error" | {"protocolVersion": 2},   a fault at the handshake
//     "newSession": "hang" | "hang-once" | "error",                            a fault at session/new
//     "loadRefused": true | "text",                                     session/load answers an error (its message
//                                                                       text, else "Invalid params: no session <id>")
//     "load": [steps],                                                  what session/load replays
//     "ignoreStdinClose": true,          keeps running when its standard input closes (as Gemini, Codex and
//                                        Claude's adapters do), until a signal ends it
//     "stderrOnTerm": "text",            on SIGTERM writes text as a line on standard error, then exits
//     "lateLoad": true | n,              session/load answers first and replays after; with a number n, replays
//                                        its first n steps before the answer and the rest after (as Gemini CLI
//                                        0.61 does: one user_message_chunk before, the rest after)
//     "turns": {"<prompt text>": [steps], "*": [steps]}                 a prompt plays its steps
//     "modes": {currentModeId, availableModes},       answered by session/new and session/load; session/set_mode
//     "models": {currentModelId, availableModels},    the same (the unstable models API); session/set_model
//     "configOptions": [SessionConfigOption],         the same; session/set_config_option answers them all
//     "refuseConfig": true,              session/set_mode, set_model and set_config_option answer an error
//     "closeSession": true,              advertise session/close (sessionCapabilities.close), and answer it
//     "sessionLog": "/path",             append a line to that file: "start <pid>" when it starts,
//                                        "new <sessionId>" for each session/new, "close <sessionId>" for each session/close
//     "mcpLog": "/path",                 append a line to that file for each session/new and session/load it gets
//                                        (a refused one too): "<method> <sessionId> <the names of its mcpServers,
//                                        joined by ",", or "none">"
//   }
//
// Each session keeps its own mode, model and option values, starting from the script's. Every
// session/set_mode, session/set_model and session/set_config_option it gets is logged (the log is
// said by {"configCalls": true}); an id the script does not list is refused with invalid params.
//
// Steps (each reports what it got back as an agent_message_chunk, a line, so a test reads it in the chat):
//   {"update": {...}}             a session/update; "${t1}" in it is terminal t1's id
//   {"say": "text"}               an agent_message_chunk of text
//   {"permission": {toolCall, options}}                  says "permission: <optionId>" or "permission: cancelled"
//                                                        (nothing with "quiet": true)
//   {"create": {command, args, env, cwd, outputByteLimit}, "as": "t1"}   says "created t1" or "create failed: ..."
//   {"output": "t1"}, {"wait": "t1"}, {"kill": "t1"}, {"release": "t1"}  say what came back
//   {"read": {path, line, limit}}, {"write": {path, content}}            say what came back
//   {"exit": 3}                   exits at once with that code
//   {"garbage": "text"}           writes a line that is not JSON-RPC
//   {"stderr": "text"}            writes a line on standard error
//   {"waitForCancel": true}       waits for session/cancel, then the turn ends "cancelled"
//   {"untilCancel": true}         waits for session/cancel, plays the steps after it, then the turn ends "cancelled"
//   {"hang": true}                never ends the turn, and ignores session/cancel
//   {"stop": "max_tokens"}        the turn ends with that stop reason
//   {"usage": {...}}              the prompt's answer carries it as its usage (PromptResponse.usage)
//   {"pid": true}                 says "pid: <its process id>"
//   {"whoami": true}              says "session: <the ACP session id>"
//   {"cwd": true}                 says "cwd: <its own working directory> session: <the cwd session/new or
//                                 session/load gave>"
//   {"log": true}                 says "log: " and everything it said before in this process, joined by " | "
//   {"configCalls": true}         says "config calls: " and the calls of the session's log, joined by " | "
//                                 ("<method> <id>=<value>"; "none" when it got none), then
//                                 "config now: mode=<id> model=<id> <option>=<value> ..."
//   {"fail": "text"}              answers the prompt with a JSON-RPC error saying text
//   {"fail": "", "details": "d"}  the same with {details: d} as the error's data, as Claude's adapter sends it
//   {"spawn": ["sleep", "60"]}    starts a child process of its own and says "child: <its pid>"
//   {"timeTerminals": {command, args, cwd, warmup, count}}
//                                 warmup untimed rounds, then count timed ones, one after the other:
//                                 terminal/create, terminal/wait_for_exit, terminal/release; says
//                                 "timed: <ms> <ms> ..." (create sent → wait_for_exit answered) and
//                                 "created: <ms> <ms> ..." (create sent → answered), in milliseconds
//                                 (performance.now()), one line each; or "timeTerminals failed: ..."
//   {"mcpTools": true}            says "mcp tools: <names>" of the first MCP server session/new named
//   {"mcp": {name, arguments}}    calls that tool through that server (the official MCP TypeScript SDK's
//                                 client over stdio); says "mcp <name>: <the result as JSON>" or
//                                 "mcp <name> failed: ..."
//   {"timeMcp": {name, arguments, warmup, count}}
//                                 warmup untimed calls, then count timed ones; says "mcp timed: <ms> ..."
//   {"timeSpawns": {command, args, warmup, count}}
//                                 the same rounds as the agent's own child processes (node's spawn,
//                                 no terminal, no host): says "spawned: <ms> <ms> ..." (spawn → exit)
// "hang-once" hangs the first process that gets there (it leaves a file beside the script) and
// answers in every later one.
import { Readable, Writable } from "node:stream";
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { agent, methods, ndJsonStream, RequestError, PROTOCOL_VERSION } from "@agentclientprotocol/sdk";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const script = JSON.parse(readFileSync(process.env.ACP_SCRIPT, "utf8"));
const terminals = new Map();
const cancels = new Map();
const said = [];
const mcpServers = new Map();
const sessionCwds = new Map();
const mcpClients = new Map();
const usages = new Map();
let sessions = 0;
const configs = new Map();

/** A line in the script's sessionLog, when it names one. */
function logSession(line) {
  if (script.sessionLog) {
    appendFileSync(script.sessionLog, `${line}\n`);
  }
}
logSession(`start ${process.pid}`);

/** A line in the script's mcpLog, when it names one: the MCP servers a session/new or session/load named. */
function logMcp(method, sessionId, servers) {
  if (script.mcpLog) {
    const names = (servers ?? []).map((server) => server.name).join(",");
    appendFileSync(script.mcpLog, `${method} ${sessionId} ${names || "none"}\n`);
  }
}

const never = () => new Promise(() => {});

function substitute(value) {
  if (typeof value === "string") {
    return value.replace(/\$\{(\w+)\}/g, (whole, name) => terminals.get(name) ?? whole);
  }
  if (Array.isArray(value)) {
    return value.map(substitute);
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item)]));
  }
  return value;
}

/** Milliseconds as the timing steps say them: one line, three decimals each. */
function milliseconds(label, times) {
  return `${label}: ${times.map((time) => time.toFixed(3)).join(" ")}`;
}

/** The timeTerminals step: each round's create → wait_for_exit answered, and create → answered. */
async function timeTerminals(client, sessionId, { command, args, cwd, warmup = 0, count = 1 }) {
  const timed = [];
  const created = [];
  for (let round = 0; round < warmup + count; round++) {
    const start = performance.now();
    const { terminalId } = await client.request(methods.client.terminal.create, { sessionId, command, args, cwd });
    const made = performance.now();
    await client.request(methods.client.terminal.waitForExit, { sessionId, terminalId });
    const ended = performance.now();
    await client.request(methods.client.terminal.release, { sessionId, terminalId });
    if (round >= warmup) {
      timed.push(ended - start);
      created.push(made - start);
    }
  }
  return [milliseconds("timed", timed), milliseconds("created", created)];
}

/** The timeSpawns step: each round's spawn → exit of the agent's own child process. */
async function timeSpawns({ command, args = [], warmup = 0, count = 1 }) {
  const spawned = [];
  for (let round = 0; round < warmup + count; round++) {
    const start = performance.now();
    await new Promise((resolve, reject) => {
      const child = spawn(command, args, { stdio: "ignore" });
      child.on("error", reject);
      child.on("exit", resolve);
    });
    if (round >= warmup) {
      spawned.push(performance.now() - start);
    }
  }
  return milliseconds("spawned", spawned);
}

/** The MCP client of the first stdio server session/new named for this session, connected once. */
async function mcpClient(sessionId) {
  if (!mcpClients.has(sessionId)) {
    const server = (mcpServers.get(sessionId) ?? []).find((entry) => entry.command);
    if (!server) {
      throw new Error("session/new named no stdio MCP server");
    }
    const env = { ...process.env };
    for (const variable of server.env ?? []) {
      env[variable.name] = variable.value;
    }
    const client = new Client({ name: "scripted-acp-agent", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: server.command, args: server.args ?? [], env, stderr: "inherit" }));
    mcpClients.set(sessionId, client);
  }
  return mcpClients.get(sessionId);
}

function failure(error) {
  return `${error?.code ?? "?"} ${error?.message ?? error}`;
}

async function play(client, sessionId, steps) {
  const say = (text) => {
    said.push(text.trimEnd());
    return client.notify(methods.client.session.update, {
      sessionId,
      update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
    });
  };
  const report = (text) => say(text + "\n");
  let stopReason = "end_turn";
  for (const step of steps) {
    if (step.update) {
      await client.notify(methods.client.session.update, { sessionId, update: substitute(step.update) });
    } else if (step.say !== undefined) {
      await say(step.say);
    } else if (step.permission) {
      const answer = await client.request(methods.client.session.requestPermission, {
        sessionId,
        ...substitute(step.permission),
      });
      const outcome = answer.outcome;
      if (!step.quiet) {
        await report(`permission: ${outcome.outcome === "selected" ? outcome.optionId : outcome.outcome}`);
      }
    } else if (step.create) {
      try {
        const created = await client.request(methods.client.terminal.create, { sessionId, ...step.create });
        terminals.set(step.as, created.terminalId);
        await report(`created ${step.as}`);
      } catch (error) {
        await report(`create failed: ${failure(error)}`);
      }
    } else if (step.output || step.wait || step.kill || step.release) {
      const [verb, method] = step.output
        ? ["output", methods.client.terminal.output]
        : step.wait
          ? ["exit", methods.client.terminal.waitForExit]
          : step.kill
            ? ["killed", methods.client.terminal.kill]
            : ["released", methods.client.terminal.release];
      const name = step.output ?? step.wait ?? step.kill ?? step.release;
      try {
        const result = await client.request(method, { sessionId, terminalId: terminals.get(name) ?? name });
        await report(`${verb} ${name}: ${JSON.stringify(result ?? null)}`);
      } catch (error) {
        await report(`${verb} ${name} failed: ${failure(error)}`);
      }
    } else if (step.read) {
      try {
        const result = await client.request(methods.client.fs.readTextFile, { sessionId, ...step.read });
        await report(`read: ${JSON.stringify(result.content)}`);
      } catch (error) {
        await report(`read failed: ${failure(error)}`);
      }
    } else if (step.write) {
      try {
        await client.request(methods.client.fs.writeTextFile, { sessionId, ...step.write });
        await report("wrote");
      } catch (error) {
        await report(`write failed: ${failure(error)}`);
      }
    } else if (step.exit !== undefined) {
      process.exit(step.exit);
    } else if (step.garbage !== undefined) {
      process.stdout.write(step.garbage + "\n");
    } else if (step.stderr !== undefined) {
      process.stderr.write(step.stderr + "\n");
    } else if (step.waitForCancel) {
      await new Promise((resolve) => cancels.set(sessionId, resolve));
      return "cancelled";
    } else if (step.untilCancel) {
      await new Promise((resolve) => cancels.set(sessionId, resolve));
      stopReason = "cancelled";
    } else if (step.hang) {
      await never();
    } else if (step.stop) {
      stopReason = step.stop;
    } else if (step.usage) {
      usages.set(sessionId, step.usage);
    } else if (step.pid) {
      await report(`pid: ${process.pid}`);
    } else if (step.whoami) {
      await report(`session: ${sessionId}`);
    } else if (step.cwd) {
      await report(`cwd: ${process.cwd()} session: ${sessionCwds.get(sessionId)}`);
    } else if (step.log) {
      await report(`log: ${said.join(" | ")}`);
    } else if (step.configCalls) {
      const config = configOf(sessionId);
      await report(`config calls: ${config.calls.length ? config.calls.join(" | ") : "none"}`);
      await report(`config now: ${describeConfig(config)}`);
    } else if (step.spawn) {
      const child = spawn(step.spawn[0], step.spawn.slice(1), { stdio: "ignore" });
      await report(`child: ${child.pid}`);
    } else if (step.timeTerminals) {
      try {
        for (const line of await timeTerminals(client, sessionId, step.timeTerminals)) {
          await report(line);
        }
      } catch (error) {
        await report(`timeTerminals failed: ${failure(error)}`);
      }
    } else if (step.mcpTools) {
      try {
        const { tools } = await (await mcpClient(sessionId)).listTools();
        await report(`mcp tools: ${tools.map((tool) => tool.name).join(" ")}`);
      } catch (error) {
        await report(`mcp tools failed: ${failure(error)}`);
      }
    } else if (step.mcp) {
      try {
        const result = await (await mcpClient(sessionId)).callTool({ name: step.mcp.name, arguments: step.mcp.arguments ?? {} });
        await report(`mcp ${step.mcp.name}: ${JSON.stringify(result)}`);
      } catch (error) {
        await report(`mcp ${step.mcp.name} failed: ${failure(error)}`);
      }
    } else if (step.timeMcp) {
      try {
        const client = await mcpClient(sessionId);
        const { name, arguments: args = {}, warmup = 0, count = 1 } = step.timeMcp;
        const timed = [];
        for (let round = 0; round < warmup + count; round++) {
          const start = performance.now();
          await client.callTool({ name, arguments: args });
          if (round >= warmup) {
            timed.push(performance.now() - start);
          }
        }
        await report(milliseconds("mcp timed", timed));
      } catch (error) {
        await report(`timeMcp failed: ${failure(error)}`);
      }
    } else if (step.timeSpawns) {
      try {
        await report(await timeSpawns(step.timeSpawns));
      } catch (error) {
        await report(`timeSpawns failed: ${failure(error)}`);
      }
    } else if (step.fail !== undefined) {
      throw RequestError.internalError(step.details === undefined ? undefined : { details: step.details }, step.fail || undefined);
    }
  }
  return stopReason;
}

/** A session's mode, model and option values: the script's to start with, then what it was set to. */
function configOf(sessionId) {
  if (!configs.has(sessionId)) {
    const options = {};
    for (const option of script.configOptions ?? []) {
      options[option.id] = option.currentValue;
    }
    configs.set(sessionId, {
      mode: script.modes?.currentModeId,
      model: script.models?.currentModelId,
      options,
      calls: [],
    });
  }
  return configs.get(sessionId);
}

/** What session/new and session/load answer besides the id: the session's modes, models and options. */
function setupOf(sessionId) {
  const config = configOf(sessionId);
  const setup = {};
  if (script.modes) {
    setup.modes = { ...script.modes, currentModeId: config.mode };
  }
  if (script.models) {
    setup.models = { ...script.models, currentModelId: config.model };
  }
  if (script.configOptions) {
    setup.configOptions = optionsOf(config);
  }
  return setup;
}

function optionsOf(config) {
  return (script.configOptions ?? []).map((option) => ({ ...option, currentValue: config.options[option.id] }));
}

/** The values a select option offers, its groups flattened. */
function choicesOf(option) {
  return (option.options ?? []).flatMap((entry) => (Array.isArray(entry.options) ? entry.options : [entry]));
}

function describeConfig(config) {
  const parts = [];
  if (config.mode !== undefined) {
    parts.push(`mode=${config.mode}`);
  }
  if (config.model !== undefined) {
    parts.push(`model=${config.model}`);
  }
  for (const [id, value] of Object.entries(config.options)) {
    parts.push(`${id}=${value}`);
  }
  return parts.join(" ") || "none";
}

/** Logs a set_* call on its session, or refuses it when the script says so or the id is not offered. */
function setting(method, sessionId, id, value, offered) {
  const config = configOf(sessionId);
  config.calls.push(`${method} ${id}=${value}`);
  if (script.refuseConfig) {
    throw RequestError.internalError(undefined, `scripted refusal of ${method}`);
  }
  if (!offered) {
    throw RequestError.invalidParams(undefined, `${method}: ${id} cannot be ${value}`);
  }
  return config;
}

function fault(setting, name) {
  if (setting === "hang") {
    return never();
  }
  if (setting === "hang-once") {
    const marker = `${process.env.ACP_SCRIPT}.${name}-hung`;
    if (!existsSync(marker)) {
      writeFileSync(marker, String(process.pid));
      return never();
    }
  }
  if (setting === "error") {
    throw RequestError.internalError(undefined, "scripted failure");
  }
  return undefined;
}

const app = agent({ name: "scripted-agent" })
  .onRequest(methods.agent.initialize, async () => {
    await fault(script.initialize, "initialize");
    return {
      protocolVersion: typeof script.initialize === "object" ? script.initialize.protocolVersion : PROTOCOL_VERSION,
      agentCapabilities: {
        loadSession: Boolean(script.loadSession),
        ...(script.closeSession ? { sessionCapabilities: { close: {} } } : {}),
      },
      agentInfo: script.agentInfo ?? { name: "scripted-agent", version: "1.0.0" },
      authMethods: [],
    };
  })
  .onRequest(methods.agent.session.new, async ({ params }) => {
    await fault(script.newSession, "newSession");
    sessions += 1;
    const sessionId = `sess-${process.pid}-${sessions}`;
    mcpServers.set(sessionId, params.mcpServers ?? []);
    sessionCwds.set(sessionId, params.cwd);
    logSession(`new ${sessionId}`);
    logMcp("session/new", sessionId, params.mcpServers);
    return { sessionId, ...setupOf(sessionId) };
  })
  .onRequest(methods.agent.session.load, async ({ params, client }) => {
    logMcp("session/load", params.sessionId, params.mcpServers);
    if (typeof script.loadRefused === "string") {
      throw new RequestError(-32602, script.loadRefused);
    }
    if (script.loadRefused) {
      throw RequestError.invalidParams(undefined, `no session ${params.sessionId}`);
    }
    mcpServers.set(params.sessionId, params.mcpServers ?? []);
    sessionCwds.set(params.sessionId, params.cwd);
    await mcpClients.get(params.sessionId)?.close();
    mcpClients.delete(params.sessionId);
    const steps = script.load ?? [];
    const before = script.lateLoad === true ? 0 : typeof script.lateLoad === "number" ? script.lateLoad : steps.length;
    await play(client, params.sessionId, steps.slice(0, before));
    if (before < steps.length) {
      setTimeout(() => void play(client, params.sessionId, steps.slice(before)), 0);
    }
    return setupOf(params.sessionId);
  })
  .onRequest(methods.agent.session.prompt, async ({ params, client }) => {
    const text = params.prompt.map((block) => (block.type === "text" ? block.text : "")).join("");
    const steps = script.turns?.[text] ?? script.turns?.["*"] ?? [{ say: `no script for ${text}` }];
    const stopReason = await play(client, params.sessionId, steps);
    const usage = usages.get(params.sessionId);
    usages.delete(params.sessionId);
    return usage ? { stopReason, usage } : { stopReason };
  })
  .onRequest(methods.agent.session.close, async ({ params }) => {
    logSession(`close ${params.sessionId}`);
    return {};
  })
  .onRequest(methods.agent.session.setMode, async ({ params }) => {
    const offered = (script.modes?.availableModes ?? []).some((mode) => mode.id === params.modeId);
    setting("session/set_mode", params.sessionId, "mode", params.modeId, offered).mode = params.modeId;
    return {};
  })
  // The unstable models API, which the SDK no longer lists: its params are taken as they come.
  .onRequest("session/set_model", (params) => params, async ({ params }) => {
    const offered = (script.models?.availableModels ?? []).some((model) => model.modelId === params.modelId);
    setting("session/set_model", params.sessionId, "model", params.modelId, offered).model = params.modelId;
    return {};
  })
  .onRequest(methods.agent.session.setConfigOption, async ({ params }) => {
    const option = (script.configOptions ?? []).find((entry) => entry.id === params.configId);
    const offered = option !== undefined && (option.type === "boolean"
      ? typeof params.value === "boolean" && params.type === "boolean"
      : choicesOf(option).some((choice) => choice.value === params.value));
    const config = setting("session/set_config_option", params.sessionId, params.configId, params.value, offered);
    config.options[params.configId] = params.value;
    return { configOptions: optionsOf(config) };
  })
  .onNotification(methods.agent.session.cancel, ({ params }) => {
    cancels.get(params.sessionId)?.();
  });

const connection = app.connect(ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
if (script.stderrOnTerm !== undefined) {
  process.on("SIGTERM", () => process.stderr.write(script.stderrOnTerm + "\n", () => process.exit(143)));
}
if (script.ignoreStdinClose) {
  setInterval(() => {}, 1 << 30);
} else {
  connection.closed.then(() => process.exit(0));
}
