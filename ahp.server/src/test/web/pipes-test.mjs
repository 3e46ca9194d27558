// The web client on a daemon whose shells run on pipes (`--terminals pipes`): the shell reads whole
// lines and echoes nothing, so the page edits the line (echo, Backspace, Enter) and sends Ctrl-C at
// once. Run by ahp.server's WebClientIT; by hand: AHP_URL=... AHP_OWNER_TOKEN=... AHP_SHOTS=...
// node pipes-test.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  STEP_MS, finish, launch, need, shots, show, signIn, step, typeInTerminal, unexpected, waitForScreen, watch,
} from './browser.mjs';

const ownerToken = need('AHP_OWNER_TOKEN');
const browser = await launch();
const problems = [];
try {
  const page = await (await browser.newContext({ viewport: { width: 900, height: 500 } })).newPage();
  show(page);
  watch(page, problems);

  await step('a shell on pipes opens and says it reads lines', async () => {
    await signIn(page, ownerToken);
    await page.locator('#new-terminal').click();
    await page.locator('.terminal-pane .terminal-status', { hasText: 'pipes' }).waitFor({ timeout: STEP_MS });
  });

  await step('a line is edited in the page and runs when Enter sends it', async () => {
    await typeInTerminal(page, 'echo pipx');
    await page.keyboard.press('Backspace');
    await typeInTerminal(page, 'es-$((40+2))\r');
    await waitForScreen(page, 'the line as typed, echoed by the page', /^echo pipes-\$\(\(40\+2\)\)\s*$/);
    await waitForScreen(page, 'what the shell printed', /^pipes-42\s*$/);
  });

  await step('Ctrl-C goes at once, while a command runs', async () => {
    // A shell on pipes is not interactive: the SIGINT the daemon sends its group would end it too, so
    // it traps the signal, says so and ends the loop, however early the signal comes.
    await typeInTerminal(page, "trap 'echo caught-$((6*7)); stop=1' INT\r");
    await typeInTerminal(page, 'stop=; echo looping; until [ -n "$stop" ]; do sleep 1; done; echo loop-ended\r');
    await waitForScreen(page, 'the loop running', /^looping\s*$/);
    await page.keyboard.press('Control+C');
    await waitForScreen(page, 'the ^C', /^\^C\s*$/);
    await waitForScreen(page, 'the trap, run at the interrupt', /^caught-42\s*$/);
    await waitForScreen(page, 'the loop ended', /^loop-ended\s*$/);
    await typeInTerminal(page, 'echo back-$((6*7))\r');
    await waitForScreen(page, 'the shell reading again', /^back-42\s*$/);
    await page.screenshot({ path: join(shots, 'pipes.png') });
  });

  await step('nothing went wrong in the page', async () => {
    assert.deepEqual(unexpected(problems), []);
  });
} catch {
  // already reported by its step
} finally {
  await finish(browser);
}
