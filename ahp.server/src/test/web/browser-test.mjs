// The web client in a real browser: headless Chromium (Debian's) driven by playwright-core against a
// running ahpd whose terminals run under a pseudoterminal. Run by ahp.server's WebClientIT, which
// starts the daemon; by hand:
//
//   AHP_URL=http://127.0.0.1:8787/ AHP_OWNER_TOKEN=... AHP_GUEST_TOKEN=... AHP_SHOTS=/tmp/shots \
//     AHP_MARKER_FILE=a-file-in-the-daemons-home node browser-test.mjs
//
// AHP_AGENT names an agent whose turn asks for a confirmation (optional). Screenshots of each view go
// to AHP_SHOTS. Exits 0 when every step passed; prints each step as it goes.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  STEP_MS, finish, launch, need, screenText, shots, show, signIn, step, typeInTerminal, unexpected, url,
  waitForScreen, watch,
} from './browser.mjs';

const ownerToken = need('AHP_OWNER_TOKEN');
const guestToken = need('AHP_GUEST_TOKEN');
const markerFile = need('AHP_MARKER_FILE');
const agentName = process.env.AHP_AGENT;
const machineId = process.env.AHP_MACHINE;

const browser = await launch();
const problems = [];
try {
  const owner = await browser.newContext({ viewport: { width: 1100, height: 720 } });
  const page = await owner.newPage();
  show(page);
  watch(page, problems);
  let terminalHash;

  await step('the page is served with its policy and signs in with the token', async () => {
    const response = await page.goto(url);
    const policy = response.headers()['content-security-policy'];
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /connect-src 'self'/);
    await page.locator('#token').fill(ownerToken);
    assert.equal(await page.locator('#token').getAttribute('type'), 'password');
    await page.screenshot({ path: join(shots, 'sign-in.png') });
    await page.locator('#sign-in button[type=submit]').click();
    await page.locator('#terminals').waitFor({ timeout: STEP_MS });
    assert.ok(!page.url().includes(ownerToken), 'the token is not in the address');
  });

  await step('a wrong token is refused with a message', async () => {
    const other = await owner.newPage();
    await signIn(other, 'not-a-token');
    await other.locator('#sign-in .error').waitFor({ timeout: STEP_MS });
    assert.match(await other.locator('#sign-in .error').innerText(), /refused the sign-in/);
    await other.close();
  });

  await step('a new shell opens, and `echo hi` prints hi', async () => {
    await page.locator('#new-terminal').click();
    await page.locator('.terminal-pane .xterm-rows').waitFor({ timeout: STEP_MS });
    terminalHash = new URL(page.url()).hash;
    await waitForScreen(page, 'a prompt', /[$#]\s*$/);
    await typeInTerminal(page, 'echo hi\r');
    await waitForScreen(page, 'hi on a line of its own', /^hi\s*$/);
    await page.screenshot({ path: join(shots, 'terminal.png') });
  });

  await step("the shell's size is the window's, and follows it", async () => {
    const rows = await page.locator('.terminal-pane .xterm-rows > div').count();
    await typeInTerminal(page, 'stty size\r');
    await waitForScreen(page, `${rows} rows and the columns that fit 1100 pixels`, new RegExp(`^${rows} 1[0-9]{2}\\s*$`));
    await page.setViewportSize({ width: 700, height: 720 });
    // The page fits the terminal to its new width and sends the size before anything typed after.
    await page.waitForFunction(() => document.querySelector('.terminal-pane .xterm-screen').offsetWidth < 700,
      null, { timeout: STEP_MS });
    await typeInTerminal(page, 'clear; stty size\r');
    await waitForScreen(page, 'the columns that fit 700 pixels', new RegExp(`^${rows} [5-9][0-9]\\s*$`));
    await page.setViewportSize({ width: 1100, height: 720 });
    await typeInTerminal(page, 'clear; echo hi\r');
    await waitForScreen(page, 'hi again', /^hi\s*$/);
  });

  await step('vim fills the screen, takes typing, and quitting brings the screen back', async () => {
    await typeInTerminal(page, 'vim\r');
    await waitForScreen(page, "vim's empty buffer", /^~\s*$/);
    await typeInTerminal(page, 'ihello from the browser');
    await waitForScreen(page, 'the typed text in vim', /^hello from the browser\s*$/);
    await page.screenshot({ path: join(shots, 'vim.png') });
    await page.keyboard.press('Escape');
    await typeInTerminal(page, ':q!\r');
    await page.waitForFunction(() => !/^~\s*$/m.test(document.querySelector('.terminal-pane .xterm-rows').innerText),
      null, { timeout: STEP_MS, polling: 50 });
    await waitForScreen(page, 'the screen from before vim', /^hi\s*$/);
    const text = await screenText(page);
    assert.ok(!text.includes('hello from the browser'), 'vim\'s screen is gone:\n' + text);
  });

  await step('a paste is bracketed when the program asked for it', async () => {
    // cat -v shows the marks as text; the printf turns bracketed paste on as a line editor would.
    // The shell gives the terminal back its line mode before it runs the line, so once ready-2 is
    // printed what is typed next is read as cat will read it (Enter as a newline).
    await typeInTerminal(page, "printf '\\033[?2004h'; echo ready-$((1+1)); cat -v\r");
    await waitForScreen(page, 'the line running', /^ready-2\s*$/);
    await page.locator('.terminal-pane .xterm-helper-textarea').evaluate((textarea) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'pasted text');
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await typeInTerminal(page, '\r');
    await waitForScreen(page, 'the paste between its marks', /^\^\[\[200~pasted text\^\[\[201~\s*$/);
    await page.keyboard.press('Control+C');
    await typeInTerminal(page, "printf '\\033[?2004l'; echo after-$((6*7))\r");
    await waitForScreen(page, 'the shell back after cat', /^after-42\s*$/);
  });

  await step('a second tab on the same terminal sees the same thing, both ways', async () => {
    const second = await owner.newPage();
    watch(second, problems);
    await signIn(second, ownerToken);
    await second.locator('#terminals').waitFor({ timeout: STEP_MS });
    await second.evaluate((hash) => { location.hash = hash; }, terminalHash);
    await waitForScreen(second, 'the scrollback in the second tab', /^hi\s*$/);
    await typeInTerminal(second, 'echo from-$((40+2))\r');
    await waitForScreen(second, 'the second tab\'s command', /^from-42\s*$/);
    await waitForScreen(page, 'the second tab\'s command in the first tab', /^from-42\s*$/);
    await second.close();
  });

  await step('the root list shows the shell, running', async () => {
    await page.goto(url + '#/');
    await page.locator('#terminals tbody tr[data-terminal]').first().waitFor({ timeout: STEP_MS });
    const row = page.locator('#terminals tbody tr[data-terminal]').first();
    assert.match(await row.innerText(), /running/);
  });

  await step('a session runs `!ls`: the tool call, its terminal and its output', async () => {
    await page.locator('#new-session').click();
    await page.locator('#chat-input').waitFor({ timeout: STEP_MS });
    await page.locator('#chat-input').fill('!ls');
    await page.locator('#chat-input').press('Enter');
    await page.locator('.tool-call[data-status=completed]').waitFor({ timeout: STEP_MS });
    const call = page.locator('.tool-call').first();
    assert.match(await call.locator('.tool-invocation').innerText(), /ls/);
    await waitForScreen(page, 'the output of ls in the inline terminal', new RegExp(markerFile), '.inline-terminal');
    assert.match(await call.innerText(), new RegExp(markerFile));
    await page.screenshot({ path: join(shots, 'session.png'), fullPage: true });
  });

  await step('the session is listed on the root', async () => {
    await page.goto(url + '#/');
    await page.locator('#sessions tbody tr[data-session]').first().waitFor({ timeout: STEP_MS });
    assert.match(await page.locator('#sessions tbody tr[data-session]').first().innerText(), /ls/);
    await page.screenshot({ path: join(shots, 'home.png') });
  });

  if (machineId) {
    await step('the new-session form offers the machines, and a session in one runs its command there', async () => {
      await page.goto(url + '#/');
      await page.locator('#new-session-machine').waitFor({ state: 'visible', timeout: STEP_MS });
      assert.deepEqual(await page.locator('#new-session-machine option').allInnerTexts(), ['This machine', machineId]);
      await page.locator('#new-session-agent').selectOption('local');
      await page.locator('#new-session-machine').selectOption(machineId);
      await page.locator('#new-session').click();
      await page.locator('#chat-input').waitFor({ timeout: STEP_MS });
      await page.locator('#chat-input').fill('!true');
      await page.locator('#chat-input').press('Enter');
      // The machine is an SSH host whose port is closed: ssh, run for the session, says why at once.
      await page.locator('.tool-call[data-status=completed]').waitFor({ timeout: STEP_MS });
      await waitForScreen(page, "ssh's reason in the inline terminal", /Connection refused/, '.inline-terminal');
      assert.match(await page.locator('.tool-call .tool-status').first().innerText(), /fail/i);
    });
  }

  if (agentName) {
    await step("an agent's pending confirmation is approved from the page, and the next one denied", async () => {
      await page.goto(url + '#/');
      await page.locator('#new-session-agent').selectOption({ label: agentName });
      await page.locator('#new-session').click();
      await page.locator('#chat-input').waitFor({ timeout: STEP_MS });
      await page.locator('#chat-input').fill('tidy up, please');
      await page.locator('#chat-input').press('Enter');
      const pending = page.locator('.tool-call[data-status=pending-confirmation]');
      await pending.locator('.approve').waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(shots, 'confirmation.png'), fullPage: true });
      await pending.locator('.approve').click();
      await page.locator('.turn .markdown', { hasText: 'permission: yes' }).waitFor({ timeout: STEP_MS });
      assert.equal(await page.locator('.confirm').count(), 0, 'no confirmation is pending any more');

      await page.locator('#chat-input').fill('and once more');
      await page.locator('#chat-input').press('Enter');
      await page.locator('.tool-call[data-status=pending-confirmation] .deny').click({ timeout: STEP_MS });
      await page.locator('.turn .markdown', { hasText: /permission: (no|cancelled)/ }).waitFor({ timeout: STEP_MS });
      assert.equal(await page.locator('.confirm').count(), 0, 'no confirmation is pending any more');
    });
  }

  await step("a guest is refused a terminal, with a message", async () => {
    const guest = await browser.newContext({ viewport: { width: 1100, height: 720 } });
    const guestPage = await guest.newPage();
    watch(guestPage, problems);
    await signIn(guestPage, guestToken);
    await guestPage.locator('#terminals tbody tr[data-terminal] a').first().click();
    const refused = guestPage.locator('.terminal-pane .message.error');
    await refused.waitFor({ timeout: STEP_MS });
    assert.match(await refused.innerText(), /refused this terminal/);
    await guestPage.screenshot({ path: join(shots, 'guest-refused.png') });
    await guestPage.goto(url + '#/');
    await guestPage.locator('#new-terminal').click();
    await guestPage.locator('#message:not([hidden])').waitFor({ timeout: STEP_MS });
    assert.match(await guestPage.locator('#message').innerText(), /refused a new shell/);
    await guest.close();
  });

  await step('nothing went wrong in any page (errors, other origins, the policy)', async () => {
    assert.deepEqual(unexpected(problems), []);
  });
} catch {
  // already reported by its step
} finally {
  await finish(browser);
}
